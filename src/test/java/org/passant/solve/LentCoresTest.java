package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.problem.Stipulation;

/**
 * A batch lends its cores to the problems still being solved once it has no problem left for
 * them ({@link SpareCores}). A direct mate solved on one thread takes them up for its first moves,
 * and must find exactly what one thread alone finds: the same keys, tries, refutations and trees.
 */
class LentCoresTest {
    /** Loyd, N.Y. State Chess Association 1894 (Popeye example ep-09): #4 with e.p., tries and variations. */
    private static final String LOYD_1894 = "1b3NrR/P1pp2pK/1p2p1RQ/5pP1/1P3pk1/1P6/2PPP2P/N7 w - f6 0 1";
    /** matetrack-822, #7 (key 1.Kc1), from vondele/matetrack, matetrack.epd line 822: long enough for the proof-number search. */
    private static final String MATETRACK_822 = "4N3/8/8/3p1p2/8/8/p7/k2K4 w - - 0 1";

    @Test
    @DisplayName("Loyd 1894, #4 with tries: a lent core may take first moves; the tree is one thread's, the core goes back")
    void aLentCoreChangesNothing() {
        Pair pair = Pair.solve(SolveOptions.defaults().withTries(true), LOYD_1894, "#4");
        assertEquals(pair.alone.keys(), pair.lent.keys());
        assertEquals(pair.alone.tries(), pair.lent.tries());
        assertEquals(pair.alone.verdict(), pair.lent.verdict());
        assertEquals(2, pair.solver.nodesPerThread().length, "a second thread");
        // Whether the lent core gets a first move here is up to the scheduler: warmed up, this #4
        // is solved in tens of milliseconds, and the caller may take every move before the lent
        // thread runs. The long mate below leaves no such doubt.
        assertEquals(1, pair.cores.available(), "the core was given back");
    }

    @Test
    @DisplayName("matetrack-822, #7, keys only: the lent core joins the proof-number search, the key is the same")
    void aLentCoreHelpsALongMate() {
        Pair pair = Pair.solve(SolveOptions.defaults().withVariations(false), MATETRACK_822, "#7");
        assertEquals(java.util.List.of("d1c1"), Trees.keys(pair.lent));
        assertEquals(Trees.keys(pair.alone), Trees.keys(pair.lent));
        assertEquals(pair.alone.verdict(), pair.lent.verdict());
        pair.assertTheLentCoreWorkedAndWentBack();
    }

    /** A problem solved on one thread alone, and again on one thread with one core lent. */
    private record Pair(SolutionTree alone, SolutionTree lent, Solver solver, SpareCores cores) {
        static Pair solve(SolveOptions options, String fen, String stipulation) {
            SolveOptions oneThread = options.withThreads(1);
            SolutionTree alone = new Solver(oneThread).solve(fen, Stipulation.parse(stipulation));
            SpareCores cores = new SpareCores();
            cores.lend(1);
            Solver solver = new Solver(oneThread);
            solver.useSpareCores(cores);
            return new Pair(alone, solver.solve(fen, Stipulation.parse(stipulation)), solver, cores);
        }

        void assertTheLentCoreWorkedAndWentBack() {
            long[] perThread = solver.nodesPerThread();
            assertTrue(perThread.length > 1 && perThread[1] > 0, "the lent core played moves: " + java.util.Arrays.toString(perThread));
            assertEquals(1, cores.available(), "the core was given back");
        }
    }

    @Test
    @DisplayName("no core lent: one thread alone, as before")
    void withoutALentCoreOneThreadDoesAll() {
        Solver solver = new Solver(SolveOptions.defaults().withTries(true).withThreads(1));
        solver.useSpareCores(new SpareCores());
        solver.solve(LOYD_1894, Stipulation.parse("#4"));
        assertEquals(1, solver.nodesPerThread().length);
    }
}
