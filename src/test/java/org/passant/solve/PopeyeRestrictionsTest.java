package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.problem.Stipulation;

/**
 * MaxFlightsquares and NonTrivial prune the attacker's moves: a key that breaks one is not found,
 * a key that keeps to it still is, and the verdict carries the restriction it was found under.
 * Positions: Orlik, STERN 44/80 (Popeye's example castling-04), and Howard 1938 (data/positions.md).
 */
class PopeyeRestrictionsTest {
    /** #3, key 1.Qf6 (by itself the only key, sound). */
    private static final String ORLIK = "8/8/pQ6/p1P5/P1p5/5p2/2k2P2/R3K3 w Q - 0 1";
    /** #3, key 1.d4 (sound). */
    private static final String HOWARD = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";

    private static Verdict solve(String fen, PopeyeRestrictions restrictions) {
        SolveOptions options = SolveOptions.defaults().withVariations(false).withHashMegabytes(4).withRestrictions(restrictions);
        return new Solver(options).solve(fen, Stipulation.parse("#3")).verdict();
    }

    private static List<String> keys(Verdict v) {
        return v.keys().stream().map(k -> org.passant.board.Move.uci(k.move())).toList();
    }

    @Test
    @DisplayName("Orlik #3: 1.Qf6 leaves the black king two flights, so MaxFlightsquares 1 finds no key and MaxFlightsquares 2 finds it")
    void maxFlightsquaresDropsAKeyThatAllowsMoreFlights() {
        assertEquals(List.of("b6f6"), keys(solve(ORLIK, PopeyeRestrictions.NONE)));
        Verdict two = solve(ORLIK, PopeyeRestrictions.NONE.withMaxFlights(2));
        assertEquals(List.of("b6f6"), keys(two));
        assertEquals(Verdict.Kind.SOUND, two.kind());
        Verdict one = solve(ORLIK, PopeyeRestrictions.NONE.withMaxFlights(1));
        assertEquals(List.of(), keys(one));
        assertEquals(Verdict.Kind.NO_SOLUTION, one.kind(), "no solution under the option; there is one without it");
        assertEquals(new Restriction(0, PopeyeRestrictions.NONE.withMaxFlights(1)), one.restriction());
    }

    @Test
    @DisplayName("Howard #3: after 1.d4 Black has more than two defences that need the full three moves, so NonTrivial 1 0 finds no key")
    void nonTrivialDropsAKeyThatAllowsManyNonTrivialDefences() {
        assertEquals(List.of("d2d4"), keys(solve(HOWARD, PopeyeRestrictions.NONE)));
        Verdict restricted = solve(HOWARD, PopeyeRestrictions.NONE.withNonTrivial(1, 0));
        assertEquals(List.of(), keys(restricted));
        assertTrue(restricted.restricted());
        assertEquals(1, restricted.restriction().pruning().maxNonTrivial());
    }

    @Test
    @DisplayName("Howard #3: with a generous NonTrivial allowance 1.d4 is found again, sound under the option")
    void nonTrivialWithAGenerousAllowanceKeepsTheKey() {
        Verdict v = solve(HOWARD, PopeyeRestrictions.NONE.withNonTrivial(NON_TRIVIAL_ENOUGH, 0));
        assertEquals(List.of("d2d4"), keys(v));
        assertEquals(Verdict.Kind.SOUND, v.kind());
        assertTrue(v.restricted(), "sound, but only under NonTrivial");
    }

    @Test
    @DisplayName("without the options the verdict carries no restriction, and Threat alone is one")
    void unrestrictedVerdictCarriesNone() {
        assertFalse(solve(HOWARD, PopeyeRestrictions.NONE).restricted());
        assertEquals(Restriction.NONE, solve(HOWARD, PopeyeRestrictions.NONE).restriction());
        SolveOptions threat = SolveOptions.defaults().withVariations(false).withHashMegabytes(4).withMaxThreatLength(1);
        Verdict v = new Solver(threat).solve(HOWARD, Stipulation.parse("#3")).verdict();
        assertEquals(1, v.restriction().maxThreatLength());
    }

    private static final int NON_TRIVIAL_ENOUGH = 20;
}
