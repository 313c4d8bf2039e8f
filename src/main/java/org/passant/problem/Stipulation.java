package org.passant.problem;

import java.util.Objects;

/**
 * What a problem asks: a goal, a kind of play and a length in moves. New goals and plays are new
 * enum constants, not new types; which of them can be solved is the solver's business.
 *
 * <p>{@link #MAX_MOVES} is the one limit on the length, for every way a stipulation is given
 * (a problem file, an EPD operation, {@code --stip}): the mate search keeps a stack of 2n plies.
 */
public record Stipulation(Goal goal, Play play, int moves, boolean halfMove, int solutions) {
    /** Longest stipulation accepted anywhere. */
    public static final int MAX_MOVES = 60;

    /** {@link #solutions()} of a stipulation that does not say how many solutions there are. */
    public static final int NOT_STATED = 0;

    /**
     * @param moves     whole moves (of a helpmate: move pairs; "h#2.5" has 2)
     * @param halfMove  a helpmate with a half-move more ("h#2.5"): White plays one move before
     *                  the pairs
     * @param solutions how many solutions the problem states (helpmates are sound with exactly
     *                  that many), or {@link #NOT_STATED}: a plain "h#2" says nothing about it
     *                  (Popeye's input cannot), and a verdict of sound or cooked would be a guess
     */
    public Stipulation {
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(play, "play");
        if (moves < (halfMove ? 0 : 1) || moves > MAX_MOVES) {
            throw new IllegalArgumentException(lengthOutOfRange(moves));
        }
        if (halfMove && play != Play.HELP) {
            throw new IllegalArgumentException("only help play has half-move lengths, found " + play.prefix() + goal.symbol() + moves + ".5");
        }
        if (solutions < NOT_STATED) {
            throw new IllegalArgumentException("a problem states at least one solution, found " + solutions);
        }
    }

    /** A stipulation of whole moves that states no number of solutions. */
    public Stipulation(Goal goal, Play play, int moves) {
        this(goal, play, moves, false, NOT_STATED);
    }

    /** Whether the problem says how many solutions it has (only then can help play be sound or cooked). */
    public boolean statesSolutions() {
        return solutions != NOT_STATED;
    }

    /** The same stipulation stating {@code count} solutions. */
    public Stipulation withSolutions(int count) {
        return new Stipulation(goal, play, moves, halfMove, count);
    }

    /** The plies of a helpmate: two a move, one more for ".5". */
    public int halfMoves() {
        return 2 * moves + (halfMove ? 1 : 0);
    }

    /** The one message for a length outside the limit. */
    static String lengthOutOfRange(long moves) {
        // Long.MAX_VALUE stands for a number of too many digits to read (StipulationText.parseMoves).
        return "the length must be 1 to " + MAX_MOVES + " moves, found " + (moves == Long.MAX_VALUE ? "a number of 10 digits or more" : moves);
    }

    /** "#n": the side to move mates in at most n moves against every defence. */
    public static Stipulation directMate(int moves) {
        return new Stipulation(Goal.MATE, Play.DIRECT, moves);
    }

    /**
     * Reads a stipulation as written ("#3", "# 3", "s#2", "h=2").
     *
     * @throws IllegalArgumentException with the reason, naming the genre, when the text is not a
     *                                  stipulation this model can express
     */
    public static Stipulation parse(String text) {
        WrittenStipulation written = StipulationText.read(text == null ? "" : text);
        if (written instanceof WrittenStipulation.Read read) {
            return read.stipulation();
        }
        throw new IllegalArgumentException(written.reason());
    }

    public boolean isDirectMate() {
        return goal == Goal.MATE && play == Play.DIRECT;
    }

    /** As problemists write it: "#3", "s#2", "h=2", "h#2.5" (the number of solutions apart). */
    @Override
    public String toString() {
        return play.prefix() + goal.symbol() + moves + (halfMove ? ".5" : "");
    }
}
