package org.passant.solve;

/**
 * Whether a cut-off is still worth asking for, from how often it has cut so far: a test that
 * costs about as much as the work it may save pays only where it cuts often. Asked always for
 * the first {@link #WARM_UP} positions, then only while at least one in {@code rarity} was cut;
 * below that, one position in {@link #SAMPLE} is still asked, so that the rate follows the search
 * into parts of the tree where the test cuts more. Skipping a cut-off never changes what a search
 * finds, only how long it takes. Not thread-safe.
 */
final class CutRate {
    static final int WARM_UP = 4_096;
    static final int SAMPLE = 64;

    private final int rarity;
    private long asked;
    private long cut;
    private long skipped;

    /** A cut-off worth asking for while it cuts at least one position in {@code rarity}. */
    CutRate(int rarity) {
        this.rarity = rarity;
    }

    /** Whether to ask the test for the next position; if so, {@link #record} its answer. */
    boolean worthAsking() {
        if (asked < WARM_UP || cut * rarity >= asked) {
            return true;
        }
        return ++skipped % SAMPLE == 0;
    }

    /** Counts an answer of the test: whether it cut the position. */
    void record(boolean wasCut) {
        asked++;
        if (wasCut) {
            cut++;
        }
    }

    /** Starts counting afresh (a new problem). */
    void reset() {
        asked = 0;
        cut = 0;
        skipped = 0;
    }
}
