package org.passant.solve;

/**
 * The moves a search has played, and when it must stop: once its deadline (a
 * {@link System#nanoTime}) has passed, or when another thread asks. The search ticks once a move
 * and looks at the time only every 16,384 ticks, so that being stoppable costs nothing measurable
 * on its hottest path while a stop still comes within milliseconds.
 *
 * <p>Each search owns one. Only {@link #requestStop} and {@link #moves} (a progress figure, not an
 * exact count) may be called from another thread.
 */
public final class SearchClock {
    /** The ticks between two looks at the time, less one: 16,384 moves, a few milliseconds of any search. */
    private static final long LOOK_MASK = 0x3FFF;

    private long moves;
    private long deadline = Long.MAX_VALUE;
    private volatile boolean stopRequested;

    /**
     * Counts one move; at every 16,384th, stops the search with {@link SearchAborted} if it must,
     * and otherwise returns true, so that a search with a stop of its own can look at it then.
     */
    boolean tick() {
        if ((++moves & LOOK_MASK) != 0) {
            return false;
        }
        check();
        return true;
    }

    /** Counts moves played outside the search's own loop (a tree builder's), and looks at the time. */
    void count(int played) {
        moves += played;
        check();
    }

    /**
     * Throws {@link SearchAborted} once the deadline has passed or a stop was asked for. The
     * search's position is left where it stood: the solve that owns it discards it.
     */
    private void check() {
        if (stopRequested || System.nanoTime() > deadline) {
            throw SearchAborted.INSTANCE;
        }
    }

    /** Moves played so far (the usual measure of a solver's work). */
    public long moves() {
        return moves;
    }

    /** Stops the search with {@link SearchAborted} once {@link System#nanoTime()} passes this. */
    public void setDeadline(long nanoTime) {
        this.deadline = nanoTime;
    }

    /** The deadline set, {@link Long#MAX_VALUE} for none: a stop note names the time only when it passed. */
    long deadline() {
        return deadline;
    }

    /** Asks a running search (from another thread) to stop with {@link SearchAborted}. */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Readies the search for its next problem: it runs until this deadline, and a stop asked of
     * the problem before is forgotten. (A search made for one problem only needs just
     * {@link #setDeadline}, so that a stop asked before it starts still counts.)
     */
    void runUntil(long nanoTime) {
        this.deadline = nanoTime;
        stopRequested = false;
    }
}
