package org.passant.cli;

import org.passant.solve.SolveOptions;

/**
 * The cores the defaults of {@code --jobs} and {@code --threads} plan for: those the machine
 * offers, but no more than a count the options accept. A machine with more cores than that (384
 * on some cloud machines) used to be refused by its own defaults, "--jobs must be between 1 and
 * 256, found 384", though the user had given neither option.
 */
final class Cores {
    /** The most problems solved side by side, and the most threads on one problem. */
    static final int MOST = SolveOptions.MAX_THREADS;

    private Cores() {
    }

    /** The cores available to this process, at most {@link #MOST}. */
    static int available() {
        return usable(Runtime.getRuntime().availableProcessors());
    }

    /** {@code offered} cores as the defaults use them: at least one, at most {@link #MOST}. */
    static int usable(int offered) {
        return Math.max(1, Math.min(MOST, offered));
    }
}
