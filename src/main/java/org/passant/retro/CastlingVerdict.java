package org.passant.retro;

import org.passant.board.Castling;

/**
 * One castling right (a {@link Castling} bit) under Codex art. 16(1): allowed unless it is proven
 * that the king or the rook has moved.
 */
public record CastlingVerdict(int right, Status status, String reason) {
    public enum Status {
        /** Proven that the king or rook has moved (or is not at home). */
        DISPROVED,
        /** No proof that the king or rook has moved: castling is allowed by convention. */
        NOT_DISPROVED
    }

    public boolean disproved() {
        return status == Status.DISPROVED;
    }

    public String name() {
        return Castling.describe(right);
    }

    @Override
    public String toString() {
        return name() + ": " + (disproved() ? "disproved" : "not disproved") + " (" + reason + ")";
    }
}
