package org.passant.retro;

import java.util.List;
import org.passant.board.Square;

/**
 * Whether the side to move may capture e.p. on its first move (Codex art. 16(2): only when it is
 * proven that the last move was the double step of the pawn to be taken).
 *
 * <p>{@code square} is the square passed over (the e.p. target) when proven, else
 * {@link Square#NONE}; {@code alternatives} names the other possible last moves when not proven.
 * A proven right is not yet a legal capture: the move generator still decides that (pins, checks).
 */
public record EnPassantVerdict(Status status, int square, String reason, List<String> alternatives) {
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

    @Override
    public String toString() {
        return switch (status) {
            case PROVEN -> "proven on " + Square.name(square) + ": " + reason;
            case NOT_PROVEN -> "not proven: " + reason;
            case NONE -> "none: " + reason;
        };
    }
}
