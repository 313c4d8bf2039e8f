package org.passant.batch;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.passant.report.Report;
import org.passant.solve.ProblemResult;
import org.passant.solve.SpareCores;

/**
 * Solves a list of problems with N worker threads and reports them in input order: each worker
 * has its own solver (and its share of the hash memory); the main thread prints each tree and
 * writes each result as soon as it and every problem before it are done.
 */
public final class BatchRunner {
    /** One thread's solver: turns a problem into its result and the record of it; never throws. */
    public interface Worker {
        Solved solve(BatchEntry.ToSolve entry);

        /** Stops the problem being solved, if any, as --max-time does: it ends unfinished, with what it proved. */
        default void requestStop() {
        }
    }

    /**
     * A problem done: its result for the report (null when it could not be read), the record to
     * keep, and the notes about this run that the record carries beyond the result (a problem
     * taken up, its proofs kept), which the report shows too.
     */
    public record Solved(ProblemResult result, Outcome outcome, List<String> runNotes) {
        public Solved {
            runNotes = List.copyOf(runNotes);
        }

        public Solved(ProblemResult result, Outcome outcome) {
            this(result, outcome, List.of());
        }
    }

    private final int jobs;
    private final Supplier<Worker> workers;
    private final Report report;
    /** Where a thread with no problem left lends its core (null: nowhere). */
    private final SpareCores spare;
    /** Every worker made so far, to be stopped together. */
    private final List<Worker> made = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Set by {@link #stop}: no problem is begun any more. */
    private volatile boolean stopping;
    /** Problems stopped by {@link #stop} and recorded as unfinished. */
    private final java.util.concurrent.atomic.AtomicInteger stoppedUnfinished = new java.util.concurrent.atomic.AtomicInteger();

    public BatchRunner(int jobs, Supplier<Worker> workers, Report report) {
        this(jobs, workers, report, null);
    }

    /**
     * A runner whose threads, once no problem is left for them, lend their cores to {@code spare}
     * for the problems still being solved (those that can share their work as it runs).
     */
    public BatchRunner(int jobs, Supplier<Worker> workers, Report report, SpareCores spare) {
        if (jobs < 1) {
            throw new IllegalArgumentException("--jobs must be at least 1, found " + jobs);
        }
        this.jobs = jobs;
        this.workers = workers;
        this.report = report;
        this.spare = spare;
    }

    /**
     * Stops the batch from another thread (Ctrl-C): no problem is begun any more, and those being
     * solved stop as at --max-time, so that {@link #run} still reports and records them, unfinished
     * with what they proved (--continue takes them up), and then returns. A stop that reaches a
     * problem just before its search starts is not seen by it: ask again until run returns.
     */
    public void stop() {
        stopping = true;
        made.forEach(Worker::requestStop);
    }

    /** Whether {@link #stop} was called. */
    public boolean stopped() {
        return stopping;
    }

    /** The problems {@link #stop} left unfinished, whose records were written. */
    public int stoppedUnfinished() {
        return stoppedUnfinished.get();
    }

    /** Runs every entry; a broken entry is reported and the batch goes on. */
    public BatchSummary run(List<BatchEntry> entries, ResultsFile results, BatchProgress progress) {
        return run(entries.iterator(), results, progress);
    }

    /**
     * Runs the entries as they come, reading ahead of the one being reported (which is the first
     * not yet reported, so a slow one holds every later result back): {@link #AHEAD_PER_THREAD}
     * per thread while the heap is mostly free, so that the other threads work on while it is
     * solved, and {@link #AHEAD_PER_THREAD_TIGHT} when it is not. The memory of a batch is that of
     * the problems in flight, whatever its size.
     */
    public BatchSummary run(Iterator<BatchEntry> entries, ResultsFile results, BatchProgress progress) {
        long start = System.nanoTime();
        BatchSummary summary = new BatchSummary();
        ThreadLocal<Worker> worker = ThreadLocal.withInitial(() -> {
            Worker made = workers.get();
            this.made.add(made);
            return made;
        });
        IdleCoreLending lending = new IdleCoreLending(jobs, spare == null ? new SpareCores() : spare);
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "passant-solver");
            t.setDaemon(true);
            return t;
        });
        try {
            ArrayDeque<Pending> pending = new ArrayDeque<>();
            while (true) {
                while (!stopping && pending.size() < window() && entries.hasNext()) {
                    BatchEntry entry = entries.next();
                    lending.queued();
                    pending.add(new Pending(entry, pool.submit(() -> {
                        lending.started();
                        try {
                            if (stopping) {
                                return null; // not begun: no record, so --resume solves it
                            }
                            Solved solved = solveOne(worker.get(), entry);
                            progress.finished(solved.outcome());
                            return solved;
                        } finally {
                            lending.finished();
                        }
                    })));
                }
                if (!entries.hasNext()) {
                    lending.allRead();
                }
                Pending head = pending.poll();
                if (head == null) {
                    break;
                }
                Solved solved = await(head.future());
                if (solved == null) {
                    continue;
                }
                if (stopping && solved.outcome().unfinished()) {
                    stoppedUnfinished.incrementAndGet();
                }
                progress.clear();
                summary.add(solved.outcome());
                // The record first: it is what --resume keeps, and an HTML report's page for a big
                // tree takes a while, during which Ctrl-C must not lose a problem already solved.
                if (results != null) {
                    try {
                        results.write(solved.outcome());
                    } catch (IOException | RuntimeException e) {
                        // One record that cannot be written (a full disk, a bug in encoding) must not cost the
                        // problems after it: they are still solved and reported, and --resume redoes this one.
                        summary.unwritten(solved.outcome(), e.getMessage() == null ? e.toString() : e.getMessage());
                    }
                    if (results.lostForGood()) {
                        summary.stopForLostResults();
                        break; // no reader left (`| head -1`): solving on would only keep the user waiting
                    }
                }
                if (head.entry() instanceof BatchEntry.Unreadable u) {
                    report.unreadable(u.error());
                } else {
                    report.problem(solved.result(), solved.runNotes());
                }
                progress.redraw();
            }
        } finally {
            pool.shutdownNow();
            progress.close();
        }
        summary.wallMillis((System.nanoTime() - start) / 1_000_000);
        return summary;
    }

    /**
     * Problems read ahead per thread: enough to keep the other threads busy while a slow problem
     * at the head is awaited. With four, a helpmate of two minutes at the head left the other
     * thread idle after a few seconds, and problems/helpmates.inp took 333 s on two cores where
     * its 505 s of CPU would fit in 253.
     */
    private static final int AHEAD_PER_THREAD = 64;
    /** Problems read ahead per thread when more than half of the heap is taken (the results waiting to be reported weigh). */
    private static final int AHEAD_PER_THREAD_TIGHT = 4;

    /** How many problems may be in flight (solving, or solved and waiting to be reported) now. */
    private int window() {
        Runtime java = Runtime.getRuntime();
        boolean tight = java.totalMemory() - java.freeMemory() > java.maxMemory() / 2;
        return jobs * (tight ? AHEAD_PER_THREAD_TIGHT : AHEAD_PER_THREAD);
    }

    private record Pending(BatchEntry entry, Future<Solved> future) {
    }

    private static Solved solveOne(Worker worker, BatchEntry entry) {
        if (entry instanceof BatchEntry.Unreadable u) {
            return new Solved(null, Outcome.error(u.id(), u.file(), u.line(), u.reason()));
        }
        return worker.solve((BatchEntry.ToSolve) entry);
    }

    private static Solved await(Future<Solved> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a solver thread failed: " + e.getCause(), e.getCause());
        }
    }
}
