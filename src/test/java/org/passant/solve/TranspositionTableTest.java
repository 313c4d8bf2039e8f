package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The table starts small, grows up to the size asked for, and keeps what it knew when it grows. */
class TranspositionTableTest {
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
            before[i] = table.probe(keys[i]);
            presentBefore += before[i] ? 1 : 0;
        }
        table.storeNoMate(other.nextLong() | 1, 0, 0);
        assertTrue(table.capacity() > first, "grown");
        int kept = 0;
        for (int i = 0; i < keys.length; i++) {
            if (before[i] && table.probe(keys[i])) {
                assertEquals(1 + i % 5, table.mateBound());
                assertEquals(i + 1, table.move());
                kept++;
            }
        }
        assertTrue(kept >= presentBefore - 1, kept + " of " + presentBefore + " entries kept across the growth");
    }
}
