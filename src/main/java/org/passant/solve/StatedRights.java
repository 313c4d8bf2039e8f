package org.passant.solve;

import org.passant.board.CastlingExclusions;
import org.passant.board.Square;

/**
 * The rights the input itself claims, to be checked against the retro analysis rather than
 * trusted: castlings claimed (FEN letters), castlings forbidden by the problem (Popeye's
 * {@code NoCastling}), an e.p. square claimed (a FEN e.p. field, Popeye's {@code EnPassant}), and
 * castlings the problem makes exclude one another (Popeye's {@code CastlingMutuallyExclusive}).
 * Everything else is left to the conventions.
 */
public record StatedRights(int castling, int forbiddenCastling, int epSquare, CastlingExclusions exclusive) {
    public static final StatedRights NONE = new StatedRights(0, 0, Square.NONE);

    public StatedRights(int castling, int forbiddenCastling, int epSquare) {
        this(castling, forbiddenCastling, epSquare, CastlingExclusions.NONE);
    }

    public boolean any() {
        return castling != 0 || epSquare != Square.NONE;
    }
}
