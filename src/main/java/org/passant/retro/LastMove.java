package org.passant.retro;

import java.util.List;

/**
 * One last move of the side not to move: the move, the unit types it may have taken when it is
 * an un-capture ({@link org.passant.board.Piece} types; empty for a move without capture and
 * for e.p.), and, for an impossible move, its {@link Refutation} (null for a possible one).
 */
public record LastMove(Retraction move, List<Integer> uncaptured, Refutation refutation) {
    public LastMove {
        uncaptured = List.copyOf(uncaptured);
    }

    public boolean possible() {
        return refutation == null;
    }
}
