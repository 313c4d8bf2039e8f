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

    /**
     * Whether the side to move has a legal move and every one of them brings its opponent to
     * {@code goal}: the end of self play, where the side to move is forced to mate or stalemate.
     * The moves go to {@code scratch}; each one played is counted on {@code clock}.
     */
    static boolean forcedToReach(Goal goal, Position p, int[] scratch, SearchClock clock) {
        int count = MoveGenerator.legal(p, scratch, 0);
        if (count == 0) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            p.make(scratch[i]);
            clock.tick();
            boolean reached = reached(goal, p);
            p.unmake(scratch[i]);
            if (!reached) {
                return false;
            }
        }
        return true;
    }

    /** Whether the side to move is stalemated: not in check and without a legal move. */
    static boolean isStalemated(Position p) {
        return !p.inCheck() && !MoveGenerator.hasLegalMove(p, SCRATCH.get());
    }
}
