package org.passant.solve;

/**
 * Hands out the first moves of a {@link FirstMoveSplit}, each once: in their order, or, for the
 * long mates whose questions idle threads join, so that no two threads examine moves of the same
 * unit at the same time.
 *
 * <p>Why: the first moves of one unit share most of their work. After 1.Qa2 and after 1.Qc2 the
 * queen reaches the same squares on its next move, and the positions after them are the same; a
 * thread that examines 1.Qc2 after 1.Qa2 finds them settled in the shared table. On
 * matetrack-4424 (one thread) 1.Qc2 took 1.3 s after 1.Qa2's 19 s, while two threads taking the
 * moves in order ended up on both at once, and each took 20 s: the same lines were searched twice,
 * side by side. So a thread goes on with the unit of its last move, else takes up a unit no thread
 * is on; when every unit left has a thread, it takes none and joins the questions being asked
 * ({@link KeyProver#help}), where two threads part ways instead of meeting.
 *
 * <p>One thread takes the moves in their order either way (the generator lists them unit by
 * unit). Which thread examines which move never changes a result: the outcomes are kept by the
 * move's index.
 */
final class FirstMoveQueue {
    /** What {@link #take} returns when no move is left for the thread. */
    static final int NONE = -1;

    /** The unit of each move, by index (its origin square, or the index itself: every move alone). */
    private final int[] units;
    private final boolean[] taken;
    /** Threads examining a move of each unit now. */
    private final int[] busy;
    /** Moves from this index on are not handed out (set by the split's rule). */
    private int end;

    private FirstMoveQueue(int[] units, int unitCount) {
        this.units = units;
        this.taken = new boolean[units.length];
        this.busy = new int[unitCount];
        this.end = units.length;
    }

    /** Every move on its own: handed out in their order, to any thread. */
    static FirstMoveQueue inOrder(int count) {
        int[] alone = new int[count];
        for (int i = 0; i < count; i++) {
            alone[i] = i;
        }
        return new FirstMoveQueue(alone, count);
    }

    /** @param origins the origin square (0..63) of each first move, by index */
    static FirstMoveQueue unitsApart(int[] origins) {
        return new FirstMoveQueue(origins.clone(), 64);
    }

    /**
     * The next move for a thread whose last move was {@code previous} ({@link #NONE} for its
     * first), which it has finished; {@link #NONE} when none is left that no other thread's unit holds.
     */
    synchronized int take(int previous) {
        int unit = NONE;
        if (previous != NONE) {
            unit = units[previous];
            busy[unit]--;
        }
        int index = NONE;
        for (int i = 0; i < end && index == NONE; i++) {
            if (!taken[i] && units[i] == unit) {
                index = i;
            }
        }
        for (int i = 0; i < end && index == NONE; i++) {
            if (!taken[i] && busy[units[i]] == 0) {
                index = i;
            }
        }
        if (index != NONE) {
            taken[index] = true;
            busy[units[index]]++;
        }
        return index;
    }

    /** Moves not yet handed out (below the end). */
    synchronized int left() {
        int left = 0;
        for (int i = 0; i < end; i++) {
            if (!taken[i]) {
                left++;
            }
        }
        return left;
    }

    /** No move from this index on is handed out any more. */
    synchronized void endAt(int index) {
        end = Math.min(end, index);
    }

    /** The moves below this index are handed out; those from it on are not (all moves until {@link #endAt}). */
    synchronized int end() {
        return end;
    }
}
