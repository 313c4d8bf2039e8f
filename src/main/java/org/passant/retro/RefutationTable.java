package org.passant.retro;

/**
 * What the search has learnt per node (position, presumed rights, forced double step): the least
 * depth at which it was refuted, and the greatest depth at which it was found not refuted. Both
 * facts stay true at other depths in one direction (refuted at d stays refuted deeper; not
 * refuted at d is not refuted shallower), so lookups never need the exact depth.
 *
 * <p>Keys are 128 bits (two independent Zobrist keys): a collision could turn into a false proof,
 * so the chance of one must be negligible, not merely small. The table grows with the search and
 * stops storing at a fixed size (the node budget normally ends the search before that).
 */
final class RefutationTable {
    static final int UNKNOWN_REFUTED = Byte.MAX_VALUE;
    static final int UNKNOWN_UNREFUTED = -1;
    private static final int MAX_CAPACITY = 1 << 22;

    private long[] keysA;
    private long[] keysB;
    private byte[] refutedAt;
    private byte[] unrefutedAt;
    private int size;
    private int mask;

    RefutationTable() {
        allocate(1 << 12);
    }

    private void allocate(int capacity) {
        keysA = new long[capacity];
        keysB = new long[capacity];
        refutedAt = new byte[capacity];
        unrefutedAt = new byte[capacity];
        mask = capacity - 1;
        size = 0;
    }

    private int slot(long a, long b) {
        int i = (int) (a ^ a >>> 29) & mask;
        while (true) {
            if (keysA[i] == a && keysB[i] == b) {
                return i;
            }
            if (keysA[i] == 0 && keysB[i] == 0) {
                return ~i;
            }
            i = (i + 1) & mask;
        }
    }

    /** The least depth at which the node is known refuted, or {@link #UNKNOWN_REFUTED}. */
    int refutedAt(long a, long b) {
        int i = slot(a, b);
        return i < 0 ? UNKNOWN_REFUTED : refutedAt[i];
    }

    /** The greatest depth at which the node is known not refuted, or {@link #UNKNOWN_UNREFUTED}. */
    int unrefutedAt(long a, long b) {
        int i = slot(a, b);
        return i < 0 ? UNKNOWN_UNREFUTED : unrefutedAt[i];
    }

    void storeRefuted(long a, long b, int depth) {
        int i = entry(a, b);
        if (i >= 0 && depth < refutedAt[i]) {
            refutedAt[i] = (byte) depth;
        }
    }

    void storeUnrefuted(long a, long b, int depth) {
        int i = entry(a, b);
        if (i >= 0 && depth > unrefutedAt[i]) {
            unrefutedAt[i] = (byte) depth;
        }
    }

    int size() {
        return size;
    }

    private int entry(long a, long b) {
        if (a == 0 && b == 0) {
            return -1; // the empty marker; a real key of zero is simply not stored
        }
        int i = slot(a, b);
        if (i >= 0) {
            return i;
        }
        if ((size + 1) * 2 > keysA.length) {
            if (keysA.length >= MAX_CAPACITY) {
                return -1;
            }
            grow();
            i = slot(a, b);
        }
        i = ~i;
        keysA[i] = a;
        keysB[i] = b;
        refutedAt[i] = UNKNOWN_REFUTED;
        unrefutedAt[i] = UNKNOWN_UNREFUTED;
        size++;
        return i;
    }

    private void grow() {
        long[] oldA = keysA;
        long[] oldB = keysB;
        byte[] oldRefuted = refutedAt;
        byte[] oldUnrefuted = unrefutedAt;
        allocate(oldA.length * 2);
        for (int j = 0; j < oldA.length; j++) {
            if (oldA[j] != 0 || oldB[j] != 0) {
                int i = ~slot(oldA[j], oldB[j]);
                keysA[i] = oldA[j];
                keysB[i] = oldB[j];
                refutedAt[i] = oldRefuted[j];
                unrefutedAt[i] = oldUnrefuted[j];
                size++;
            }
        }
    }
}
