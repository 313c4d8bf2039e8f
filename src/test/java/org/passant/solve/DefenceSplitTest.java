package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** The key test with the defences of a first move shared among threads gives the one-thread answer. */
class DefenceSplitTest {
    @Test
    @DisplayName("Howard #3: for every first move, 3 threads sharing its defences agree with one search; one key")
    void howardEveryFirstMove() {
        assertEquals(1, agreeOnEveryFirstMove(HowardTest.HOWARD, 3), "Howard's one key");
    }

    @Test
    @DisplayName("Lehmensick 1991 #4: the same answers with the defences shared among 2, 3 and 4 threads")
    void aFourMover() {
        // lehmensick-1991b of problems/bench.epd (#4, one key)
        assertEquals(1, agreeOnEveryFirstMove("2n1k2r/R2R2p1/2P1K2p/8/8/8/8/8 w k - 0 1", 4));
    }

    /** Checks each first move with one search and with the split; returns the number of keys. */
    private static int agreeOnEveryFirstMove(String fen, int n) {
        TranspositionTable table = new TranspositionTable(16);
        MateSearch alone = new MateSearch(new TranspositionTable(16));
        MateSearch own = new MateSearch(table);
        DefenceSplit split = new DefenceSplit(() -> new MateSearch(table), s -> { });
        Position p = Position.fromFen(fen);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, moves, 0);
        int keys = 0;
        for (int i = 0; i < count; i++) {
            p.make(moves[i]);
            boolean expected = alone.defenderLoses(p, n - 1);
            for (int threads : new int[] {2, 3, 4}) {
                assertEquals(expected, split.defenderLoses(own, p, n - 1, threads), "first move " + i + ", " + threads + " threads");
            }
            keys += expected ? 1 : 0;
            p.unmake(moves[i]);
        }
        assertTrue(split.searches().size() >= 1, "the split used searches of its own");
        return keys;
    }
}
