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
 *
 * <p>Safe to share between the threads that solve one problem, without locks: an entry is two
 * longs, its data and its key xor its data, written one after the other. A reader that meets a
 * slot while another thread writes it may see the key word of one entry with the data of
 * another; the xor then no longer gives its key, and the slot reads as absent. So a probe returns
 * only data that was stored with that very key, which is all the search's exactness needs (a lost
 * store, or two bounds merged from an older entry, costs only work). The growth is the one step
 * that takes a lock: the arrays are replaced as a whole, and stores that other threads make into
 * the old arrays meanwhile are lost, as if the entries had been overwritten.
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

    /** The size the table may grow to; changed only between problems ({@link #limit}). */
    private long maxBuckets;
    /** The arrays in use; replaced whole by a growth, so a reader always holds a matching pair. */
    private volatile Slots slots;
    /**
     * New keys stored since the last growth; the table grows when they reach its slot count.
     * Threads may lose one another's increments: the growth then comes a little later.
     */
    private long newKeys;

    /**
     * Two slots per bucket; slot i holds its key xor its data in {@code checks[i]} and its data in
     * {@code data[i]}. Empty: both 0.
     */
    private record Slots(long[] checks, long[] data, int bucketMask) {
        static Slots of(long buckets) {
            return new Slots(new long[(int) buckets * 2], new long[(int) buckets * 2], (int) buckets - 1);
        }

        int slot(long key) {
            return ((int) (key ^ (key >>> 32)) & bucketMask) << 1;
        }

        boolean empty(int i) {
            return data[i] == 0 && checks[i] == 0;
        }

        void write(int i, long key, long d) {
            data[i] = d;
            checks[i] = key ^ d;
        }

        /** Copies slot i to slot j as it is (a torn pair stays torn, and so unreadable). */
        void copy(int i, int j) {
            data[j] = data[i];
            checks[j] = checks[i];
        }
    }

    public TranspositionTable(int megabytes) {
        this.maxBuckets = buckets(megabytes);
        this.slots = Slots.of(Math.min(maxBuckets, FIRST_BUCKETS));
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

    /** Number of entries the table can hold now. */
    public int capacity() {
        return slots.data().length;
    }

    /** Number of entries the table may grow to (the size asked for). */
    public long maxCapacity() {
        return maxBuckets * 2;
    }

    /** The memory the table takes once grown to the size it may grow to now. */
    long maxBytes() {
        return maxCapacity() * ENTRY_BYTES;
    }

    /**
     * Lets the table grow to {@code megabytes} from now on, or shrinks it to that size at once
     * (the entries that still fit kept): a solver gives its table the memory that the problem at
     * hand leaves it. Only between searches: a search running on the table meanwhile may lose
     * what it stores.
     */
    public synchronized void limit(int megabytes) {
        maxBuckets = buckets(megabytes);
        Slots s = slots;
        if (s.bucketMask() + 1 > maxBuckets) {
            slots = rebuilt(s, maxBuckets);
        }
    }

    /**
     * Four times the buckets (or the size asked for), every entry moved to its new bucket; nothing
     * when another thread has already replaced {@code full}.
     */
    private synchronized void grow(Slots full) {
        if (slots != full) {
            return;
        }
        slots = rebuilt(full, Math.min(maxBuckets, (long) (full.bucketMask() + 1) * 4));
    }

    /** A table of {@code buckets} holding the entries of {@code old}, each in its new bucket (where two meet, the later one wins). */
    private Slots rebuilt(Slots old, long buckets) {
        Slots fresh = Slots.of(buckets);
        // The second slot of each old bucket first, so that where two entries meet again the
        // depth-preferred one is stored last and keeps the first slot.
        for (int i = 0; i < old.data().length; i += 2) {
            for (int j = i + 1; j >= i; j--) {
                long d = old.data()[j];
                long key = old.checks()[j] ^ d;
                if (d != 0) {
                    reinsert(fresh, key, d);
                }
            }
        }
        newKeys = 0;
        return fresh;
    }

    private static void reinsert(Slots s, long key, long d) {
        int i = s.slot(key);
        if (!s.empty(i)) {
            s.copy(i, i + 1);
        }
        s.write(i, key, d);
    }

    public synchronized void clear() {
        Slots s = slots;
        java.util.Arrays.fill(s.checks(), 0);
        java.util.Arrays.fill(s.data(), 0);
        newKeys = 0;
    }

    /**
     * Looks a key up: the entry, read with {@link #mateBound(long)}, {@link #noMateBound(long)} and
     * {@link #move(long)}, or {@link #ABSENT}.
     */
    public long probe(long key) {
        Slots s = slots;
        int i = s.slot(key);
        // Each slot's two words are read once, into locals, so the check and the result agree.
        long d = s.data[i];
        if ((s.checks[i] ^ d) == key) {
            return d;
        }
        d = s.data[i + 1];
        return (s.checks[i + 1] ^ d) == key ? d : ABSENT;
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
        Slots s = slots;
        int i = s.slot(key);
        long old;
        int target;
        long d0 = s.data[i];
        long d1 = s.data[i + 1];
        if ((s.checks[i] ^ d0) == key && d0 != 0) {
            target = i;
            old = d0;
        } else if ((s.checks[i + 1] ^ d1) == key && d1 != 0) {
            target = i + 1;
            old = d1;
        } else {
            if (++newKeys > s.data.length && s.bucketMask + 1 < maxBuckets) {
                grow(s);
                store(key, mate, noMate, move);
                return;
            }
            // A new key: it takes the depth-preferred slot when it is at least as deep.
            boolean deeper = d0 == 0 || depth(mate, noMate) >= depth(mateOf(d0), noMateOf(d0));
            if (deeper && d0 != 0) {
                s.copy(i, i + 1);
            }
            s.write(deeper ? i : i + 1, key, pack(mate, noMate, move));
            return;
        }
        int newMate = Math.min(mate, mateOf(old));
        int newNoMate = Math.max(noMate, noMateOf(old));
        s.write(target, key, pack(newMate, newNoMate, move != 0 ? move : moveOf(old)));
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
