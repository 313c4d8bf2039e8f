package org.passant.solve;

/**
 * How {@code --hash} is shared between the alpha-beta search's transposition table and the
 * proof-number search's table, so that the two together never take more than the user gave.
 *
 * <p>The transposition table rounds its size down to a power of two; it is given three quarters
 * of the megabytes, and the proof table whatever the transposition table leaves (with the default
 * 256 MB: 128 MB each). Below {@link #SMALLEST_PROOF_TABLE} the proof-number search is not used:
 * a table that small would only thrash.
 *
 * <p>Help and series play never use the proof tables: the solver lets go of them, and the
 * transposition table may then take all of {@code --hash}. With two jobs and the default 256 MB
 * that is 128 MB per job instead of 64, and help play, which proves the same positions hopeless
 * again when its table is small, gains most from it.
 */
record HashShares(int hashMegabytes, int transpositionMegabytes, long proofBytes) {
    static final long SMALLEST_PROOF_TABLE = 1L << 20;

    static HashShares of(int hashMegabytes) {
        int transposition = Math.max(1, hashMegabytes - hashMegabytes / 4);
        long left = ((long) hashMegabytes << 20) - TranspositionTable.bytesFor(transposition);
        return new HashShares(hashMegabytes, transposition, Math.max(0, left));
    }

    /** Whether the proof table is large enough to be worth using. */
    boolean proofSearch() {
        return proofBytes >= SMALLEST_PROOF_TABLE;
    }
}
