package org.passant.solve;

/**
 * The notes every solver adds when it stops before the end: the time limit or a stop asked from
 * outside, and the maximum number of solutions. One wording for battle play, help play, series play
 * and play in turns, so that a user reads the same sentence whatever was solved.
 */
final class StopNotes {
    private StopNotes() {
    }

    /** The search was stopped (time limit or a stop asked from outside). */
    static String stopped(SolveOptions options) {
        return (options.maxTimeMillis() > 0
                ? "the search was stopped after " + options.maxTimeMillis() / 1000.0 + " s"
                : "the search was stopped") + "; only what is listed was proven";
    }

    /** The search stopped at --max-solutions; {@code what} is "keys" or "solutions". */
    static String limitReached(SolveOptions options, String what) {
        return "stopped after " + options.maxSolutions() + " " + what + " (maximum number of solutions)";
    }
}
