package org.passant.solve;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * How many threads are searching each node near the root of a proof-number question, so that
 * threads on the same question spread out instead of following one another down the same line.
 * A thread that picks a child adds to the child's numbers in proportion to the other threads
 * inside it (the "virtual" proof and disproof numbers of Kaneko's parallel df-pn), so it takes
 * the next most promising child instead; what it stores in the table stays the true numbers.
 *
 * <p>A fixed array of counters, a node's counter chosen by a few bits of its key ({@link #slot}):
 * two nodes that share a counter only make each other look busier, which changes the order of
 * the search and never an answer. A thread knows its own marks (the nodes on its line) and
 * leaves them out, so that alone it searches as if nothing were marked. Safe to share between
 * the threads of one problem.
 */
final class BusyNodes {
    /**
     * 16,384 counters (64 kB, beside the tables of --hash, like the searches' move stacks): 64
     * threads marking six nodes each share a counter with another mark about once in forty.
     */
    private static final int BITS = 14;
    private final AtomicIntegerArray threads = new AtomicIntegerArray(1 << BITS);

    /** The counter of a node's key. */
    static int slot(long key) {
        return (int) (key ^ key >>> 32) & (1 << BITS) - 1;
    }

    void enter(int slot) {
        threads.incrementAndGet(slot);
    }

    void leave(int slot) {
        threads.decrementAndGet(slot);
    }

    /** Threads inside the nodes of this counter now, the caller's own marks included. */
    int threadsIn(int slot) {
        return threads.get(slot);
    }

    /**
     * A child's number as a thread about to choose sees it, with {@code others} other threads
     * inside: the true number, grown once over for each (plus one each, so that a number of 1
     * grows too). Settled numbers (0 and infinity) stay.
     */
    static int virtualNumber(int number, int others, int infinity) {
        if (number == 0 || number >= infinity || others <= 0) {
            return number;
        }
        return (int) Math.min(infinity - 1, (long) number * (1 + others) + others);
    }
}
