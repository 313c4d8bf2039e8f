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
}
