package org.passant.solve;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that help solve one problem (--threads), shared by every solver of the process: a
 * batch makes a solver per problem now and then, and threads of its own would pile up. An idle
 * thread ends after a minute. Daemon threads: they hold nothing that must be finished or written,
 * so Ctrl-C (or the end of {@code main}) never waits for them.
 */
final class SolvingThreads {
    private static final AtomicInteger NUMBER = new AtomicInteger();
    private static final ExecutorService POOL = Executors.newCachedThreadPool(task -> {
        Thread t = new Thread(task, "passant-solve-" + NUMBER.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    private SolvingThreads() {
    }

    static void run(Runnable task) {
        POOL.execute(task);
    }
}
