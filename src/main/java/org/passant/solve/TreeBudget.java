package org.passant.solve;

/**
 * How many moves one solution tree may still show (--max-tree-nodes). The search decides keys,
 * tries, refutations and the verdict whatever the budget; the budget only stops the tree from
 * growing, so that one problem with every display option cannot fill the heap or the disk.
 * Counted are the moves the tree builder adds below a first move (threat moves, variations,
 * continuations); first moves and refutations are always kept, since they are the findings.
 */
final class TreeBudget {
    private long left;
    private final boolean unlimited;
    private boolean cut;
    private long taken;
    /** Moves the trees built apart by all threads may still take together, or null. */
    private final java.util.concurrent.atomic.AtomicLong pool;

    /** A budget of {@code moves} moves, 0 for no limit. */
    TreeBudget(int moves) {
        this(moves, null);
    }

    /**
     * A budget of {@code moves} moves (0: no limit) for a tree built apart, which also takes each
     * move from {@code pool}, shared by the trees the threads build at once (null: none). The
     * pool keeps their trees together within what the problem's budget has left: they wait in
     * memory until they are gathered in the order of the moves.
     */
    TreeBudget(int moves, java.util.concurrent.atomic.AtomicLong pool) {
        this.left = moves;
        this.unlimited = moves == 0;
        this.pool = pool;
    }

    /**
     * Whether another move may be shown; if so it is counted, and if not the tree is marked cut.
     * Asked only once the move is known to belong to the tree, so that a tree that fits exactly
     * is not called cut.
     */
    boolean take() {
        if (!unlimited && left <= 0 || pool != null && pool.getAndDecrement() <= 0) {
            cut = true;
            return false;
        }
        if (!unlimited) {
            left--;
        }
        taken++;
        return true;
    }

    /**
     * Takes {@code moves} at once if they all fit, as a tree built apart (by another thread) with
     * that many moves would have taken them one by one here; false, taking nothing, if not.
     */
    boolean takeAll(long moves) {
        if (!unlimited && moves > left) {
            return false;
        }
        if (!unlimited) {
            left -= moves;
        }
        taken += moves;
        return true;
    }

    /** Moves taken so far. */
    long taken() {
        return taken;
    }

    /** Moves that may still be taken ({@link Long#MAX_VALUE} without a limit). */
    long left() {
        return unlimited ? Long.MAX_VALUE : left;
    }

    /** Whether the budget is used up, so that the next move would be refused. */
    boolean spent() {
        return !unlimited && left == 0 || pool != null && pool.get() <= 0;
    }

    /** Whether anything was left out. */
    boolean cut() {
        return cut;
    }
}
