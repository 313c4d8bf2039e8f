package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.passant.problem.Stipulation;
import org.passant.problem.WrittenStipulation;

/** What the note of a stopped search says: the time limit only when it ran out, not when Ctrl-C came first. */
class StopNoteTest {
    /** A #12 of the long-mates benchmark (problems/bench-long.epd): far more than a second to solve. */
    private static final String LONG_MATE = "2B5/Q7/1p3P2/1P1PP1Bp/2p1p2P/P1P1p1p1/4Pprk/5Kbq w - - 0 1";
    private static final Stipulation MATE_IN_12 = WrittenStipulation.of("#12").understood().orElseThrow();

    @Test
    void aStopAskedBeforeTheTimeLimitDoesNotClaimTheLimitRanOut() throws Exception {
        Solver solver = new Solver(SolveOptions.defaults().withHashMegabytes(8).withMaxTimeMillis(1_000_000));
        CompletableFuture<SolutionTree> solving = CompletableFuture.supplyAsync(() -> solver.solve(LONG_MATE, MATE_IN_12));
        Thread.sleep(500);
        solver.requestStop();
        SolutionTree tree = solving.get(60, TimeUnit.SECONDS);
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(tree.notes().contains("the search was stopped; only what is listed was proven"), tree.notes().toString());
    }

    @Test
    void aSearchStoppedByItsTimeLimitSaysSo() {
        Solver solver = new Solver(SolveOptions.defaults().withHashMegabytes(8).withMaxTimeMillis(300));
        SolutionTree tree = solver.solve(LONG_MATE, MATE_IN_12);
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(tree.notes().contains("the search was stopped after 0.3 s; only what is listed was proven"), tree.notes().toString());
    }
}
