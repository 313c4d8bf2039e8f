package org.passant.problem;

import java.util.Objects;

/**
 * A problem's stipulation: its kind, its length in moves (0 when not applicable), the text as it
 * was written, and for {@link StipulationKind#UNSUPPORTED} / {@link StipulationKind#NONE} a
 * one-line explanation the caller can show ("h#2 is a helpmate; only direct mates (#n) are
 * supported").
 */
public record Stipulation(StipulationKind kind, int moves, String text, String unsupportedReason) {

    public Stipulation {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(unsupportedReason, "unsupportedReason");
        if ((kind == StipulationKind.DIRECT_MATE || kind == StipulationKind.SIDE_TO_MOVE_MATED) && moves < 1) {
            throw new IllegalArgumentException("a mate needs at least one move: " + moves);
        }
    }

    /** Mate in {@code moves}, for the side to move. */
    public static Stipulation directMate(int moves) {
        return new Stipulation(StipulationKind.DIRECT_MATE, moves, "#" + moves, "");
    }

    /** The side to move is mated in {@code moves} (EPD "bm #-n"). */
    public static Stipulation sideToMoveMated(int moves) {
        return new Stipulation(StipulationKind.SIDE_TO_MOVE_MATED, moves, "#-" + moves,
                "the side to move is mated in " + moves + "; this is not a problem for the side to move");
    }

    public static Stipulation none() {
        return new Stipulation(StipulationKind.NONE, 0, "", "no stipulation given");
    }

    public static Stipulation unsupported(String text, String reason) {
        return new Stipulation(StipulationKind.UNSUPPORTED, 0, text, reason);
    }

    /**
     * Reads a stipulation as written in a problem file ("#3", "# 3", "h#2", "ser-h#5", "=2").
     * Anything but a direct mate becomes {@link StipulationKind#UNSUPPORTED} with a reason that
     * names the kind of problem when it is recognisable. The written text is kept.
     */
    public static Stipulation parse(String text) {
        return StipulationText.parse(text);
    }

    /** True for the one kind the solver can solve: a direct mate. */
    public boolean isDirectMate() {
        return kind == StipulationKind.DIRECT_MATE;
    }

    @Override
    public String toString() {
        return text.isEmpty() ? kind.toString() : text;
    }
}
