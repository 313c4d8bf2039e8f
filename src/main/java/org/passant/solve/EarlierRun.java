package org.passant.solve;

import java.util.function.IntPredicate;
import org.passant.board.Position;
import org.passant.problem.Stipulation;

/**
 * What an earlier run of the same problem settled before it was stopped: the first moves it proved
 * to be neither keys nor tries, which a run that takes the problem up again need not examine. A
 * composer can so give a long problem its hours in pieces (--max-time, then --continue).
 *
 * <p>Exact only where the earlier run asked the same question: the same position, stipulation and
 * pruning options, and tries of no more refutations than it counted. The implementation (the
 * results file's record, read by the batch) answers "nothing" where it cannot tell.
 *
 * <p>Also what its proof-number search settled ({@link #restore}): facts about positions, true
 * in any problem of orthodox direct mate, which spare the moves being examined at the stop their
 * restart from nothing.
 */
@FunctionalInterface
public interface EarlierRun {
    /** No earlier run: every first move is examined. */
    EarlierRun NONE = (part, parts, position, stipulation, options) -> move -> false;

    /**
     * The first moves of one part of the problem that the earlier run ruled out.
     *
     * @param part        which part of a partial retro analysis (1-based; 1 of 1 for most problems)
     * @param parts       how many parts the problem has
     * @param position    the part's diagram, its rights set, where the moves are played
     * @param stipulation what this run asks
     * @param options     the options this run solves under (the problem's merged in)
     * @return whether a first move, legal in {@code position}, was ruled out by the earlier run
     */
    IntPredicate ruledOut(int part, int parts, Position position, Stipulation stipulation, SolveOptions options);

    /**
     * Reads what the earlier run's proof-number search settled and kept into {@code proofs}, before
     * the problem is solved again (once per problem, for all its parts); nothing by default.
     */
    default void restore(SettledProofs proofs) {
    }
}
