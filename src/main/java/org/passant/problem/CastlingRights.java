package org.passant.problem;

import org.passant.board.Castling;

/**
 * Which castlings the problem allows, and for which of them the user stated the status; both
 * as {@link Castling} bits, the board's one representation of castling rights.
 *
 * <p>From a FEN line all four are stated when the castling field has letters (it says yes or no
 * to each). From Popeye input a castling is allowed when king and rook stand on their initial
 * squares (Popeye's rule); {@code NoCastling} squares state a "no" for the castlings of the pieces
 * named; the others stay defaulted.
 */
public record CastlingRights(int allowed, int stated) {

    public CastlingRights {
        if ((allowed & ~Castling.ALL) != 0 || (stated & ~Castling.ALL) != 0) {
            throw new IllegalArgumentException("castling rights are four bits, found " + allowed + " and " + stated);
        }
    }

    public boolean isAllowed(int right) {
        return (allowed & right) != 0;
    }

    public RightSource source(int right) {
        return (stated & right) != 0 ? RightSource.STATED : RightSource.DEFAULT;
    }

    /** The FEN castling field, "KQkq" order, or "-". */
    public String fenField() {
        return Castling.fen(allowed);
    }

    @Override
    public String toString() {
        return fenField() + (stated == 0 ? " (defaulted)" : " (stated: " + Castling.fen(stated) + ")");
    }
}
