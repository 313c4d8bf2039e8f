package org.passant.solve;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * What a solver's proof-number search has settled (this position, with this side attacking and so
 * many moves left: mate forced, or not), passed between the runs of a long problem solved in
 * pieces: a run that stops writes it next to its record, and the run that takes the problem up
 * reads it back before it starts, so that the first moves being examined at the stop go on from
 * what was proven below them instead of starting again from nothing.
 *
 * <p>Sound to carry over because a settled entry is a fact about a position under the rules of
 * orthodox direct mate, whatever problem it was met in; the proof-number search is asked only
 * about those (no pruning options, no variant). Written as a stream straight from the table, so a
 * table of any size passes without a copy in memory.
 */
public final class SettledProofs {
    /** Bytes per entry: the key and one byte (see {@link ProofTable#writeSettled}). */
    public static final int ENTRY_BYTES = Long.BYTES + 1;

    private final ProofTable table;

    SettledProofs(ProofTable table) {
        this.table = table;
    }

    /** Writes every settled entry; returns how many. */
    public long writeTo(DataOutput out) throws IOException {
        return table.writeSettled(out);
    }

    /** Reads {@code count} entries that {@link #writeTo} wrote under the same {@link #keying()} into the table. */
    public void readFrom(DataInput in, long count) throws IOException {
        table.readSettled(in, count);
    }

    /**
     * Identifies how positions are turned into the table's keys (the position hash and the salts
     * of side and length): entries written under another keying, by another version, name other
     * positions and must not be read.
     */
    public static long keying() {
        return ProofNumberSearch.keying();
    }
}
