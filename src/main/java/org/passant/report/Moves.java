package org.passant.report;

import org.passant.board.Position;
import org.passant.notation.Notation;

/** Move texts for the formatters, with the check marks the tree already knows (no replay needed). */
final class Moves {
    private Moves() {
    }

    /** Short algebraic with + or #: d5+, exf6 e.p.#. */
    static String san(String fen, int move, boolean check, boolean mate) {
        return Notation.sanWithoutSuffix(Position.fromFen(fen), move) + (mate ? "#" : check ? "+" : "");
    }

    /** Popeye's long algebraic, without marks: d4-d5, e5*f6 ep., Sc5-b7. */
    static String popeye(String fen, int move) {
        return Notation.popeye(Position.fromFen(fen), move);
    }
}
