package org.passant.solve;

/**
 * What examining one first move found: a key, a try or neither, and how its tree was built.
 *
 * @param found      the {@link Key} or {@link Try}, or null for a move that is neither
 * @param treeMoves  the moves its tree shows below the first move (what it took from a tree budget)
 * @param apart      whether the tree was built with a budget of its own (by a thread of a split),
 *                   to be taken from the problem's budget in the order of the moves, or rebuilt
 *                   where that budget is short; false when it was built with the problem's budget
 * @param cutApart   whether its own budget was too small for the tree
 */
record FirstMoveOutcome(FirstMove found, long treeMoves, boolean apart, boolean cutApart) {
    static final FirstMoveOutcome NEITHER = new FirstMoveOutcome(null, 0, false, false);
}
