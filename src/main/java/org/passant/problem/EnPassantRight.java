package org.passant.problem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The en-passant right claimed for the first move: the FEN target square (the square the pawn
 * passed over, e.g. "g6"), whether the user stated it, and for Popeye's {@code EnPassant} option
 * the squares of the double step as written (e.g. g7, g6, g5).
 *
 * <p>A FEN's e.p. field is always STATED, also when it is "-". Without a statement the right is
 * absent and DEFAULT: the retro analysis may still prove one.
 */
public record EnPassantRight(Optional<String> target, RightSource source, List<String> doubleStep) {

    public EnPassantRight {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(source, "source");
        doubleStep = List.copyOf(doubleStep);
    }

    public static EnPassantRight none() {
        return new EnPassantRight(Optional.empty(), RightSource.DEFAULT, List.of());
    }

    public boolean isStated() {
        return source == RightSource.STATED;
    }

    /** The FEN e.p. field: the target square or "-". */
    public String fenField() {
        return target.orElse("-");
    }
}
