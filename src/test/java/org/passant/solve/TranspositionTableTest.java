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
    void aRaisedLimitLetsTheTableGrowFurther() {
        TranspositionTable table = new TranspositionTable(1);
        table.limit(4);
        fill(table, 2_000_000);
        assertEquals(4L << 20 >> 4, table.capacity(), "grown to the 4 MB of the new limit");
    }

    @Test
    void aLoweredLimitShrinksTheTableAtOnceKeepingEntriesThatStillFit() {
        TranspositionTable table = new TranspositionTable(4);
        fill(table, 2_000_000);
        table.storeMate(KEY, 3, MOVE);

        table.limit(1);

        assertEquals(1L << 20 >> 4, table.capacity(), "1 MB of 16-byte entries");
        assertEquals(table.capacity(), table.maxCapacity());
        int kept = 0;
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 2_000_000; i++) {
            long entry = table.probe(random.nextLong() | 1);
            if (entry != TranspositionTable.ABSENT) {
                assertEquals(1, TranspositionTable.noMateBound(entry), "an entry kept is the entry stored");
                kept++;
            }
        }
        assertTrue(kept > table.capacity() / 2, kept + " entries kept in " + table.capacity() + " slots");
    }

    private static void fill(TranspositionTable table, int keys) {
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < keys; i++) {
            table.storeNoMate(random.nextLong() | 1, 1, 0);
        }
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

    /**
     * Four threads store and probe the same keys at once while the table grows from its first
     * size to its last: whatever a probe finds must be what some thread stored for that very key
     * (each key's mate length and move are a function of the key), never half of another entry.
     */
    @Test
    void threadsSharingTheTableReadOnlyWhatWasStoredForTheKey() throws Exception {
        TranspositionTable table = new TranspositionTable(8);
        SharedTableTraffic.Outcome outcome = SharedTableTraffic.run(4, 600_000, new SharedTableTraffic.Table() {
            @Override
            public void store(long key) {
                table.storeMate(key, lengthOf(key), moveOf(key));
            }

            @Override
            public String read(long key) {
                long entry = table.probe(key);
                if (entry == TranspositionTable.ABSENT) {
                    return null;
                }
                boolean own = TranspositionTable.mateBound(entry) == lengthOf(key) && TranspositionTable.move(entry) == moveOf(key);
                return own ? "" : Long.toHexString(entry);
            }
        });
        assertEquals(null, outcome.misread(), "a probe read an entry that was not stored for its key");
        assertTrue(outcome.hits() > 100_000, "the threads found one another's entries: " + outcome.hits());
        assertEquals(table.maxCapacity(), table.capacity(), "grown to its full size meanwhile");
    }

    private static int lengthOf(long key) {
        return 1 + (int) Long.remainderUnsigned(key, 30);
    }

    private static int moveOf(long key) {
        return 1 + (int) ((key >>> 40) & 0x7FFF);
    }
}
