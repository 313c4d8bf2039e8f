package org.passant.notation;

import org.passant.board.Move;
import org.passant.board.Position;

/** Finds a legal move by its coordinates without going through the parser under test. */
final class TestMoves {
    private TestMoves() {
    }

    static int byUci(Position p, String uci) {
        for (int move : LegalMoves.of(p)) {
            if (Move.uci(move).equals(uci)) {
                return move;
            }
        }
        throw new AssertionError(uci + " is not a legal move in " + p.toFen());
    }
}
