package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** The proof table keeps its numbers, prefers settled entries, and never takes more memory than it was given. */
class ProofTableTest {
    private static final long KEY = 0x0F1E_2D3C_4B5A_6978L;

    @Test
    void anAbsentKeyIsAbsent() {
        assertEquals(ProofTable.ABSENT, new ProofTable(1 << 16).probe(KEY));
    }

    @Test
    void numbersAreReadBackUpToInfinity() {
        ProofTable table = new ProofTable(1 << 16);
        table.store(KEY, 17, ProofNumberSearch.INF, 1_000_000);
        long entry = table.probe(KEY);
        assertEquals(17, ProofTable.pn(entry));
        assertEquals(ProofNumberSearch.INF, ProofTable.dn(entry));
        table.store(KEY, 0, ProofNumberSearch.INF, 3);
        assertEquals(0, ProofTable.pn(table.probe(KEY)), "a later store of the same key replaces its numbers");
    }

    /** Between problems: what was stored is gone, the memory stays, and the next store finds a wiped table. */
    @Test
    void aClearedTableIsEmptyAndKeepsItsArrays() {
        ProofTable table = new ProofTable(1 << 16);
        table.store(KEY, 0, ProofNumberSearch.INF, 10);
        long bytes = table.allocatedBytes();
        table.clear();
        assertEquals(ProofTable.ABSENT, table.probe(KEY));
        assertEquals(bytes, table.allocatedBytes(), "kept for the next problem");
        table.store(KEY + 1, 3, 4, 10);
        assertEquals(ProofTable.ABSENT, table.probe(KEY), "wiped before it is used again");
        assertEquals(3, ProofTable.pn(table.probe(KEY + 1)));
        assertEquals(1, table.used());
    }

    @Test
    void aProofIsNotPushedOutByTheUnsettledNodesOfItsBucket() {
        ProofTable table = new ProofTable(2 * ProofTable.ENTRY_BYTES); // a single bucket of two slots
        table.store(KEY, 0, ProofNumberSearch.INF, 1);
        for (long k = 1; k <= 100; k++) {
            table.store(KEY + k, 3, 5, 1_000);
        }
        assertEquals(0, ProofTable.pn(table.probe(KEY)));
    }

    @Test
    void aMillionStoresNeverGrowTheTablePastItsBudget() {
        long budget = 100_000; // not a power of two of entries: the table rounds down
        ProofTable table = new ProofTable(budget);
        SplittableRandom random = new SplittableRandom(13);
        for (int i = 0; i < 1_000_000; i++) {
            table.store(random.nextLong(), 1 + random.nextInt(1000), 1 + random.nextInt(1000), random.nextInt(5000));
        }
        assertTrue(table.allocatedBytes() <= budget, table.allocatedBytes() + " bytes of " + budget);
        assertEquals(table.bytes(), table.allocatedBytes());
        assertEquals(table.capacity(), table.used(), "full, and no larger");
    }

    @Test
    void aSearchWithATinyTableStaysWithinItAndFindsTheKeysAlphaBetaFinds() {
        // a #3 of vondele/matetrack (resources/solve/matetrack-1to3.epd), with a 4 KB table
        ProofTable table = new ProofTable(4096);
        ProofNumberSearch search = new ProofNumberSearch(table, new MateSearch(1));
        search.setExactLength(1);
        MateSearch alphaBeta = new MateSearch(8);
        Position p = Position.fromFen("1r4k1/8/5PP1/K7/6NR/7B/1r6/7R w - - 0 1");
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        int keys = 0;
        for (int i = 0; i < count; i++) {
            p.make(list[i]);
            boolean proven = search.ask(p, 2).isProven();
            assertEquals(alphaBeta.defenderLoses(p, 2), proven);
            keys += proven ? 1 : 0;
            p.unmake(list[i]);
        }
        assertTrue(keys > 0, "the #3 has a key");
        assertTrue(table.allocatedBytes() <= 4096, table.allocatedBytes() + " bytes");
    }

    @Test
    void theTwoTablesTogetherTakeNoMoreThanHash() {
        for (int mb : new int[] {1, 2, 3, 7, 64, 100, 1000}) {
            HashShares shares = HashShares.of(mb);
            long total = TranspositionTable.bytesFor(shares.transpositionMegabytes()) + new ProofTable(shares.proofBytes()).bytes();
            assertTrue(total <= (long) mb << 20 || !shares.proofSearch(), mb + " MB: " + total);
        }
        assertEquals(32L << 20, HashShares.of(64).proofBytes(), "the default 64 MB: half for each table");
    }

    /**
     * Four threads store and probe the same keys at once, as the threads of one problem share the
     * table: whatever a probe finds must be the numbers stored for that very key (each key's
     * numbers are a function of the key), never half of another entry, and above all never a
     * proof or disproof another key earned.
     */
    @Test
    void threadsSharingTheTableReadOnlyTheNumbersStoredForTheKey() throws Exception {
        ProofTable table = new ProofTable(1 << 22);
        SharedTableTraffic.Outcome outcome = SharedTableTraffic.run(4, 600_000, new SharedTableTraffic.Table() {
            @Override
            public void store(long key) {
                table.store(key, pnOf(key), dnOf(key), key & 0xFFFF);
            }

            @Override
            public String read(long key) {
                long entry = table.probe(key);
                if (entry == ProofTable.ABSENT) {
                    return null;
                }
                boolean own = ProofTable.pn(entry) == pnOf(key) && ProofTable.dn(entry) == dnOf(key);
                return own ? "" : ProofTable.pn(entry) + "/" + ProofTable.dn(entry);
            }
        });
        assertEquals(null, outcome.misread(), "a probe read numbers that were not stored for its key");
        assertTrue(outcome.hits() > 100_000, "the threads found one another's entries: " + outcome.hits());
        assertTrue(table.allocatedBytes() <= 1 << 22, table.allocatedBytes() + " bytes");
    }

    /** A key's proof number: zero (proven) for one key in eight, so that settled entries are shared too. */
    private static int pnOf(long key) {
        return (key & 7) == 0 ? 0 : 1 + (int) ((key >>> 8) & 0xFFFF);
    }

    private static int dnOf(long key) {
        return pnOf(key) == 0 ? ProofNumberSearch.INF : 1 + (int) ((key >>> 24) & 0xFFFF);
    }
}
