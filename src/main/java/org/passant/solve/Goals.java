package org.passant.solve;

import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * The goal tests of every play: whether the side to move is checkmated ({@link Checkmate}) or
 * stalemated (not in check, no legal move). Stateless; the scratch list is per thread so that the
 * searches allocate nothing.
 */
final class Goals {
    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MoveGenerator.MAX_MOVES]);

    private Goals() {
    }

    /** Whether the side to move has been brought to {@code goal}. */
    static boolean reached(Goal goal, Position p) {
        return goal == Goal.MATE ? Checkmate.isMated(p) : isStalemated(p);
    }

    /** Whether the side to move is stalemated: not in check and without a legal move. */
    static boolean isStalemated(Position p) {
        return !p.inCheck() && !MoveGenerator.hasLegalMove(p, SCRATCH.get());
    }
}
