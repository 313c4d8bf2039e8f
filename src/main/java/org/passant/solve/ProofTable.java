package org.passant.solve;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

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
 * <p>Safe to share between the threads that solve one problem, without locks, as the
 * {@link TranspositionTable} is: a slot holds its data and its key xor its data, written one after
 * the other, so a slot read while another thread writes it no longer gives its key and reads as
 * absent. A probe returns only numbers stored with that very key: a proof or disproof read from
 * the table is always one a search settled. A store lost to a race, or an entry moved between
 * the two slots while another thread moves it too, costs only work.
 */
public final class ProofTable {
    /** Bytes per entry: the key, and a long holding both numbers and the work's order of magnitude. */
    static final int ENTRY_BYTES = 2 * Long.BYTES;

    /** What {@link #probe} returns for an absent key (no entry has both numbers zero). */
    public static final long ABSENT = 0L;

    /** The flag of a proof in an entry {@link #writeSettled} writes; the byte's low bits hold the work's magnitude (at most 64). */
    private static final int PROVEN = 0x80;

    /** Bits per number: {@link ProofNumberSearch#INF} is 2^28, so 29 bits hold it. */
    private static final int BITS = 29;
    private static final long NUMBER = (1L << BITS) - 1;
    private static final long NUMBERS = (1L << (2 * BITS)) - 1;

    private final int entries;
    /** The arrays, made on first use (by whichever thread stores first); null before and after {@link #release}. */
    private volatile Slots slots;
    /** The arrays of a table {@link #clear}ed, kept to be wiped and used again at the next first store; null otherwise. */
    private volatile Slots spare;

    /** Slot i holds its key xor its data in {@code checks[i]} and its data in {@code data[i]}; empty: data 0. */
    private record Slots(long[] checks, long[] data, int bucketMask) {
        int slot(long key) {
            return ((int) (key ^ (key >>> 32)) & bucketMask) << 1;
        }

        /** The data of slot i if it holds {@code key}, or {@link #ABSENT}. */
        long read(int i, long key) {
            long d = data[i];
            return d != ABSENT && (checks[i] ^ d) == key ? d : ABSENT;
        }

        void write(int i, long key, long d) {
            data[i] = d;
            checks[i] = key ^ d;
        }
    }

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
        Slots s = slots;
        if (s == null) {
            return 0;
        }
        int used = 0;
        for (long d : s.data()) {
            if (d != ABSENT) {
                used++;
            }
        }
        return used;
    }

    /** The arrays actually allocated, in bytes (0 before the first store). */
    public long allocatedBytes() {
        Slots s = slots;
        if (s == null) {
            s = spare; // held for the next first store
        }
        return s == null ? 0 : (long) (s.checks().length + s.data().length) * Long.BYTES;
    }

    private Slots allocated() {
        Slots s = slots;
        if (s == null) {
            synchronized (this) {
                s = slots;
                if (s == null) {
                    s = spare == null ? new Slots(new long[entries], new long[entries], (entries >>> 1) - 1) : wiped(spare);
                    spare = null;
                    slots = s;
                }
            }
        }
        return s;
    }

    private static Slots wiped(Slots s) {
        java.util.Arrays.fill(s.checks(), 0L);
        java.util.Arrays.fill(s.data(), ABSENT);
        return s;
    }

    /** Lets go of the arrays (a search that does not use the table gets their memory); the next store allocates them again. Only between searches. */
    public synchronized void release() {
        slots = null;
        spare = null;
    }

    /**
     * Empties the table and keeps its arrays for the next first store, which wipes them: a new
     * problem starts from nothing without leaving the old arrays to the garbage collector (with
     * them let go and made again, a batch of long problems took 130 MB more at its peak), and a
     * problem that never stores (a #2 after a #8) costs no wiping. Only between searches.
     */
    public synchronized void clear() {
        Slots s = slots;
        if (s != null) {
            spare = s;
            slots = null;
        }
    }

    /** The numbers of a key, read with {@link #pn} and {@link #dn}, or {@link #ABSENT}. */
    public long probe(long key) {
        Slots s = slots;
        if (s == null) {
            return ABSENT;
        }
        int i = s.slot(key);
        long d = s.read(i, key);
        if (d == ABSENT) {
            d = s.read(i + 1, key);
        }
        return d & NUMBERS;
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
        Slots s = allocated();
        long magnitude = 64 - Long.numberOfLeadingZeros(Math.max(0, nodes));
        long packed = pack(pn, dn) | magnitude << (2 * BITS);
        int i = s.slot(key);
        long first = s.read(i, key);
        if (first != ABSENT) {
            s.write(i, key, Math.max(magnitude, first >>> (2 * BITS)) << (2 * BITS) | pack(pn, dn));
            return;
        }
        if (s.read(i + 1, key) != ABSENT) {
            s.write(i + 1, 0, ABSENT); // taken out: stored again below, in whichever slot it earns
        }
        long incumbent = s.data()[i];
        if (incumbent == ABSENT || value(packed) >= value(incumbent)) {
            s.data()[i + 1] = incumbent; // moved down as it is, its check word with it
            s.checks()[i + 1] = s.checks()[i];
            s.write(i, key, packed);
        } else {
            s.write(i + 1, key, packed);
        }
    }

    /** What losing an entry would cost: its work, and a settled entry above any unsettled one. */
    private static long value(long d) {
        boolean settled = pn(d) == 0 || dn(d) == 0;
        return (settled ? 64 : 0) + (d >>> (2 * BITS));
    }

    /**
     * Writes every settled entry (a proof or a disproof), each as its key and one byte: whether it
     * is a proof, and the order of magnitude of its work. Open entries are left out: their numbers
     * only steer a search, and a later one rebuilds them from what is settled below them.
     *
     * @return how many entries were written
     */
    long writeSettled(DataOutput out) throws IOException {
        Slots s = slots;
        if (s == null) {
            return 0;
        }
        long written = 0;
        long[] data = s.data();
        long[] checks = s.checks();
        for (int i = 0; i < data.length; i++) {
            long d = data[i];
            boolean proven = pn(d) == 0;
            if (d != ABSENT && (proven || dn(d) == 0)) {
                out.writeLong(checks[i] ^ d);
                out.writeByte((proven ? PROVEN : 0) | (int) (d >>> (2 * BITS)));
                written++;
            }
        }
        return written;
    }

    /** Reads {@code count} entries as {@link #writeSettled} wrote them, each stored as a search stores it. */
    void readSettled(DataInput in, long count) throws IOException {
        for (long k = 0; k < count; k++) {
            long key = in.readLong();
            int b = in.readUnsignedByte();
            int magnitude = b & ~PROVEN;
            long nodes = magnitude == 0 ? 0 : 1L << (magnitude - 1);
            if ((b & PROVEN) != 0) {
                store(key, 0, ProofNumberSearch.INF, nodes);
            } else {
                store(key, ProofNumberSearch.INF, 0, nodes);
            }
        }
    }
}
