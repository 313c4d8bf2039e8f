package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What a probe returns (the entry as a long, read through static accessors), and how the table grows to --hash. */
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

    @Test
    void aFreshTableIsSmallWhateverTheSizeAskedFor() {
        TranspositionTable table = new TranspositionTable(64);
        assertEquals(64L << 20 >> 4, table.maxCapacity(), "64 MB of 16-byte entries");
        assertTrue(table.capacity() <= 1 << 14, "starts at 256 KB: " + table.capacity());
    }

    @Test
    void itGrowsToTheSizeAskedForAndNoFurther() {
        TranspositionTable table = new TranspositionTable(4);
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 2_000_000; i++) {
            table.storeNoMate(random.nextLong() | 1, 1, 0);
        }
        assertEquals(table.maxCapacity(), table.capacity());
    }

    @Test
    void entriesSurviveGrowth() {
        TranspositionTable table = new TranspositionTable(16);
        int first = table.capacity();
        long[] keys = new SplittableRandom(7).longs(first / 4).map(k -> k | 1).toArray();
        for (int i = 0; i < keys.length; i++) {
            table.storeMate(keys[i], 1 + i % 5, i + 1);
        }
        // The table grows on its (capacity + 1)-th new key: fill it up to just before that.
        SplittableRandom other = new SplittableRandom(8);
        for (int i = keys.length; i < first; i++) {
            table.storeNoMate(other.nextLong() | 1, 0, 0);
        }
        assertEquals(first, table.capacity(), "not grown yet");
        boolean[] before = new boolean[keys.length];
        int presentBefore = 0;
        for (int i = 0; i < keys.length; i++) {
            before[i] = table.probe(keys[i]) != TranspositionTable.ABSENT;
            presentBefore += before[i] ? 1 : 0;
        }
        table.storeNoMate(other.nextLong() | 1, 0, 0);
        assertTrue(table.capacity() > first, "grown");
        int kept = 0;
        for (int i = 0; i < keys.length; i++) {
            long entry = table.probe(keys[i]);
            if (before[i] && entry != TranspositionTable.ABSENT) {
                assertEquals(1 + i % 5, TranspositionTable.mateBound(entry));
                assertEquals(i + 1, TranspositionTable.move(entry));
                kept++;
            }
        }
        assertTrue(kept >= presentBefore - 1, kept + " of " + presentBefore + " entries kept across the growth");
    }
}
