package org.passant.problem;

/**
 * Popeye's {@code CastlingMutuallyExclusive a1h8}: White castling with the rook from
 * {@code whiteRookSquare} and Black castling with the rook from {@code blackRookSquare} are not
 * both possible (the composer's partial retro analysis).
 */
public record MutuallyExclusiveCastling(String whiteRookSquare, String blackRookSquare) {
}
