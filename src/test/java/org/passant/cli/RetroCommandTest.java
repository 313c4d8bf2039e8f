package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code ./solver retro}: what a composer sees, and the exit status. */
class RetroCommandTest {
    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @Test
    void amelungShowsTheProvenEpRightAndWhy() {
        CommandRun r = run("retro", "7R/7p/5P1k/4PKpP/8/8/8/8 w");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("Possible last moves (Black): g7-g5\n"), r.out());
        assertTrue(r.out().contains("En passant: proven on g6\n"), r.out());
        assertTrue(r.out().contains("Rights to solve with: castling -, e.p. g6"), r.out());
        assertTrue(run("retro", "7R/7p/5P1k/4PKpP/8/8/8/8 w", "--verbose").out()
                .contains("g6-g5: the black pawn on g6 gives check to the white king on f5 with Black to move"), r.out());
    }

    /** Langstaff 1922: the verdicts come first; the nine impossible last moves follow, grouped by the kind of reason. */
    @Test
    void verdictsLeadAndImpossibleMovesAreGroupedByReason() {
        String out = run("retro", "4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - 0 1").out();
        assertTrue(out.startsWith("Diagram: 4k2r/8/5B1P/3R1KpP/8/8/8/8 w\n"
                + "Legality: legal as far as known\n"
                + "Last move (Black): 15 possible, 9 impossible\n"
                + "En passant: not proven\n"), out);
        assertTrue(out.indexOf("Partial retro analysis") < out.indexOf("Impossible last moves"), out);
        assertTrue(out.contains("Impossible last moves: 9, by reason (--verbose gives each one's proof):\n"
                + "  the side to move could capture the king (1): g6-g5\n"
                + "  a check no last move of White can have given (6): Kd8-e8, Kd7xe8 (un-capture: B), Kd7xe8 (un-capture: Q),"
                + " Ke7xe8 (un-capture: R), Ke7xe8 (un-capture: Q), Kd8xe8 (un-capture: N, B)\n"
                + "  more than a double check (2): Kd8xe8 (un-capture: R), Kd8xe8 (un-capture: Q)\n"), out);
        assertFalse(out.contains("which no last move"), "no proofs without --verbose: " + out);
    }

    /** Under --verbose every impossible move has its proof, and moves with the same proof share one line. */
    @Test
    void verboseGivesEveryProofOnceWithItsMoves() {
        String out = run("retro", "4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - 0 1", "-v").out();
        assertTrue(out.contains("Impossible last moves: 9, grouped by proof:\n"
                + "  g6-g5: the black pawn on g6 gives check to the white king on f5 with Black to move\n"
                + "  Kd8-e8, Kd8xe8 (un-capture: N, B): the black king on d8 is in check from the white rook on d5 and the white"
                + " bishop on f6, which no last move of White can have given"), out);
    }

    @Test
    void langstaffShowsTwoParts() {
        CommandRun r = run("retro", "4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - 0 1");
        assertTrue(r.out().contains("Partial retro analysis: 2 parts, each to be solved\n"
                + "  1. castling -, e.p. -: Black's last move was not g7-g5\n"
                + "  2. castling k, e.p. g6: Black's last move was g7-g5\n"), r.out());
    }

    @Test
    void illegalDiagramIsAResultWithReasons() {
        CommandRun r = run("retro", "8/8/8/4k3/8/3N1N2/8/4K3 b");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("Legality: illegal\n  the black king on e5 is in check from the white knight on d3 and the white knight on f3"),
                r.out());
    }

    @Test
    void statedRightsAreJudged() {
        CommandRun r = run("retro", "4k3/8/8/8/8/8/PPPPPPPP/4K2R b K - 0 1");
        assertTrue(r.out().contains("Stated rights:\n  White 0-0: impossible ("), r.out());
    }

    @Test
    void jsonCarriesTheSameVerdicts() {
        CommandRun r = run("retro", "7R/7p/5P1k/4PKpP/8/8/8/8 w", "--format", "json");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("{\"diagram\":\"7R/7p/5P1k/4PKpP/8/8/8/8 w\",\"legality\":\"LEGAL_AS_FAR_AS_KNOWN\""), r.out());
        assertTrue(r.out().contains("\"enPassant\":{\"status\":\"PROVEN\",\"square\":\"g6\""), r.out());
        assertTrue(r.out().contains("\"parts\":[{\"castling\":\"-\",\"enPassant\":\"g6\""), r.out());
    }

    @Test
    void badFenIsOneLineAndExitTwo() {
        CommandRun r = run("retro", "xx w");
        assertEquals(2, r.status());
        assertEquals("solver retro: bad FEN: the FEN placement 'xx' has 1 rank instead of 8\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void badBoundsAreUserErrors() {
        CommandRun r = run("retro", "7R/7p/5P1k/4PKpP/8/8/8/8 w", "--depth", "0");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("solver retro: --retro-depth / --retro-nodes: retraction depth must be between 1 and 30"), r.err());
    }
}
