package org.passant.retro;

import org.passant.board.Square;

/**
 * The ways a side's pawns can have come from distinct starting files with exactly a given number
 * of captures, one per change of file (a pawn on its n-th rank has moved n-2 times, so it changed
 * file at most that often). When the captures the pawns need equal the units the opponent lost,
 * every real history is one of these: each pawn changed file by captures alone, and made no
 * capture more.
 */
final class ExactCaptureAssignments {
    /** One assignment: pawn {@code i} stands on {@code square[i]} and came from file {@code origin[i]}. */
    interface Test {
        boolean holds(int[] square, int[] origin, int[] slack);
    }

    private ExactCaptureAssignments() {
    }

    /**
     * Whether some assignment of {@code pawns} (of {@code color}) to distinct files costs exactly
     * {@code captures} and passes {@code test}. {@code slack[i]} is how many ranks pawn {@code i}
     * advanced by steps, not by captures: with none, every move it made was a capture.
     */
    static boolean any(long pawns, int color, int captures, Test test) {
        int k = Long.bitCount(pawns);
        int[] square = new int[k];
        int i = 0;
        for (long rest = pawns; rest != 0; rest &= rest - 1) {
            square[i++] = Long.numberOfTrailingZeros(rest);
        }
        return search(square, color, new int[k], new int[k], 0, 0, captures, test);
    }

    private static boolean search(int[] square, int color, int[] origin, int[] slack, int j, int used, int budget, Test test) {
        if (j == square.length) {
            return budget == 0 && test.holds(square, origin, slack);
        }
        int file = Square.file(square[j]);
        int reach = Square.relativeRank(square[j], color) - 1;
        for (int g = Math.max(0, file - reach); g <= Math.min(7, file + reach); g++) {
            int cost = Math.abs(file - g);
            if ((used & 1 << g) != 0 || cost > budget) {
                continue;
            }
            origin[j] = g;
            slack[j] = reach - cost;
            if (search(square, color, origin, slack, j + 1, used | 1 << g, budget - cost, test)) {
                return true;
            }
        }
        return false;
    }
}
