package org.passant.solve;

import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * What the threads of one problem have done so far with each first move, per move index: whether a
 * thread has begun it, and what it has proven of a move that turns out to be a key, written as it
 * is proven. So a stop leaves known which moves were being examined and which keys were found
 * before their length or tree was settled ({@link OpenFirstMove}). Thread-safe: each move is
 * written by the one thread examining it and read after every thread has come back.
 */
final class FirstMovesInProgress {
    /** Per move: 0 nothing proven; n > 0 forces the goal within n moves; -n forces it in exactly n. */
    private final AtomicIntegerArray known;
    /** Per move: 1 once a thread has begun examining it. */
    private final AtomicIntegerArray begun;

    FirstMovesInProgress(int moves) {
        this.known = new AtomicIntegerArray(moves);
        this.begun = new AtomicIntegerArray(moves);
    }

    /** A thread begins examining the move at {@code index}. */
    void begin(int index) {
        begun.set(index, 1);
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
        return new OpenFirstMove(move, Math.abs(k), k < 0, begun.get(index) == 1);
    }
}
