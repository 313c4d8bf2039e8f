package org.passant.retro;

import org.passant.board.Square;

/**
 * The verdict on one right stated in the input (a FEN field, Popeye's {@code Option EnPassant},
 * {@code NoCastling}): a castling right ({@code castling}, one {@link org.passant.board.Castling}
 * bit, with {@code epSquare} {@link Square#NONE}) or an e.p. square ({@code castling} 0).
 */
public record RightCheck(int castling, int epSquare, Status status, Proof proof) {
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

    static RightCheck castling(int right, Status status, Proof proof) {
        return new RightCheck(right, Square.NONE, status, proof);
    }

    static RightCheck enPassant(int square, Status status, Proof proof) {
        return new RightCheck(0, square, status, proof);
    }

    public boolean enPassant() {
        return castling == 0;
    }

    /** The argument behind a verdict. */
    public sealed interface Proof {
    }

    /** An illegal position grants no rights. */
    public record PositionIllegal() implements Proof {
    }

    /** The castling right's own verdict decides. */
    public record ByCastlingVerdict(CastlingVerdict verdict) implements Proof {
    }

    /** The e.p. verdict decides (proven, or possible but not proven). */
    public record ByEnPassantVerdict(EnPassantVerdict verdict) implements Proof {
    }

    /** No double step of {@code mover} over {@code square} can be taken back: see {@code obstacle} (at {@code at}). */
    public record NoDoubleStepOver(int mover, int square, Obstacle obstacle, int at) implements Proof {
    }

    /** What keeps a double step over the stated e.p. square from being the last move. */
    public enum Obstacle {
        /** The square is not one a double step passes. */
        NOT_PASSED_BY_A_DOUBLE_STEP,
        /** No pawn of the mover stands where the double step ends ({@code at}). */
        NO_PAWN,
        /** The square passed or the pawn's start ({@code at}) is occupied. */
        OCCUPIED,
        /** None of the above, but the retractions do not contain it. */
        NOT_A_RETRACTION
    }

    /** The double step over the square can be taken back but is refuted. */
    public record StepRefuted(Retraction step, Refutation refutation) implements Proof {
    }

    /** The double step is possible but no pawn of {@code side} (to move) could capture it. */
    public record NoCapturingPawn(int side) implements Proof {
    }
}
