package org.passant.cli;

import org.passant.solve.SolveOptions;

/** A {@code --threads} count as a user gave it, checked alike by solve and the bench commands. */
final class ThreadsOption {
    private ThreadsOption() {
    }

    /** Refuses a count outside 1 to {@link SolveOptions#MAX_THREADS} with one line naming it. */
    static void check(int threads) {
        if (threads < 1 || threads > SolveOptions.MAX_THREADS) {
            throw new UserError("--threads must be between 1 and " + SolveOptions.MAX_THREADS + ", found " + threads);
        }
    }
}
