package org.passant.solve;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.passant.board.Position;

/**
 * A key question that several threads may ask together ({@link ProofNumberSearch#askTogether}):
 * the position after a first move, the attacker's moves left, and the first answer any of them
 * found. Every answer offered is exact, so which one comes first changes nothing but the time.
 */
final class SharedQuestion {
    private final Position afterFirstMove;
    private final int length;
    private final AtomicReference<KeyAnswer> answer = new AtomicReference<>();
    private final AtomicInteger askers = new AtomicInteger(1);

    /** @param afterFirstMove the asker's position, copied: the asker goes on playing moves on its own */
    SharedQuestion(Position afterFirstMove, int length) {
        this.afterFirstMove = afterFirstMove.copy();
        this.length = length;
    }

    int length() {
        return length;
    }

    /** A copy of the position for each thread that asks it, the opener included (each searches one of its own). */
    synchronized Position position() {
        return afterFirstMove.copy();
    }

    /** The first answer offered wins; later ones (the same answer, found later) are dropped. */
    void offer(KeyAnswer found) {
        answer.compareAndSet(null, found);
    }

    boolean answered() {
        return answer.get() != null;
    }

    /** The answer, or null while none was found. */
    KeyAnswer answer() {
        return answer.get();
    }

    /** Threads asking it now, the one that opened it included. */
    int askers() {
        return askers.get();
    }

    void join() {
        askers.incrementAndGet();
    }

    void leave() {
        askers.decrementAndGet();
    }
}
