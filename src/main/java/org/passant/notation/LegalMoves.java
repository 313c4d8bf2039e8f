package org.passant.notation;

import java.util.Arrays;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.board.TurnGenerator;

/**
 * The legal moves of a position as an exact-length array: notation may allocate, the search may
 * not. Under a rule set of two-move turns these are the moves that may be played next in the
 * turn ({@link TurnGenerator}: no check in double-move chess, e.p. by the turn's rights); in
 * orthodox chess that generator is the orthodox one.
 */
final class LegalMoves {
    private LegalMoves() {
    }

    static int[] of(Position p) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        return Arrays.copyOf(buffer, TurnGenerator.moves(p, buffer, 0));
    }

    static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }
}
