package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a probe returns: the entry as a long, read through the table's static accessors. */
class TranspositionTableTest {
    private static final long KEY = 0x1234_5678_9ABC_DEF1L;
    private static final int MOVE = 0x2A51C;

    @Test
    void anAbsentKeyKnowsNothing() {
        TranspositionTable table = new TranspositionTable(1);
        long entry = table.probe(KEY);
        assertEquals(TranspositionTable.ABSENT, entry);
        assertEquals(TranspositionTable.UNKNOWN_MATE, TranspositionTable.mateBound(entry));
        assertEquals(TranspositionTable.UNKNOWN_NO_MATE, TranspositionTable.noMateBound(entry));
        assertEquals(0, TranspositionTable.move(entry));
    }

    @Test
    void aStoredMateIsReadBackWithItsMove() {
        TranspositionTable table = new TranspositionTable(1);
        table.storeMate(KEY, 3, MOVE);
        long entry = table.probe(KEY);
        assertEquals(3, TranspositionTable.mateBound(entry));
        assertEquals(TranspositionTable.UNKNOWN_NO_MATE, TranspositionTable.noMateBound(entry));
        assertEquals(MOVE, TranspositionTable.move(entry));
    }

    @Test
    void boundsTightenAndTheMoveStaysWhenANewResultHasNone() {
        TranspositionTable table = new TranspositionTable(1);
        table.storeNoMate(KEY, 2, MOVE);
        table.storeNoMate(KEY, 1, 0);
        table.storeMate(KEY, 5, 0);
        table.storeMate(KEY, 4, 0);
        long entry = table.probe(KEY);
        assertEquals(2, TranspositionTable.noMateBound(entry));
        assertEquals(4, TranspositionTable.mateBound(entry));
        assertEquals(MOVE, TranspositionTable.move(entry));
    }

    @Test
    void anotherKeyInTheSameBucketDoesNotReadAsThisOne() {
        TranspositionTable table = new TranspositionTable(1);
        long sameBucket = KEY ^ (1L << 62);
        table.storeMate(KEY, 2, MOVE);
        assertEquals(TranspositionTable.ABSENT, table.probe(sameBucket));
    }
}
