package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Phaser;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Shares the first moves of one problem out among threads: each thread takes a first move no
 * thread has taken ({@link FirstMoveQueue}: in their order, or one thread to a unit) and examines
 * it with its own {@link Examiner}; the outcomes are kept by the move's index, so the caller reads
 * them in the order of the moves whatever thread finished first, and the result is the same for
 * one thread as for many.
 *
 * <p>What an examiner does with a move is its own affair (the alpha-beta key test today, a
 * proof-number search tomorrow): the split asks only that an examiner is used by one thread at a
 * time and shares nothing with the others but thread-safe tables.
 *
 * <p>A thread that finds no move left lends itself to the moves still being examined
 * ({@link Examiner#help}) until none is, and only then goes back: the last moves of a long
 * problem are often its hardest, and a thread that waits for them is a core lost.
 *
 * <p>Stopping: a {@link Rule} sees the outcomes in the order of the moves, as soon as all those
 * before are known, and may say that no later move is needed (--max-solutions); a later move
 * already being examined is then finished and dropped. When an examiner throws (the time is up, a
 * stop was requested, or a fault), no more moves are handed out, the others are asked to stop,
 * and the first failure is passed on once every thread has come back.
 *
 * @param <R> what examining one move gives; never null
 */
final class FirstMoveSplit<R> {
    /** Examines first moves, one at a time, always from the same thread. */
    @FunctionalInterface
    interface Examiner<R> {
        R examine(int index);

        /**
         * Lends this examiner's thread, which has no move left to take, to the moves other threads
         * are still examining, while {@code othersBusy} holds; by default it does not.
         */
        default void help(java.util.function.BooleanSupplier othersBusy) {
        }
    }

    /**
     * Finds more examiners while the split runs (cores lent by a batch, {@link SpareCores}), each
     * with its thread; none when there is no spare core. Each one recruited is released once, when
     * its thread is done.
     */
    interface Recruiter<R> {
        /** An examiner on a core of its own, or null. */
        Examiner<R> recruit();

        void release(Examiner<R> examiner);
    }

    /** Sees each outcome in the order of the moves; true when no later move need be examined. */
    @FunctionalInterface
    interface Rule<R> {
        boolean enough(R outcome);
    }

    /**
     * What the split found: {@link #outcome} for each move examined, null for a move that was not
     * (the rule stopped before it, or a failure did).
     *
     * @param needed  the moves the rule asked for: all of them, or those up to the one it stopped after
     * @param failure what stopped an examiner (the first), or null when every needed move was examined
     * @param examiningNanos wall time the threads spent examining moves, added over the threads
     */
    record Outcomes<R>(List<R> byMove, int needed, Throwable failure, long examiningNanos) {
        R outcome(int index) {
            return byMove.get(index);
        }
    }

    private final int count;
    private final Rule<R> rule;
    /** Hands out the moves; it also keeps where the rule cut them off ({@link FirstMoveQueue#end}). */
    private final FirstMoveQueue queue;
    private final Object[] outcomes;
    /** The moves before this index all have their outcome and were shown to the rule. */
    private int inOrder;
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    /** Threads that found no move left to take and went back. */
    private final AtomicInteger idle = new AtomicInteger();
    /** Threads examining a move now (counted from just before they take one). */
    private final AtomicInteger examining = new AtomicInteger();
    /** Wall time spent in {@link Examiner#examine}, added over the threads (how busy they were kept). */
    private final AtomicLong examiningNanos = new AtomicLong();

    /** A split that hands the moves out in their order. */
    FirstMoveSplit(int count, Rule<R> rule) {
        this(FirstMoveQueue.inOrder(count), count, rule);
    }

    /** A split that hands the moves out as {@code queue} does; {@code count}: the moves in it. */
    FirstMoveSplit(FirstMoveQueue queue, int count, Rule<R> rule) {
        this.queue = queue;
        this.count = count;
        this.rule = rule;
        this.outcomes = new Object[count];
    }

    /**
     * Examines the moves with {@code examiners}: the first in the calling thread, the others on
     * {@link SolvingThreads}; returns when all have come back.
     *
     * @param stopAll asks every examiner's search to stop (called once, on the first failure)
     */
    Outcomes<R> run(List<? extends Examiner<R>> examiners, Runnable stopAll) {
        return run(examiners, stopAll, null);
    }

    /**
     * As {@link #run(List, Runnable)}, and while moves are left to hand out, examiners that
     * {@code recruiter} finds join in on threads of their own (null: none).
     */
    Outcomes<R> run(List<? extends Examiner<R>> examiners, Runnable stopAll, Recruiter<R> recruiter) {
        int helpers = Math.min(examiners.size(), Math.max(1, count)) - 1;
        // The caller is one party; each helper registers before its thread starts, and only a
        // party that has not yet arrived registers one, so the caller cannot be let go early. It
        // waits uninterruptibly (as Phaser's arriveAndAwaitAdvance does): the helpers use the
        // caller's problem, so it must not go on (or return to a batch) while one still runs.
        Phaser back = new Phaser(1);
        for (int k = 1; k <= helpers; k++) {
            Examiner<R> examiner = examiners.get(k);
            back.register();
            SolvingThreads.run(() -> {
                try {
                    work(examiner, stopAll, recruiter, back);
                } finally {
                    back.arriveAndDeregister();
                }
            });
        }
        work(examiners.get(0), stopAll, recruiter, back);
        back.arriveAndAwaitAdvance();
        List<R> byMove = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            @SuppressWarnings("unchecked")
            R r = (R) outcomes[i];
            byMove.add(r);
        }
        return new Outcomes<>(byMove, queue.end(), failure.get(), examiningNanos.get());
    }

    private void work(Examiner<R> examiner, Runnable stopAll, Recruiter<R> recruiter, Phaser back) {
        try {
            int previous = FirstMoveQueue.NONE;
            while (failure.get() == null) {
                if (recruiter != null) {
                    recruit(recruiter, stopAll, back);
                }
                examining.incrementAndGet();
                int i = queue.take(previous);
                previous = i;
                if (i == FirstMoveQueue.NONE) {
                    examining.decrementAndGet();
                    examiner.help(() -> examining.get() > 0 && failure.get() == null);
                    if (queue.left() > 0 && failure.get() == null) {
                        // Moves are left whose unit had a thread (FirstMoveQueue): the help may have
                        // ended in the instant that thread was between two moves. Ask again.
                        continue;
                    }
                    idle.incrementAndGet();
                    return;
                }
                long start = System.nanoTime();
                try {
                    record(i, examiner.examine(i));
                } finally {
                    examiningNanos.addAndGet(System.nanoTime() - start);
                    examining.decrementAndGet();
                }
            }
        } catch (Throwable t) { // a fault in one thread must reach the caller, not die with the thread
            if (failure.compareAndSet(null, t)) {
                stopAll.run();
            }
        }
    }

    /** Starts a recruit on a thread of its own while at least two moves are left to hand out. */
    private void recruit(Recruiter<R> recruiter, Runnable stopAll, Phaser back) {
        if (queue.left() < 2) {
            return;
        }
        Examiner<R> extra = recruiter.recruit();
        if (extra == null) {
            return;
        }
        back.register();
        SolvingThreads.run(() -> {
            try {
                work(extra, stopAll, recruiter, back);
            } finally {
                recruiter.release(extra);
                back.arriveAndDeregister();
            }
        });
    }

    /**
     * Threads of this split that have gone back for want of moves, and so may help with the
     * moves still being examined (the defences of a hard first move, {@link DefenceSplit}).
     */
    int idleThreads() {
        return idle.get();
    }

    private synchronized void record(int index, R outcome) {
        outcomes[index] = outcome;
        while (inOrder < queue.end() && outcomes[inOrder] != null) {
            @SuppressWarnings("unchecked")
            R r = (R) outcomes[inOrder];
            inOrder++;
            if (rule.enough(r)) {
                queue.endAt(inOrder);
            }
        }
    }
}
