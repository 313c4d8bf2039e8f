package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.problem.Stipulation;

/**
 * A solver's tables stay within --hash from problem to problem: help play, which never uses the
 * proof tables, lets go of them and gives all of --hash to the transposition table; the next
 * direct mate shrinks that table back to its share before the proof tables are made again.
 */
class SolverMemoryTest {
    private static final long HASH = 8L << 20;
    /** Three quarters of 8 MB, rounded down to a power of two. */
    private static final long DIRECT_SHARE = 4L << 20;
    private static final String ROOK_MATE = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
    private static final String BLACK_TO_MOVE = "k7/8/1K6/8/8/8/8/7R b - - 0 1";

    /** The proof-number search asked from #2 on, so that a short direct mate makes its tables. */
    private final Solver solver = new Solver(SolveOptions.defaults().withVariations(false).withHashMegabytes(8), 2);

    @Test
    void helpPlayMayFillAllOfHash() {
        solver.solve(BLACK_TO_MOVE, Stipulation.parse("h#2"));

        assertEquals(HASH, solver.tablesCeilingBytes());
    }

    @Test
    void aDirectMateLeavesTheProofTablesTheirShare() {
        solver.solve(ROOK_MATE, Stipulation.directMate(2));

        assertTrue(solver.proofBytesHeld() > 0, "the proof-number search made its table");
        assertEquals(DIRECT_SHARE, solver.tablesCeilingBytes() - solver.proofBytesHeld());
        assertTrue(solver.tablesCeilingBytes() <= HASH, solver.tablesCeilingBytes() + " bytes");
    }

    @Test
    void helpPlayAfterADirectMateLetsGoOfTheProofTablesAndTheNextDirectMateShrinksItsTableBack() {
        solver.solve(ROOK_MATE, Stipulation.directMate(2));

        solver.solve(BLACK_TO_MOVE, Stipulation.parse("h#2"));

        assertEquals(0, solver.proofBytesHeld());
        assertEquals(HASH, solver.tablesCeilingBytes());

        solver.solve(ROOK_MATE, Stipulation.directMate(2));

        assertEquals(DIRECT_SHARE, solver.tablesCeilingBytes() - solver.proofBytesHeld());
        assertTrue(solver.tablesCeilingBytes() <= HASH, solver.tablesCeilingBytes() + " bytes");
    }
}
