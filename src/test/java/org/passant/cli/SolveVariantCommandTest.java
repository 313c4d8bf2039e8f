package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code ./solver solve FEN --variant ...}: trees in turns, and one-line refusals of what does not fit together. */
class SolveVariantCommandTest {
    private static final String AFTER_E4_E5_D6 = "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    @Test
    void aKingCaptureInOneTurnIsPrintedAsATurn() {
        CommandRun run = CommandRun.of("solve", AFTER_E4_E5_D6, "--variant", "doublemove", "--stip", "kx1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("kx1 (double-move chess, in turns)  " + AFTER_E4_E5_D6 + " 1/2\n"), run.out());
        assertTrue(run.out().contains("\n1.Bb5,Bxe8!\n"), run.out());
        assertTrue(run.out().contains("Verdict: sound, key 1.Bb5,Bxe8."), run.out());
    }

    @Test
    void aMarseillaisFenMayStateTheSecondMoveOfATurn() {
        // White has played its first move; one move is left, and 2.Qb8# is the only mate (the queen's one-move turn).
        CommandRun run = CommandRun.of("solve", "6k1/8/6K1/8/8/8/8/1Q6 w - - 0 1 2/2", "--variant", "marseillais",
                "--stip", "#1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Verdict: cooked") || run.out().contains("Verdict: sound"), run.out());
        assertTrue(run.out().contains("1.Qb8#!"), run.out());
    }

    @Test
    void postKeyPlayInTurnsSaysWhetherADefenceHoldsAndNamesNoKey() {
        // Petrovic 1960 after the key 1.Qf8,Ke7 (problems/variants.inp): no black turn saves the king.
        CommandRun sound = CommandRun.of("solve", "5Qbn/3pKp1k/5pr1/4p1pq/8/8/8/8 b - - 0 1", "--variant", "doublemove",
                "--stip", "kx3", "--post-key");
        assertEquals(0, sound.status(), sound.err());
        assertTrue(sound.out().contains("\nVerdict: sound: no defence holds.\n"), sound.out());
        // Black to play, White to take the king in its next turn: taking the white rook (1...Rxa1,...) leaves
        // White nothing to take it with, and 1...Rxa1,Rxh1 takes White's king.
        CommandRun refuted = CommandRun.of("solve", "k7/8/8/8/8/8/r7/R6K b - - 0 1", "--variant", "doublemove",
                "--stip", "kx2", "--post-key");
        assertEquals(0, refuted.status(), refuted.err());
        assertTrue(refuted.out().contains("\nVerdict: no solution, refuted by 1..."), refuted.out());
        assertTrue(refuted.out().contains(" 1...Rxa1,Rxh1, "), refuted.out());
    }

    @Test
    void mismatchesAreRefusedInOneLine() {
        assertEquals("solver solve: stipulation 'kx1': the king capture (kx n) is double-move chess: add --variant"
                + " doublemove (in a problem file: Condition DoubleMove)\n", CommandRun.of("solve", AFTER_E4_E5_D6,
                "--stip", "kx1").err());
        assertEquals("solver solve: --variant 'progressive': the variants are orthodox, doublemove, marseillais\n",
                CommandRun.of("solve", AFTER_E4_E5_D6, "--variant", "progressive", "--stip", "kx1").err());
        CommandRun popeye = CommandRun.of("solve", AFTER_E4_E5_D6, "--variant", "doublemove", "--stip", "kx1",
                "--format", "popeye");
        assertEquals(2, popeye.status());
        assertTrue(popeye.err().startsWith("solver solve: --format popeye: Popeye solves neither"), popeye.err());
        CommandRun twoSquares = CommandRun.of("solve", "k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21", "--stip", "#1");
        assertEquals(2, twoSquares.status());
        assertEquals("solver solve: bad FEN: orthodox chess has at most one e.p. square: two need a variant with"
                + " two-move turns (doublemove, marseillais)\n", twoSquares.err(), "the reason, as for a FEN file's line");
        CommandRun turnField = CommandRun.of("solve", "k7/8/8/3pPpP1/8/8/8/7K w - - 0 21 2/2", "--stip", "#1");
        assertEquals(2, turnField.status());
        assertEquals("solver solve: bad FEN: orthodox chess has one move a turn: a turn field needs a variant with two"
                + " (doublemove, marseillais)\n", turnField.err(), "not 'FEN needs 4 to 6 fields'");
    }
}
