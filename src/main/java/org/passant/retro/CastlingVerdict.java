package org.passant.retro;

import java.util.List;
import org.passant.board.Castling;

/**
 * One castling right (a {@link Castling} bit) under Codex art. 16(1): allowed unless it is proven
 * that the king or the rook has moved; {@code proof} is the argument as data.
 */
public record CastlingVerdict(int right, Status status, Proof proof) {
    public enum Status {
        /** Proven that the king or rook has moved (or is not at home). */
        DISPROVED,
        /** No proof that the king or rook has moved: castling is allowed by convention. */
        NOT_DISPROVED
    }

    public boolean disproved() {
        return status == Status.DISPROVED;
    }

    /** The argument behind a verdict. */
    public sealed interface Proof {
    }

    /** The king of {@code color} is not on {@code square}, its home. */
    public record KingNotHome(int color, int square) implements Proof {
    }

    /** No rook of {@code color} stands on {@code square}, the rook's home. */
    public record RookNotHome(int color, int square) implements Proof {
    }

    /** An illegal position grants no rights. */
    public record PositionIllegal() implements Proof {
    }

    /** Some history keeps the king on {@code king} and the rook on {@code rook} unmoved. */
    public record NoProofOfMove(int king, int rook) implements Proof {
    }

    /**
     * With the king and rook presumed unmoved, the diagram itself breaks a rule ({@code rule}): a
     * route argument, such as a promoted piece that could not have left the last rank past them.
     */
    public record RuleBrokenIfUnmoved(Refutation.RuleBroken rule) implements Proof {
    }

    /**
     * Presuming the right refutes every history: with king and rook unmoved, every last move of
     * {@code mover} that remains ({@code refuted}, empty when none remains) is impossible, and
     * {@code immobile} units have nothing to take back.
     */
    public record EveryHistoryRefuted(int mover, List<LastMove> refuted, List<Unit> immobile) implements Proof {
        public EveryHistoryRefuted {
            refuted = List.copyOf(refuted);
            immobile = List.copyOf(immobile);
        }
    }
}
