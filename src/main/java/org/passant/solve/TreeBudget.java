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

    /** A budget of {@code moves} moves, 0 for no limit. */
    TreeBudget(int moves) {
        this.left = moves;
        this.unlimited = moves == 0;
    }

    /** Whether another move may be shown; if so it is counted. */
    boolean take() {
        if (unlimited) {
            taken++;
            return true;
        }
        if (left > 0) {
            left--;
            taken++;
            return true;
        }
        return false;
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
        return !unlimited && left == 0;
    }

    /** Notes that a move the tree would have shown was left out. */
    void markCut() {
        cut = true;
    }

    /** Whether anything was left out. */
    boolean cut() {
        return cut;
    }
}
