package org.passant.solve;

/**
 * The proof-number search's memory: per node (a position, the side that attacks and the moves it
 * has left, folded into one key by the caller), its proof and disproof numbers and the work spent
 * on it.
 *
 * <p>Bounded: the arrays are allocated once, on first use, at the size given, and never grow, so
 * the table's share of {@code --hash} is all it ever takes. Two slots per bucket: the first keeps
 * the entry that cost the most work (or a settled one: proofs and disproofs are what the search
 * must not lose), the second takes whatever comes; a displaced entry is only work to redo, never
 * a wrong answer, since an absent node starts again from its initial numbers.
 *
 * <p>Not thread-safe: one search per table.
 */
public final class ProofTable {
    /** Bytes per entry: the key, and a long holding both numbers and the work's order of magnitude. */
    static final int ENTRY_BYTES = 2 * Long.BYTES;

    /** What {@link #probe} returns for an absent key (no entry has both numbers zero). */
    public static final long ABSENT = 0L;

    /** Bits per number: {@link ProofNumberSearch#INF} is 2^28, so 29 bits hold it. */
    private static final int BITS = 29;
    private static final long NUMBER = (1L << BITS) - 1;
    private static final long NUMBERS = (1L << (2 * BITS)) - 1;

    private final int entries;
    private long[] keys;
    private long[] data;
    private int mask;

    /** A table of at most {@code bytes} bytes (two entries at least); nothing is allocated before the first use. */
    public ProofTable(long bytes) {
        long fit = Math.max(2, bytes / ENTRY_BYTES);
        this.entries = (int) Math.min(Long.highestOneBit(fit), 1 << 28);
    }

    /** The bytes the table takes once allocated; never more than it was given. */
    public long bytes() {
        return (long) entries * ENTRY_BYTES;
    }

    /** How many entries the table holds at most. */
    public int capacity() {
        return entries;
    }

    /** How many entries are in use (a count over the table: for tests and statistics, not the search). */
    public int used() {
        if (keys == null) {
            return 0;
        }
        int used = 0;
        for (long d : data) {
            if (d != ABSENT) {
                used++;
            }
        }
        return used;
    }

    /** The arrays actually allocated, in bytes (0 before the first store). */
    public long allocatedBytes() {
        return keys == null ? 0 : (long) (keys.length + data.length) * Long.BYTES;
    }

    private void allocate() {
        keys = new long[entries];
        data = new long[entries];
        mask = (entries >>> 1) - 1;
    }

    /** Lets go of the arrays (a search that does not use the table gets their memory); the next store allocates them again. */
    public void release() {
        keys = null;
        data = null;
    }

    public void clear() {
        if (keys != null) {
            java.util.Arrays.fill(keys, 0);
            java.util.Arrays.fill(data, 0);
        }
    }

    /** The numbers of a key, read with {@link #pn} and {@link #dn}, or {@link #ABSENT}. */
    public long probe(long key) {
        if (keys == null) {
            return ABSENT;
        }
        int i = slot(key);
        if (keys[i] == key && data[i] != ABSENT) {
            return data[i] & NUMBERS;
        }
        return keys[i + 1] == key ? data[i + 1] & NUMBERS : ABSENT;
    }

    public static int pn(long numbers) {
        return (int) (numbers & NUMBER);
    }

    public static int dn(long numbers) {
        return (int) ((numbers >>> BITS) & NUMBER);
    }

    /** Packs two numbers (each at most 2^28) as {@link #probe} returns them. */
    static long pack(int pn, int dn) {
        return (pn & NUMBER) | ((dn & NUMBER) << BITS);
    }

    /** Records a node's numbers and the moves played below it (kept as its order of magnitude). */
    public void store(long key, int pn, int dn, long nodes) {
        if (keys == null) {
            allocate();
        }
        long magnitude = 64 - Long.numberOfLeadingZeros(Math.max(0, nodes));
        long packed = pack(pn, dn) | magnitude << (2 * BITS);
        int i = slot(key);
        if (keys[i] == key && data[i] != ABSENT) {
            data[i] = Math.max(magnitude, data[i] >>> (2 * BITS)) << (2 * BITS) | pack(pn, dn);
            return;
        }
        if (keys[i + 1] == key) {
            keys[i + 1] = 0; // taken out: stored again below, in whichever slot it earns
            data[i + 1] = ABSENT;
        }
        if (data[i] == ABSENT || value(packed) >= value(data[i])) {
            keys[i + 1] = keys[i];
            data[i + 1] = data[i];
            keys[i] = key;
            data[i] = packed;
        } else {
            keys[i + 1] = key;
            data[i + 1] = packed;
        }
    }

    /** What losing an entry would cost: its work, and a settled entry above any unsettled one. */
    private static long value(long d) {
        boolean settled = pn(d) == 0 || dn(d) == 0;
        return (settled ? 64 : 0) + (d >>> (2 * BITS));
    }

    private int slot(long key) {
        return ((int) (key ^ (key >>> 32)) & mask) << 1;
    }
}
