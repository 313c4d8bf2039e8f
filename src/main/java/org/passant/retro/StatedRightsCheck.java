package org.passant.retro;

import java.util.List;

/**
 * The verdict on the rights stated in the input: one {@link RightCheck} per stated right, whether
 * the stated rights can all hold in one history ({@code consistent}), and notes (for example a
 * proven e.p. right the input did not state).
 */
public record StatedRightsCheck(List<RightCheck> rights, boolean consistent, List<Note> notes) {
    public StatedRightsCheck {
        rights = List.copyOf(rights);
        notes = List.copyOf(notes);
    }

    /** Whether some stated right is impossible or the stated rights contradict each other. */
    public boolean hasImpossible() {
        return !consistent || rights.stream().anyMatch(r -> r.status() == RightCheck.Status.IMPOSSIBLE);
    }

    /** Whether some stated right is merely not provable (the solver reports it and drops it unless trusted). */
    public boolean hasUnprovable() {
        return rights.stream().anyMatch(r -> r.status() == RightCheck.Status.NOT_PROVABLE);
    }

    /**
     * The last moves that fit the castling rights {@code castling}: a move that is no capturable
     * double step ({@code plainMove}) and the capturable {@code doubleSteps}; none at all if both are empty.
     */
    public record LastMovesWith(int castling, boolean plainMove, List<Retraction> doubleSteps) {
        public LastMovesWith {
            doubleSteps = List.copyOf(doubleSteps);
        }
    }

    /** What else the reader should know about the stated rights. */
    public sealed interface Note {
    }

    /** The e.p. right on {@code square} is proven although the input did not state it. */
    public record EnPassantNotStated(int square) implements Note {
    }

    /** The stated rights cannot all hold in one history: with the stated castling, the last move must be one of these. */
    public record RightsExclusive(LastMovesWith lastMoves) implements Note {
    }

    /** With the stated castling the last move must be one of these, so e.p. is allowed in that history. */
    public record EnPassantAllowedWith(LastMovesWith lastMoves) implements Note {
    }
}
