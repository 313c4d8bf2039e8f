package org.passant.retro;

import java.util.List;

/**
 * One last move of the side not to move, in long algebraic notation ({@code g7-g5},
 * {@code Kf8xg8}, {@code e7xd8=Q}, {@code h5xg6 e.p.}, {@code 0-0}). For an un-capture,
 * {@code uncaptured} names the unit types that may have been taken (letters P N B R Q); for an
 * impossible move, {@code reason} says why.
 */
public record LastMove(String notation, List<String> uncaptured, String reason) {
    public LastMove {
        uncaptured = List.copyOf(uncaptured);
    }

    /** The notation with the taken units, e.g. {@code Kf8xg8 (un-capture: R, Q)}. */
    public String text() {
        return uncaptured.isEmpty() ? notation : notation + " (un-capture: " + String.join(", ", uncaptured) + ")";
    }

    @Override
    public String toString() {
        return reason == null ? text() : text() + ": " + reason;
    }
}
