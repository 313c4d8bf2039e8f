package org.passant.retro;

/**
 * How far the retro analysis may look: {@code maxDepth} plies taken back (the last move counts
 * as the first) and a budget of positions visited. Running out of either only makes the analysis
 * say "not proven" more often; it never makes it claim something false.
 */
public record RetroBounds(int maxDepth, long nodeBudget) {
    /** Enough for the classic one- and two-ply proofs with room to spare; a problem diagram takes milliseconds. */
    public static final RetroBounds DEFAULT = new RetroBounds(6, 2_000_000);

    public RetroBounds {
        if (maxDepth < 1 || maxDepth > 30) {
            throw new IllegalArgumentException("retraction depth must be between 1 and 30, found " + maxDepth);
        }
        if (nodeBudget < 1) {
            throw new IllegalArgumentException("node budget must be positive, found " + nodeBudget);
        }
    }
}
