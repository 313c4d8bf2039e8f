package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;

/**
 * Popeye's option MaxTime n stops solving a problem after n seconds, as --max-time does; a limit
 * given on the command line is the one the user means for the run and prevails.
 */
class MaxTimeOptionTest {
    // Ten pieces and seven moves a side of help play: far more than a second of search.
    private static final String LONG_HELPMATE = """
            begin
            pieces white Ka1 Qd1 Rf1 Bc1 Sg1 black Kh8 Qd8 Rf8 Bc8 Sb8
            stipulation h#7
            %s
            end
            """;

    @Test
    void theFilesMaxTimeIsThePerProblemLimitWhenTheCommandLineGivesNone() {
        SolveOptions merged = ProblemOptions.merge(SolveOptions.defaults(), problem("option MaxTime 3").options());
        assertEquals(3_000, merged.maxTimeMillis());
    }

    @Test
    void theCommandLinesLimitPrevailsOverTheFiles() {
        SolveOptions merged = ProblemOptions.merge(SolveOptions.defaults().withMaxTimeMillis(5_000),
                problem("option MaxTime 3").options());
        assertEquals(5_000, merged.maxTimeMillis());
    }

    @Test
    void aProblemWithMaxTimeOneStopsUnfinishedAfterASecond() {
        long start = System.nanoTime();
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8)).solve(problem("option MaxTime 1")));
        long millis = (System.nanoTime() - start) / 1_000_000;
        SolutionTree tree = solved.solution().parts().get(0).tree();
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(tree.notes().stream().anyMatch(n -> n.contains("stopped after 1.0 s")), tree.notes().toString());
        assertTrue(millis < 30_000, "stopped near its limit, not at the end of the search: " + millis + " ms");
    }

    private static Problem problem(String option) {
        return ProblemReader.readString(LONG_HELPMATE.formatted(option), "long.inp").problems().get(0);
    }
}
