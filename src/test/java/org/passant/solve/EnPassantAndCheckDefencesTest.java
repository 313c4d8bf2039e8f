package org.passant.solve;

import org.passant.problem.Stipulation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;

/** Defences that give check, and e.p. defences that are legal or pinned, in trees. */
class EnPassantAndCheckDefencesTest {
    /** A. Armeni, Freie Presse 1994, #2 (Popeye's example ep-00). */
    private static final String ARMENI = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

    private final Solver solver = new Solver(SolveOptions.defaults().withHashMegabytes(8));

    @Test
    @DisplayName("Armeni: after 1.f4! the checking defence 1...Rb8+ is shown, with both promotions that mate")
    void checkingDefenceIsShown() {
        SolutionTree tree = solver.solve(ARMENI, Stipulation.parse("#2"));
        assertEquals(List.of("f2f4"), Trees.keys(tree));
        Variation rb8 = Trees.variation(tree.keys().get(0).attack().reply(), "f8b8");
        assertTrue(rb8.check(), "1...Rb8 gives check");
        assertEquals(List.of("c7b8b", "c7b8q"), Trees.uci(rb8.continuations()));
    }

    @Test
    @DisplayName("Armeni: the e.p. defence 1...gxf3 e.p. is legal after the key's double step, and is answered by 2.Nb7#")
    void legalEnPassantDefence() {
        SolutionTree tree = solver.solve(ARMENI, Stipulation.parse("#2"));
        Variation gxf3 = Trees.variation(tree.keys().get(0).attack().reply(), "g4f3");
        assertTrue(Move.isEnPassant(gxf3.move()));
        assertEquals(List.of("c5b7"), Trees.uci(gxf3.continuations()));
    }

    @Test
    @DisplayName("1.d4# stands because 1...exd3 e.p. is illegal: the e4 pawn is pinned on the e-file by Re1")
    void pinnedEnPassantIsNoDefence() {
        // White Kh1 Qf7 Re1 Nb7 Pc3 Pd2, Black Ke5 Pe4 (composed for this test).
        SolutionTree pinned = solver.solve("8/1N3Q2/8/4k3/4p3/2P5/3P4/4R2K w - - 0 1", Stipulation.parse("#1"));
        assertEquals(List.of("d2d4"), Trees.keys(pinned));
        assertTrue(pinned.keys().get(0).attack().mate());
    }

    @Test
    @DisplayName("The same with the rook on a1: no pin, 1...exd3 e.p. refutes 1.d4+, which becomes a try")
    void unpinnedEnPassantRefutes() {
        Solver withTries = new Solver(SolveOptions.defaults().withTries(true).withHashMegabytes(8));
        SolutionTree free = withTries.solve("8/1N3Q2/8/4k3/4p3/2P5/3P4/R6K w - - 0 1", Stipulation.parse("#1"));
        assertFalse(Trees.keys(free).contains("d2d4"));
        Refutation exd3 = free.tries().stream().filter(t -> Move.uci(t.move()).equals("d2d4")).findFirst()
                .orElseThrow().refutations().get(0);
        assertTrue(Move.isEnPassant(exd3.move()));
    }
}
