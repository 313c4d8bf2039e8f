package org.passant.solve;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Cores that a batch has no more problems for, lent to the problems it is still solving: near the
 * end of a collection one slow problem may be left running on one thread while the others have
 * nothing to do. A search that can share its work out as it goes (help play, {@link HelpSplit})
 * borrows one, runs a thread of its own on it and gives it back when it runs out of work.
 * Thread-safe.
 */
public final class SpareCores {
    private final AtomicInteger spare = new AtomicInteger();

    /** Lends {@code cores} more (a batch thread that found no problem left). */
    public void lend(int cores) {
        spare.addAndGet(cores);
    }

    /** Takes one, when there is one. */
    boolean borrow() {
        while (true) {
            int now = spare.get();
            if (now <= 0) {
                return false;
            }
            if (spare.compareAndSet(now, now - 1)) {
                return true;
            }
        }
    }

    /** Gives one back (its thread is done). */
    void giveBack() {
        spare.incrementAndGet();
    }

    /** Cores lent and not borrowed now. */
    public int available() {
        return spare.get();
    }
}
