package org.passant.solve;

/**
 * A bounded table of what the mate search has proven, per position: the shortest length known to
 * force mate and the longest length known not to, plus the move that proved it (the mating move
 * for the attacker, the refutation for the defender) to be tried first next time.
 *
 * <p>Lengths count the attacker's moves still to be played. The caller salts the key with
 * whatever changes the meaning of an entry (which side attacks, search conditions), so one table
 * can serve several searches. Two slots per bucket: the first keeps the deeper result, the second
 * always takes the newest one. The size never grows after construction.
 */
public final class TranspositionTable {
    /** "No bound known" for the mate side: larger than any length. */
    public static final int UNKNOWN_MATE = 255;
    /** "No bound known" for the no-mate side. */
    public static final int UNKNOWN_NO_MATE = -1;

    private static final int ENTRY_BYTES = 16;

    private final long[] keys;
    private final long[] data;
    private final int bucketMask;

    // Result of the last probe, read through the accessors below (no allocation per probe).
    private int foundMate;
    private int foundNoMate;
    private int foundMove;

    public TranspositionTable(int megabytes) {
        long buckets = buckets(megabytes);
        this.keys = new long[(int) buckets * 2];
        this.data = new long[(int) buckets * 2];
        this.bucketMask = (int) buckets - 1;
    }

    /** Buckets of two entries: a power of two that fits in the megabytes given, at most 2^29. */
    private static long buckets(int megabytes) {
        long entries = Math.max(2, ((long) megabytes << 20) / ENTRY_BYTES);
        return Math.min(Long.highestOneBit(entries / 2), 1L << 29);
    }

    /** The memory a table of {@code megabytes} really takes (the size is rounded down to a power of two). */
    public static long bytesFor(int megabytes) {
        return buckets(megabytes) * 2 * 2 * Long.BYTES;
    }

    /** Number of entries the table can hold. */
    public int capacity() {
        return keys.length;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    /**
     * Looks a key up. Afterwards {@link #mateBound()}, {@link #noMateBound()} and {@link #move()}
     * describe what is known (the unknown markers when the key is absent).
     */
    public boolean probe(long key) {
        int i = slot(key);
        if (keys[i] != key) {
            i++;
            if (keys[i] != key) {
                foundMate = UNKNOWN_MATE;
                foundNoMate = UNKNOWN_NO_MATE;
                foundMove = 0;
                return false;
            }
        }
        long d = data[i];
        foundMate = mateOf(d);
        foundNoMate = noMateOf(d);
        foundMove = moveOf(d);
        return true;
    }

    /** Shortest length known to mate after the last probe, or {@link #UNKNOWN_MATE}. */
    public int mateBound() {
        return foundMate;
    }

    /** Longest length known not to mate after the last probe, or {@link #UNKNOWN_NO_MATE}. */
    public int noMateBound() {
        return foundNoMate;
    }

    /** Move remembered with the entry after the last probe, or 0. */
    public int move() {
        return foundMove;
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
