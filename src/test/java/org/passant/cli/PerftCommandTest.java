package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code ./solver perft}: counts for legal positions, a one-line refusal for anything else. */
class PerftCommandTest {

    @Test
    void countsTheStartPosition() {
        CommandRun r = CommandRun.of("perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "3");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Nodes: 8902"), r.out());
    }

    @Test
    void divideListsEveryFirstMove() {
        CommandRun r = CommandRun.of("perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "2", "--divide");
        assertTrue(r.out().contains("e2e4: 20"), r.out());
        assertTrue(r.out().contains("Nodes: 400"), r.out());
    }

    @Test
    void refusesAnIllegalPositionWithTheReason() {
        // python-chess "ep-unrelated-check": no double step c7-c5 can have given this check.
        CommandRun r = CommandRun.of("perft", "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6", "2");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("illegal position") && r.err().contains("cannot have given the check"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void refusesABrokenFenWithOneLine() {
        CommandRun r = CommandRun.of("perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "2");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("bad FEN") && r.err().contains("7 ranks instead of 8"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void countsDoubleMoveTurnsFromTheInitialArray() {
        // White's single first move, then Black's two-move turns: 20 and 8,902 (checked by the reference in the tests).
        CommandRun r = CommandRun.of("perft", "--variant", "doublemove", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Nodes: 8902"), r.out());
    }

    @Test
    void countsMarseillaisTurnsOrSingleMoves() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        CommandRun turns = CommandRun.of("perft", "--variant", "marseillais", start, "1");
        assertTrue(turns.out().contains("Nodes: 445"), turns.out());
        // Two single moves are White's first turn, whose first move never gives check: the same 445.
        CommandRun moves = CommandRun.of("perft", "--variant", "marseillais", "--moves", start, "2");
        assertTrue(moves.out().contains("Nodes: 445"), moves.out());
    }

    @Test
    void divideListsEveryFirstTurn() {
        CommandRun r = CommandRun.of("perft", "--variant", "doublemove", "--divide",
                "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("c4f7,f7e8: 1"), r.out());
        assertTrue(r.out().contains("f3f7,f7e8: 1"), r.out());
    }

    @Test
    void refusesAnUnknownVariantWithOneLine() {
        CommandRun r = CommandRun.of("perft", "--variant", "progressive", "8/8/8/8/8/8/8/K6k w - - 0 1", "1");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("unknown variant 'progressive'"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void refusesAnInconsistentTurnWithTheReason() {
        CommandRun r = CommandRun.of("perft", "--variant", "marseillais", "k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 2/2", "1");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("bad FEN") && r.err().contains("at most one e.p. right is left"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void aTurnFieldWithoutAVariantIsRefused() {
        CommandRun r = CommandRun.of("perft", "k7/8/8/8/8/8/8/7K w - - 0 21 2/2", "1");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("bad FEN"), r.err());
    }
}
