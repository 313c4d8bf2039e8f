package org.passant.retro;

import java.util.List;

/**
 * The verdict on the rights stated in the input: one {@link RightCheck} per stated right, whether
 * the stated rights can all hold in one history ({@code consistent}), and notes (for example a
 * proven e.p. right the input did not state).
 */
public record StatedRightsCheck(List<RightCheck> rights, boolean consistent, List<String> notes) {
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
}
