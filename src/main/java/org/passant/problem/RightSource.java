package org.passant.problem;

/**
 * Whether a castling or en-passant right was written down by the user or derived by the reader.
 * The retro analysis must check a STATED right (and say so when it cannot be proved or is
 * impossible) instead of trusting it; a DEFAULT one follows the conventions.
 */
public enum RightSource {
    /** Derived: Popeye's rule "king and rook on their initial squares", or no e.p. at all. */
    DEFAULT,
    /** Written by the user: a FEN field, Popeye's {@code NoCastling} or {@code EnPassant} option. */
    STATED
}
