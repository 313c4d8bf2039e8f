package org.passant.solve;

import org.passant.board.Castling;
import org.passant.board.CastlingExclusions;
import org.passant.board.Square;
import org.passant.problem.MutuallyExclusiveCastling;
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
        CastlingExclusions exclusive = CastlingExclusions.NONE;
        for (MutuallyExclusiveCastling pair : p.options().mutuallyExclusiveCastlings()) {
            exclusive = exclusive.with(CastlingExclusions.pair(right(pair.whiteRookSquare()), right(pair.blackRookSquare())));
        }
        return new StatedRights(claimed, forbidden, ep, exclusive);
    }

    /** The castling right of the rook standing at home on {@code square} (a1, h1, a8 or h8; the reader checked). */
    private static int right(String square) {
        return switch (square) {
            case "a1" -> Castling.WHITE_QUEENSIDE;
            case "h1" -> Castling.WHITE_KINGSIDE;
            case "a8" -> Castling.BLACK_QUEENSIDE;
            case "h8" -> Castling.BLACK_KINGSIDE;
            default -> throw new IllegalArgumentException("not a rook's home square: " + square);
        };
    }
}
