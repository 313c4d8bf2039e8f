package org.passant.batch;

import org.passant.solve.SpareCores;

/**
 * Says when a batch's threads have no problem left, and lends their cores to {@link SpareCores}
 * for the problems still being solved. A thread is idle once every problem is read and started
 * and it runs none of them; so the lending is settled whenever one of those facts changes, not
 * only when a thread finishes: the last problem may start after the thread that would have taken
 * it has already found the queue empty (one batch thread scheduled late), and that thread's core
 * is idle from then on. Thread-safe.
 */
final class IdleCoreLending {
    private final int jobs;
    private final SpareCores spare;
    private int unstarted;
    private int running;
    private boolean allRead;
    /** Cores lent so far: never taken back, for no problem comes after the last one read. */
    private int lent;

    IdleCoreLending(int jobs, SpareCores spare) {
        this.jobs = jobs;
        this.spare = spare;
    }

    /** A problem is handed to the threads. */
    synchronized void queued() {
        unstarted++;
    }

    /** A thread takes a problem. */
    synchronized void started() {
        unstarted--;
        running++;
        settle();
    }

    /** A thread's problem is done. */
    synchronized void finished() {
        running--;
        settle();
    }

    /** No problem comes after those queued. */
    synchronized void allRead() {
        allRead = true;
        settle();
    }

    /** Cores lent so far. */
    synchronized int lent() {
        return lent;
    }

    /** Once nothing is left to start, every thread that runs no problem lends its core, once. */
    private void settle() {
        if (!allRead || unstarted > 0) {
            return;
        }
        int idle = jobs - running;
        if (idle > lent) {
            spare.lend(idle - lent);
            lent = idle;
        }
    }
}
