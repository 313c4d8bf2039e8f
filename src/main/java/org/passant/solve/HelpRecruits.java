package org.passant.solve;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * The extra help searches of one solver, for the cores a batch lends it ({@link SpareCores}):
 * one is handed out only with a core, and kept for the next time when given back, so that a
 * solver makes no more of them than it was ever lent cores at once. Thread-safe.
 */
final class HelpRecruits {
    private final SpareCores cores;
    private final Supplier<HelpSearch> maker;
    private final Queue<HelpSearch> idle = new ConcurrentLinkedQueue<>();
    private final List<HelpSearch> all = new CopyOnWriteArrayList<>();

    HelpRecruits(SpareCores cores, Supplier<HelpSearch> maker) {
        this.cores = cores;
        this.maker = maker;
    }

    /** A search with a core of its own, or null when no core is spare. */
    HelpSearch borrow() {
        if (!cores.borrow()) {
            return null;
        }
        HelpSearch search = idle.poll();
        if (search == null) {
            search = maker.get();
            all.add(search);
        }
        return search;
    }

    /** The search's thread is done: the search is kept, its core given back. */
    void giveBack(HelpSearch search) {
        idle.add(search);
        cores.giveBack();
    }

    /** Every search made so far (to stop them, to count their moves). */
    List<HelpSearch> all() {
        return all;
    }
}
