package org.passant.solve;

import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.problem.Problem;
import org.passant.problem.RightSource;

/** The rights a problem claims, in the form the retro analysis checks them. */
final class ProblemRights {

    private ProblemRights() {
    }

    /** Castlings stated allowed are claims, castlings stated forbidden are forbidden; a stated e.p. square is a claim. */
    static StatedRights stated(Problem p) {
        int claimed = 0;
        int forbidden = 0;
        for (org.passant.problem.Castling c : org.passant.problem.Castling.values()) {
            if (p.castling().source(c) != RightSource.STATED) {
                continue;
            }
            int bit = switch (c) {
                case WHITE_KINGSIDE -> Castling.WHITE_KINGSIDE;
                case WHITE_QUEENSIDE -> Castling.WHITE_QUEENSIDE;
                case BLACK_KINGSIDE -> Castling.BLACK_KINGSIDE;
                case BLACK_QUEENSIDE -> Castling.BLACK_QUEENSIDE;
            };
            if (p.castling().isAllowed(c)) {
                claimed |= bit;
            } else {
                forbidden |= bit;
            }
        }
        int ep = p.enPassant().isStated() && p.enPassant().target().isPresent()
                ? Square.parse(p.enPassant().target().get()) : Square.NONE;
        return new StatedRights(claimed, forbidden, ep);
    }
}
