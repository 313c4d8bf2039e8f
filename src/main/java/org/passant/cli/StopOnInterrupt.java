package org.passant.cli;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.passant.batch.KeptProofs;
import org.passant.solve.Solver;

/**
 * Ctrl-C (or SIGTERM) while one problem is being solved: the search is asked to stop, as when
 * --max-time runs out, and the exit waits until the report of what was proven is printed, so that
 * a long solve stopped by hand still shows its keys, tries and refutations so far.
 *
 * <p>A shutdown hook, as for the batch's {@link InterruptNotice}, rather than a signal handler: the
 * JDK offers no supported way to catch SIGINT, and the hook keeps the exit status the signal's own
 * (130 after Ctrl-C). The hook waits at most {@link #REPORT_WAIT_SECONDS}: the searches look at the
 * stop flag every few thousand moves, but a stop that comes before the search has started is not
 * seen by it, and the process must end all the same.
 */
final class StopOnInterrupt implements AutoCloseable {
    static final long REPORT_WAIT_SECONDS = 20;

    private final Runnable stop;
    private final PrintStream err;
    private final CountDownLatch reported = new CountDownLatch(1);
    private final Thread hook = new Thread(this::interrupted, "passant-stop-on-interrupt");
    /** Until when the work after the stop may write what it keeps (never, before an interruption). */
    private volatile long keepingUntil = KeptProofs.NEVER;

    /** @param stop what stops the search; @param err where the interruption is announced */
    StopOnInterrupt(Runnable stop, PrintStream err) {
        this.stop = stop;
        this.err = err;
    }

    /** Stops {@code solver} when the process is interrupted, until {@link #close}. */
    static StopOnInterrupt arm(Solver solver) {
        StopOnInterrupt s = new StopOnInterrupt(solver::requestStop, System.err);
        Runtime.getRuntime().addShutdownHook(s.hook);
        return s;
    }

    /** What the hook does: ask the search to stop, then hold the exit until the report is out. */
    void interrupted() {
        keepingUntil = System.nanoTime() + KeptProofs.WRITING_AFTER_A_STOP_NANOS;
        err.println();
        err.println("passant: interrupted: stopping the search; what was proven so far follows");
        err.flush();
        stop.run();
        try {
            reported.await(REPORT_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Until when what a stopped problem keeps may be written: after an interruption, within the wait for its record. */
    long keepingUntil() {
        return keepingUntil;
    }

    /** The report is printed (or the command failed): an exit need not wait, and Ctrl-C is the JVM's again. */
    @Override
    public void close() {
        System.out.flush();
        reported.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it was waiting for the latch just released
        }
    }
}
