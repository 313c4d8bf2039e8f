package org.passant.solve;

import java.util.List;

/**
 * One solution of help or series play: the half-moves from the diagram to the goal.
 *
 * @param moves           the half-moves in the order played
 * @param startsMidMove   the first half-move is the second half of move 1 (written "1..."): the
 *                        extra half-move of "h#2.5", or set play, where the side to move passes
 * @param seriesMoves     for series play, how many of the moves are the series (numbered one by
 *                        one, "1.Kb2 2.Kc3"); a move after them is the other side's reply that
 *                        reaches the goal (ser-h#, ser-s#). 0 for help play, numbered by pairs.
 */
public record HelpSolution(List<HelpMove> moves, boolean startsMidMove, int seriesMoves) {
    public HelpSolution {
        moves = List.copyOf(moves);
        if (seriesMoves < 0 || seriesMoves > moves.size()) {
            throw new IllegalArgumentException("series of " + seriesMoves + " moves in a line of " + moves.size());
        }
    }

    /** A solution of help play, numbered by move pairs. */
    public HelpSolution(List<HelpMove> moves, boolean startsMidMove) {
        this(moves, startsMidMove, 0);
    }

    /** Whether this is a line of series play. */
    public boolean series() {
        return seriesMoves > 0;
    }
}
