package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Counting without a list ({@link MoveGenerator#count}) gives the list's length: at every node
 * two plies below the sample positions of the perft suites (checks, pins, e.p., castling and
 * promotions among them). The perft suites check the count on their own, since bulk counting
 * uses it at the last ply.
 */
class MoveCountTest {

    @Test
    void theCountIsTheLengthOfTheListAtEveryNodeOfTheSample() {
        int nodes = 0;
        for (Position p : PerftSuite.samplePositions()) {
            nodes += Walk.nodes(p, 2, MoveCountTest::countIsTheListsLength);
        }
        assertTrue(nodes > 100_000, "sample too small: " + nodes);
    }

    @Test
    void inDoubleCheckOnlyTheKingsStepsCount() {
        // Nd6 and Re1 both check the king on e8; the rook on h6 could take the knight, but a
        // capture answers one check only. Left: Kd8, Kd7, Kf8 (e7 is the rook's, f7 the knight's).
        Position p = Fen.parse("4k3/8/3N3r/8/8/8/8/K3R3 b - - 0 1");
        assertEquals(3, MoveGenerator.count(p));
    }

    private static void countIsTheListsLength(Position p) {
        assertEquals(MoveGenerator.legal(p, new int[MoveGenerator.MAX_MOVES], 0), MoveGenerator.count(p), () -> "moves of " + p.toFen());
    }
}
