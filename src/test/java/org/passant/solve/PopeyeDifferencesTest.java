package org.passant.solve;

import org.passant.problem.Stipulation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where Passant deliberately answers differently from Popeye 4.104, and why. */
class PopeyeDifferencesTest {
    private final Solver solver = new Solver(SolveOptions.defaults().withHashMegabytes(4));

    @Test
    @DisplayName("No kings on the board (Popeye regressions 4.55-4.57): illegal, not solved")
    void positionsWithoutKingsAreIllegal() {
        // Popeye solves an empty board with 'nowk nobk' and prints " zugzwang." for post-key play.
        SolutionTree tree = solver.solve("8/8/8/8/8/8/8/8 w - - 0 1", Stipulation.parse("#2"));
        assertEquals(Verdict.Kind.ILLEGAL, tree.verdict().kind());
        assertEquals(2, tree.verdict().defects().size(), "each side's missing king is named");
    }

    @Test
    @DisplayName("A lone white king (regressions 4.75-4.77 #06): illegal, as Popeye ('both sides need a king')")
    void loneKingIsIllegal() {
        assertEquals(Verdict.Kind.ILLEGAL,
                solver.solve("8/8/8/8/8/8/8/7K w - - 0 1", Stipulation.parse("#1")).verdict().kind());
    }

    @Test
    @DisplayName("tests/battle_play #00: the side not to move is in check: illegal (Popeye: 'the side to play can capture the king')")
    void opponentInCheckIsIllegal() {
        SolutionTree tree = solver.solve("k7/2N5/K7/8/8/8/8/8 w - - 0 1", Stipulation.parse("#1"));
        assertEquals(Verdict.Kind.ILLEGAL, tree.verdict().kind());
        assertTrue(tree.keys().isEmpty());
    }

    @Test
    @DisplayName("Set play when the attacker is in check (battle_play #11): skipped with a note, the solution still given")
    void setPlayImpossibleWhenAttackerInCheck() {
        Solver withSetPlay = new Solver(SolveOptions.defaults().withSetPlay(true).withHashMegabytes(4));
        SolutionTree tree = withSetPlay.solve("1k6/8/K1R5/2n5/8/8/8/8 w - - 0 1", Stipulation.parse("#2"));
        assertEquals(null, tree.setPlay());
        assertFalse(tree.notes().isEmpty(), "says why set play is missing");
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
    }
}
