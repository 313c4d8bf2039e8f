package org.passant.solve;

import org.passant.board.Square;
import org.passant.problem.Problem;

/** The rights a problem claims, in the form the retro analysis checks them. */
final class ProblemRights {

    private ProblemRights() {
    }

    /** Castlings stated allowed are claims, castlings stated forbidden are forbidden; a stated e.p. square is a claim. */
    static StatedRights stated(Problem p) {
        int stated = p.castling().stated();
        int claimed = stated & p.castling().allowed();
        int forbidden = stated & ~p.castling().allowed();
        int ep = p.enPassant().isStated() && p.enPassant().target().isPresent()
                ? Square.parse(p.enPassant().target().get()) : Square.NONE;
        return new StatedRights(claimed, forbidden, ep);
    }
}
