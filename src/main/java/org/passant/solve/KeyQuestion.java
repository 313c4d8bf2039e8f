package org.passant.solve;

import org.passant.board.Position;

/**
 * The question a candidate key asks: after the first move has been played (the defender to move),
 * is the defender mated within {@code n} more moves of the attacker, against every defence?
 *
 * <p>A search that answers it may give up ({@link KeyAnswer#unknown()}); the caller then asks the
 * exact alpha-beta search instead, so an answer is never a guess. One instance per thread.
 */
public interface KeyQuestion {
    KeyAnswer ask(Position afterFirstMove, int n);
}
