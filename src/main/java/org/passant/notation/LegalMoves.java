package org.passant.notation;

import java.util.Arrays;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** The legal moves of a position as an exact-length array: notation may allocate, the search may not. */
final class LegalMoves {
    private LegalMoves() {
    }

    static int[] of(Position p) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        return Arrays.copyOf(buffer, MoveGenerator.legal(p, buffer, 0));
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
