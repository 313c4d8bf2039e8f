package org.passant.retro;

/** The verdict on one right stated in the input (a FEN field, Popeye's {@code Option EnPassant}, {@code NoCastling}). */
public record RightCheck(String right, Status status, String reason) {
    public enum Status {
        /** An e.p. right that retro analysis proves. */
        PROVEN,
        /** A castling right that cannot be disproved, so the conventions allow it. */
        ALLOWED,
        /** Possible, but not proven: by convention it does not hold unless the user insists. */
        NOT_PROVABLE,
        /** Proven impossible. */
        IMPOSSIBLE
    }

    @Override
    public String toString() {
        return right + ": " + status.name().toLowerCase().replace('_', ' ') + " (" + reason + ")";
    }
}
