package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.passant.problem.Stipulation;

/**
 * {@link Solver#busyNanos}: the time the threads spent examining first moves or helping with
 * another thread's question, added over the threads. It is work done, so it is more than nothing
 * on a problem with first moves, and never more than the threads had between them.
 */
class BusyTimeTest {
    /** matetrack-822, #7 (key 1.Kc1), from vondele/matetrack, matetrack.epd line 822: long enough for the proof-number search. */
    private static final String MATETRACK_822 = "4N3/8/8/3p1p2/8/8/p7/k2K4 w - - 0 1";

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2, 3})
    @DisplayName("matetrack-822 (#7): busy for some of the time, and for no more than the threads' wall time together")
    void busyTimeIsWorkDoneWithinTheThreadsTime(int threads) {
        Solver solver = new Solver(SolveOptions.defaults().withVariations(false).withThreads(threads));
        long start = System.nanoTime();
        SolutionTree tree = solver.solve(MATETRACK_822, Stipulation.parse("#7"));
        long wall = System.nanoTime() - start;
        assertTrue(tree.keys().size() == 1, tree.keys().toString());
        assertTrue(solver.busyNanos() > 0, "no work counted");
        assertTrue(solver.busyNanos() <= (long) threads * wall, solver.busyNanos() + " ns busy, " + threads + " × " + wall + " ns");
    }
}
