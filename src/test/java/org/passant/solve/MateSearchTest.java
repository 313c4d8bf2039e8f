package org.passant.solve;

import org.passant.problem.Stipulation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** The mate search answers "mate in at most n?" exactly, positions from data/positions.md. */
class MateSearchTest {
    private static final String HOWARD = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";
    private static final String GUNDERSEN = "r1bq1r2/pp2n3/4N2k/3pPppP/1b1n2Q1/2N5/PP3PP1/R1B1K2R w KQ g6 0 15";

    private final MateSearch search = new MateSearch(16);

    /** Every first move that forces mate within n, in UCI, found by asking the search after each move. */
    private List<String> keys(String fen, int n) {
        Position p = Position.fromFen(fen);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            p.make(list[i]);
            if (search.defenderLoses(p, n - 1)) {
                keys.add(Move.uci(list[i]));
            }
            p.unmake(list[i]);
        }
        return keys;
    }

    @Test
    @DisplayName("Howard 1938 #3: 1.d4 is the only key, and there is no mate in 2")
    void howard() {
        assertEquals(List.of("d2d4"), keys(HOWARD, 3));
        assertFalse(search.attackerMates(Position.fromFen(HOWARD), 2));
        assertEquals(3, search.shortestMate(Position.fromFen(HOWARD), 5));
    }

    @Test
    @DisplayName("Gundersen-Faul 1928: 15.hxg6 e.p. is the only mate in one")
    void mateByEnPassant() {
        assertEquals(List.of("h5g6"), keys(GUNDERSEN, 1));
    }

    @Test
    @DisplayName("Amelung 1897 #2: with the e.p. right 1.hxg6 e.p. is the key; without it there is no mate in 2")
    void amelungDependsOnTheEnPassantRight() {
        assertEquals(List.of("h5g6"), keys("7R/7p/5P1k/4PKpP/8/8/8/8 w - g6 0 1", 2));
        assertFalse(search.attackerMates(Position.fromFen("7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1"), 2));
    }

    @Test
    @DisplayName("Stalemate is not mate: a stalemated defender has not lost, however long the attacker may take")
    void stalemateIsNoMate() {
        // Black Ka8, White Kb6: 1.Qh8# mates; 1.Qc7 would stalemate.
        Position p = Position.fromFen("k7/8/1K6/8/8/8/8/7Q w - - 0 1");
        assertTrue(search.attackerMates(p, 1));
        Position stalemate = Position.fromFen("k7/8/1QK5/8/8/8/8/8 b - - 0 1");
        assertFalse(search.defenderLoses(stalemate, 0), "stalemated, not mated");
        assertFalse(search.defenderLoses(stalemate, 3), "no move can be made at all, so no mate follows");
    }

    @Test
    @DisplayName("A side that is already checkmated cannot mate; its opponent has 'lost in 0'")
    void alreadyMated() {
        Position mated = Position.fromFen("k1R5/8/1K6/8/8/8/8/8 b - - 0 1");
        assertTrue(search.defenderLoses(mated, 0));
        assertFalse(search.attackerMates(mated, 3));
    }

    @Test
    @DisplayName("Black can be the attacker (engine suites): 1...Qxg2# style mate for the side to move")
    void blackAttacks() {
        Position p = Position.fromFen("6k1/8/8/8/8/5q2/5PPP/6K1 b - - 0 1");
        assertEquals(1, search.shortestMate(p, 3));
    }

    @Test
    @DisplayName("Solving a diagram in which the side to move is mated or stalemated: no solution, and the reason noted")
    void rootWithoutMoves() {
        Solver solver = new Solver(SolveOptions.defaults().withHashMegabytes(1));
        SolutionTree mated = solver.solve("k1R5/8/1K6/8/8/8/8/8 b - - 0 1", Stipulation.parse("#2"));
        assertEquals(Verdict.Kind.NO_SOLUTION, mated.verdict().kind());
        assertEquals(List.of("the side to move is checkmated"), mated.notes());
        SolutionTree stalemated = solver.solve("k7/8/1QK5/8/8/8/8/8 b - - 0 1", Stipulation.parse("#2"));
        assertEquals(List.of("the side to move is stalemated"), stalemated.notes());
    }
}
