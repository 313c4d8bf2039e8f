package org.passant.solve;

/**
 * A first move a stopped search left open: not refuted, and not settled as a key with its tree.
 *
 * @param move          the first move, played in the diagram
 * @param forcesWithin  the attacker's moves (this one included) within which the move was proven
 *                      to force the goal before the stop: a key; 0 when nothing about it was settled
 * @param lengthSettled whether {@code forcesWithin} is the key's exact length (the stop came while
 *                      its tree was built), not only a bound (the stop came while shorter lengths
 *                      were asked)
 * @param beingExamined whether a thread had begun examining the move when the search stopped; the
 *                      others were not reached (a key is always being examined)
 */
public record OpenFirstMove(int move, int forcesWithin, boolean lengthSettled, boolean beingExamined) {
    /** Whether the move was proven to be a key. */
    public boolean isKey() {
        return forcesWithin > 0;
    }
}
