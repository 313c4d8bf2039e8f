package org.passant.solve;

/**
 * The notes every solver adds when it stops before the end: the time limit or a stop asked from
 * outside, and the maximum number of solutions. One wording for battle play, help play, series play
 * and play in turns, so that a user reads the same sentence whatever was solved.
 */
final class StopNotes {
    private StopNotes() {
    }

    /**
     * The search was stopped, by its time limit or by a stop asked from outside (Ctrl-C): the
     * time is named only when the deadline (a {@link System#nanoTime}) had passed, since Ctrl-C
     * may come long before a --max-time runs out.
     */
    static String stopped(SolveOptions options, long deadline) {
        boolean timeUp = options.maxTimeMillis() > 0 && deadline != Long.MAX_VALUE && System.nanoTime() - deadline >= 0;
        return (timeUp
                ? "the search was stopped after " + options.maxTimeMillis() / 1000.0 + " s"
                : "the search was stopped") + "; only what is listed was proven";
    }

    /** The search stopped at --max-solutions; {@code what} is "key" or "solution", made plural past one. */
    static String limitReached(SolveOptions options, String what) {
        int count = options.maxSolutions();
        return "stopped after " + count + " " + what + (count == 1 ? "" : "s") + " (maximum number of solutions)";
    }

    /** A problem taken up again: {@code earlier} of its {@code count} first moves were ruled out by the run that was stopped. */
    static String continued(int earlier, int count) {
        return "taken up where an earlier run stopped: " + earlier + " of the " + count + " first moves, proven by it to be"
                + " neither keys nor tries, " + (earlier == 1 ? "was" : "were") + " not examined again";
    }
}
