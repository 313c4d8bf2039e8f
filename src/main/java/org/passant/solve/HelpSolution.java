package org.passant.solve;

import java.util.List;

/**
 * One solution of a helpmate (or help stalemate): the half-moves from the diagram to the goal.
 *
 * @param moves           the half-moves in the order played
 * @param startsMidMove   the first half-move is the second half of move 1 (written "1..."): the
 *                        extra half-move of "h#2.5", or set play, where the side to move passes
 */
public record HelpSolution(List<HelpMove> moves, boolean startsMidMove) {
    public HelpSolution {
        moves = List.copyOf(moves);
    }
}
