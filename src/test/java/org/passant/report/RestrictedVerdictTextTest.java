package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.problem.Stipulation;
import org.passant.solve.PopeyeRestrictions;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;

/**
 * A verdict found under Threat, MaxFlightsquares or NonTrivial names them and says what they
 * leave open; without them the line is as it always was. Orlik, STERN 44/80 (Popeye's example
 * castling-04), #3, key 1.Qf6, which leaves the black king two flights.
 */
class RestrictedVerdictTextTest {
    private static final String ORLIK = "8/8/pQ6/p1P5/P1p5/5p2/2k2P2/R3K3 w Q - 0 1";

    private static String verdictLine(SolveOptions options) {
        SolutionTree tree = new Solver(options.withVariations(false).withHashMegabytes(4)).solve(ORLIK, Stipulation.parse("#3"));
        return TextFormat.verdictLine(tree);
    }

    @Test
    @DisplayName("sound under MaxFlightsquares 2: the key, then that other keys may exist")
    void soundUnderTheOption() {
        assertEquals("Verdict: sound under MaxFlightsquares 2, key 1.Qf6 (the option prunes the search: other keys may exist).",
                verdictLine(SolveOptions.defaults().withRestrictions(PopeyeRestrictions.NONE.withMaxFlights(2))));
    }

    @Test
    @DisplayName("no solution under MaxFlightsquares 1 and NonTrivial 20 0: a solution may exist without them")
    void noSolutionUnderTheOptions() {
        assertEquals("Verdict: no solution under MaxFlightsquares 1, NonTrivial 20 0: no first move forces mate in 3"
                        + " (the options prune the search: a solution may exist without them).",
                verdictLine(SolveOptions.defaults().withRestrictions(new PopeyeRestrictions(1, 20, 0))));
    }

    @Test
    @DisplayName("without the options the verdict line is unchanged")
    void plainVerdict() {
        assertEquals("Verdict: sound, key 1.Qf6.", verdictLine(SolveOptions.defaults()));
    }
}
