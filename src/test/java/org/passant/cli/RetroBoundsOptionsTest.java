package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The bounds of the retro analysis as a user sets them: {@code --retro-depth} and
 * {@code --retro-nodes} for {@code solve} (and the same names in {@code retro}, beside its
 * {@code --depth} and {@code --nodes}). A budget that runs out proves nothing and says so.
 */
class RetroBoundsOptionsTest {
    /** Amelung 1897: Black's last move g7-g5 is proven, so 1.hxg6 e.p. is the key of the #2. */
    private static final String AMELUNG = "7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1";

    @Test
    void withTheDefaultBoundsAmelungsKeyIsTheProvenEpCapture() {
        CommandRun r = CommandRun.of("solve", AMELUNG, "--stip", "#2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Verdict: sound, key 1.hxg6 e.p."), r.out());
        assertFalse(r.out().contains("ran out"), r.out());
    }

    @Test
    void aRetroBudgetTooSmallToProveTheEpRightLeavesNoSolutionAndSaysWhy() {
        CommandRun r = CommandRun.of("solve", AMELUNG, "--stip", "#2", "--retro-nodes", "30");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Retro: the analysis ran out of positions (30 visited): rights it did not prove are not used;"
                + " --retro-nodes raises the budget"), r.out());
        assertTrue(r.out().contains("Verdict: no solution"), r.out());
    }

    @Test
    void solveRefusesBoundsThatCannotBeUsedInOneLine() {
        CommandRun nodes = CommandRun.of("solve", AMELUNG, "--stip", "#2", "--retro-nodes", "0");
        assertEquals(2, nodes.status());
        assertEquals("solver solve: --retro-depth / --retro-nodes: node budget must be positive, found 0\n", nodes.err());
        CommandRun depth = CommandRun.of("solve", AMELUNG, "--stip", "#2", "--retro-depth", "31");
        assertEquals(2, depth.status());
        assertTrue(depth.err().startsWith("solver solve: --retro-depth / --retro-nodes: retraction depth must be between 1 and 30"),
                depth.err());
    }

    @Test
    void retroTakesTheSameNamesAsSolve() {
        CommandRun r = CommandRun.of("retro", AMELUNG, "--retro-depth", "10", "--retro-nodes", "5000000");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("En passant: proven on g6\n"), r.out());
        assertTrue(r.out().contains("Search: depth 10,"), r.out());
    }
}
