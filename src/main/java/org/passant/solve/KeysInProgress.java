package org.passant.solve;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * What the threads of one problem have proven so far of the first moves that turn out to be keys,
 * per move index: written as it is proven, so that a stop before a key is settled with its tree
 * still leaves it known ({@link OpenFirstMove}). Thread-safe: each move is written by the one
 * thread examining it and read after every thread has come back.
 */
final class KeysInProgress {
    /** Per move: 0 nothing proven; n > 0 forces the goal within n moves; -n forces it in exactly n. */
    private final AtomicIntegerArray known;

    KeysInProgress(int moves) {
        this.known = new AtomicIntegerArray(moves);
    }

    /** The move at {@code index} was proven to force the goal within {@code moves} (its own included). */
    void within(int index, int moves) {
        known.set(index, moves);
    }

    /** The move at {@code index} forces the goal in exactly {@code moves}: what is left is its tree. */
    void exactly(int index, int moves) {
        known.set(index, -moves);
    }

    /** What a stop leaves known of the first move {@code move}, at {@code index}, left open. */
    OpenFirstMove open(int index, int move) {
        int k = known.get(index);
        return new OpenFirstMove(move, Math.abs(k), k < 0);
    }
}
