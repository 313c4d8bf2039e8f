package org.passant.solve;

import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Threads that store and probe the same keys of one table at once, as the threads solving one
 * problem do: each key's stored value is a function of the key, so a probe that finds anything
 * else has read half of another entry.
 */
final class SharedTableTraffic {
    /** The table under test, seen through one store and one probe. */
    interface Table {
        /** Stores the value that belongs to {@code key}. */
        void store(long key);

        /** What a probe of {@code key} read: null when absent, empty when its own value, otherwise the value read instead. */
        String read(long key);
    }

    /** What the threads found: probes that hit, and the first misread (null: none). */
    record Outcome(long hits, String misread) {
    }

    private SharedTableTraffic() {
    }

    /** {@code threads} threads, each making {@code operations} stores or probes (half each) on keys from a small range, so that they meet on the same slots. */
    static Outcome run(int threads, int operations, Table table) throws InterruptedException {
        AtomicLong hits = new AtomicLong();
        AtomicReference<String> misread = new AtomicReference<>();
        CountDownLatch start = new CountDownLatch(1);
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            SplittableRandom random = new SplittableRandom(t);
            workers[t] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < operations; i++) {
                    long key = mix(random.nextInt(1 << 19) + 1);
                    if (random.nextBoolean()) {
                        table.store(key);
                    } else {
                        String wrong = table.read(key);
                        if (wrong == null) {
                            continue;
                        }
                        if (wrong.isEmpty()) {
                            hits.incrementAndGet();
                        } else {
                            misread.compareAndSet(null, Long.toHexString(key) + " read " + wrong);
                        }
                    }
                }
            });
            workers[t].start();
        }
        start.countDown();
        for (Thread w : workers) {
            w.join();
        }
        return new Outcome(hits.get(), misread.get());
    }

    private static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }
}
