package org.passant.solve;

/**
 * A bounded table of what the mate search has proven, per position: the shortest length known to
 * force mate and the longest length known not to, plus the move that proved it (the mating move
 * for the attacker, the refutation for the defender) to be tried first next time.
 *
 * <p>Lengths count the attacker's moves still to be played. The caller salts the key with
 * whatever changes the meaning of an entry (which side attacks, search conditions), so one table
 * can serve several searches. Two slots per bucket: the first keeps the deeper result, the second
 * always takes the newest one.
 *
 * <p>The table starts small and grows (four times larger each step, entries kept) up to the size
 * asked for, once it has taken as many new keys as it has slots: zeroing the default 64 MB took a
 * tenth of the time of a #2 solved from the command line, where a few thousand entries suffice.
 * A search that needs the whole table reaches it after a few growths, whose cost is small beside
 * the search that filled it.
 */
public final class TranspositionTable {
    /** "No bound known" for the mate side: larger than any length. */
    public static final int UNKNOWN_MATE = 255;
    /** "No bound known" for the no-mate side. */
    public static final int UNKNOWN_NO_MATE = -1;

    /**
     * What {@link #probe} returns for an absent key: it reads as no bound known either way and no
     * move (an entry is a long, so that a probe returns all it found without allocating).
     */
    public static final long ABSENT = 0L;

    private static final int ENTRY_BYTES = 16;

    /** The first size: 256 KB, enough for the searches of most problems of two or three moves. */
    private static final long FIRST_BUCKETS = 1L << 13;

    private final long maxBuckets;
    private long[] keys;
    private long[] data;
    private int bucketMask;
    /** New keys stored since the last growth; the table grows when they reach its slot count. */
    private long newKeys;

    public TranspositionTable(int megabytes) {
        this.maxBuckets = buckets(megabytes);
        allocate(Math.min(maxBuckets, FIRST_BUCKETS));
    }

    /** Buckets of two entries: a power of two that fits in the megabytes given, at most 2^29. */
    private static long buckets(int megabytes) {
        long entries = Math.max(2, ((long) megabytes << 20) / ENTRY_BYTES);
        return Math.min(Long.highestOneBit(entries / 2), 1L << 29);
    }

    /** The memory a table of {@code megabytes} takes once grown to its full size (rounded down to a power of two). */
    public static long bytesFor(int megabytes) {
        return buckets(megabytes) * 2 * 2 * Long.BYTES;
    }

    private void allocate(long buckets) {
        keys = new long[(int) buckets * 2];
        data = new long[(int) buckets * 2];
        bucketMask = (int) buckets - 1;
        newKeys = 0;
    }

    /** Number of entries the table can hold now. */
    public int capacity() {
        return keys.length;
    }

    /** Number of entries the table may grow to (the size asked for). */
    public long maxCapacity() {
        return maxBuckets * 2;
    }

    /** Four times the buckets (or the size asked for), every entry moved to its new bucket. */
    private void grow() {
        long[] oldKeys = keys;
        long[] oldData = data;
        allocate(Math.min(maxBuckets, (long) (bucketMask + 1) * 4));
        // The second slot of each old bucket first, so that where two entries meet again the
        // depth-preferred one is stored last and keeps the first slot.
        for (int i = 0; i < oldKeys.length; i += 2) {
            for (int j = i + 1; j >= i; j--) {
                if (oldKeys[j] != 0) {
                    reinsert(oldKeys[j], oldData[j]);
                }
            }
        }
    }

    private void reinsert(long key, long d) {
        int i = slot(key);
        if (keys[i] != 0) {
            keys[i + 1] = keys[i];
            data[i + 1] = data[i];
        }
        keys[i] = key;
        data[i] = d;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
        newKeys = 0;
    }

    /**
     * Looks a key up: the entry, read with {@link #mateBound(long)}, {@link #noMateBound(long)} and
     * {@link #move(long)}, or {@link #ABSENT}.
     */
    public long probe(long key) {
        int i = slot(key);
        if (keys[i] == key) {
            return data[i];
        }
        return keys[i + 1] == key ? data[i + 1] : ABSENT;
    }

    /** Shortest length an entry knows to mate, or {@link #UNKNOWN_MATE}. */
    public static int mateBound(long entry) {
        return mateOf(entry);
    }

    /** Longest length an entry knows not to mate, or {@link #UNKNOWN_NO_MATE}. */
    public static int noMateBound(long entry) {
        return noMateOf(entry);
    }

    /** Move remembered with an entry, or 0. */
    public static int move(long entry) {
        return moveOf(entry);
    }

    /** Records that mate is forced within {@code length} moves. */
    public void storeMate(long key, int length, int move) {
        store(key, length, UNKNOWN_NO_MATE, move);
    }

    /** Records that mate is not forced within {@code length} moves. */
    public void storeNoMate(long key, int length, int move) {
        store(key, UNKNOWN_MATE, length, move);
    }

    private void store(long key, int mate, int noMate, int move) {
        int i = slot(key);
        int target;
        if (keys[i] == key) {
            target = i;
        } else if (keys[i + 1] == key) {
            target = i + 1;
        } else {
            if (++newKeys > keys.length && bucketMask + 1 < maxBuckets) {
                grow();
                store(key, mate, noMate, move);
                return;
            }
            // A new key: it takes the depth-preferred slot when it is at least as deep.
            target = depth(mate, noMate) >= depth(mateOf(data[i]), noMateOf(data[i])) || keys[i] == 0 ? i : i + 1;
            if (target == i && keys[i] != 0) {
                keys[i + 1] = keys[i];
                data[i + 1] = data[i];
            }
            keys[target] = key;
            data[target] = pack(mate, noMate, move);
            return;
        }
        long d = data[target];
        int newMate = Math.min(mate, mateOf(d));
        int newNoMate = Math.max(noMate, noMateOf(d));
        data[target] = pack(newMate, newNoMate, move != 0 ? move : moveOf(d));
    }

    private int slot(long key) {
        return ((int) (key ^ (key >>> 32)) & bucketMask) << 1;
    }

    private static int depth(int mate, int noMate) {
        return Math.max(mate == UNKNOWN_MATE ? 0 : mate, noMate);
    }

    private static long pack(int mate, int noMate, int move) {
        return (mate & 0xFFL) | ((long) (noMate + 1) & 0xFFL) << 8 | ((long) move & 0xFFFFFFFFL) << 16;
    }

    private static int mateOf(long d) {
        int m = (int) (d & 0xFF);
        return d == 0 ? UNKNOWN_MATE : m;
    }

    private static int noMateOf(long d) {
        return (int) ((d >>> 8) & 0xFF) - 1;
    }

    private static int moveOf(long d) {
        return (int) (d >>> 16);
    }
}
