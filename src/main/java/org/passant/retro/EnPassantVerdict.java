package org.passant.retro;

import java.util.List;
import org.passant.board.Square;

/**
 * Whether the side to move may capture e.p. on its first move (Codex art. 16(2): only when it is
 * proven that the last move was the double step of the pawn to be taken).
 *
 * <p>{@code square} is the square passed over (the e.p. target) when proven, else
 * {@link Square#NONE}; {@code proof} is the argument as data; {@code alternatives} are the
 * possible last moves when the right is not proven (empty otherwise).
 * A proven right is not yet a legal capture: the move generator still decides that (pins, checks).
 */
public record EnPassantVerdict(Status status, int square, Proof proof, List<LastMove> alternatives) {
    public enum Status {
        /** Every possible last move is this one double step. */
        PROVEN,
        /** A double step that a pawn could capture is possible, but so is some other last move (or none can be shown possible). */
        NOT_PROVEN,
        /** No double step that a pawn of the side to move could capture can have been the last move. */
        NONE
    }

    public EnPassantVerdict {
        alternatives = List.copyOf(alternatives);
    }

    public boolean proven() {
        return status == Status.PROVEN;
    }

    /** The argument behind a verdict. */
    public sealed interface Proof {
    }

    /** An illegal position grants no rights. */
    public record PositionIllegal() implements Proof {
    }

    /** No double step of {@code mover} that a pawn of the other side could capture e.p. can have been the last move. */
    public record NoDoubleStep(int mover) implements Proof {
    }

    /**
     * Proven: {@code mover}'s last move must have been {@code step}, since every other last move
     * ({@code others}, each with its refutation) is impossible and {@code immobile} units have
     * nothing to take back.
     */
    public record OnlyDoubleStep(int mover, Retraction step, List<LastMove> others, List<Unit> immobile) implements Proof {
        public OnlyDoubleStep {
            others = List.copyOf(others);
            immobile = List.copyOf(immobile);
        }
    }

    /** Every capturable double step is refuted ({@code refuted}), and so is every other last move. */
    public record StepsRefuted(List<LastMove> refuted) implements Proof {
        public StepsRefuted {
            refuted = List.copyOf(refuted);
        }
    }

    /** {@code mover}'s last move may have been one of {@code steps}, or one of the {@code others}: which is not known. */
    public record StepOrOther(int mover, List<Retraction> steps, List<LastMove> others) implements Proof {
        public StepOrOther {
            steps = List.copyOf(steps);
            others = List.copyOf(others);
        }
    }
}
