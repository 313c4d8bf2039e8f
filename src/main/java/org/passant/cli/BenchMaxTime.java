package org.passant.cli;

/** The {@code --max-time} of the bench commands, whole seconds per problem, checked alike by each. */
final class BenchMaxTime {
    private BenchMaxTime() {
    }

    /** Refuses a limit below one second with one line naming it. */
    static void check(int seconds) {
        if (seconds < 1) {
            throw new UserError("--max-time must be at least 1 second, found " + seconds);
        }
    }
}
