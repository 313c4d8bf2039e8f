package org.passant.solve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A direct-mate stipulation "#n": the side to move (the attacker) mates in at most n moves
 * against every defence. Only direct mates are supported; other stipulations are refused by
 * {@link #parse} with a sentence a user can act on.
 */
public record Stipulation(int moves) {
    /** Longest stipulation accepted: the search keeps a stack of 2n plies. */
    public static final int MAX_MOVES = 60;

    private static final Pattern DIRECT_MATE = Pattern.compile("#\\s*(\\d{1,3})");

    public Stipulation {
        if (moves < 1 || moves > MAX_MOVES) {
            throw new IllegalArgumentException("the number of moves must be between 1 and " + MAX_MOVES + ", found " + moves);
        }
    }

    /**
     * Reads "#3" (spaces allowed after '#').
     *
     * @throws IllegalArgumentException with a one-line reason when the text is not a supported stipulation
     */
    public static Stipulation parse(String text) {
        String t = text == null ? "" : text.strip();
        Matcher m = DIRECT_MATE.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("unsupported stipulation '" + t
                    + "': only direct mates such as #2 or #3 are supported");
        }
        return new Stipulation(Integer.parseInt(m.group(1)));
    }

    @Override
    public String toString() {
        return "#" + moves;
    }
}
