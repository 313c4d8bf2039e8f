package org.passant.retro;

import java.util.Arrays;
import org.passant.board.Square;

/**
 * The fewest captures a side's pawns must have made to stand where they stand: each pawn came
 * from its own starting file, and every change of file is a capture. A pawn on its n-th rank
 * has made only n-2 moves, so it cannot have changed file more often than that.
 *
 * <p>Solved exactly as an assignment of pawns to distinct starting files (a small dynamic
 * programme over sets of files); only needed when two pawns share a file, since otherwise
 * every pawn may be the one of its own file.
 */
final class PawnCaptures {
    /** Larger than any real number of captures: no assignment exists. */
    static final int IMPOSSIBLE = 99;

    private PawnCaptures() {
    }

    static int minimum(long pawns, int color) {
        return minimum(pawns, color, 0L);
    }

    /**
     * As {@link #minimum(long, int)}, where the pawns of {@code leftTheirFile} are known to have
     * stood off their present file at some time: such a pawn, if it came from its own file, went
     * out and back, two captures.
     */
    static int minimum(long pawns, int color, long leftTheirFile) {
        return minimum(pawns, color, leftTheirFile, IMPOSSIBLE - 1);
    }

    /**
     * As {@link #minimum(long, int, long)}, but only up to {@code budget}: any answer above it is
     * given as {@link #IMPOSSIBLE} (which is all a caller comparing with a budget needs, and
     * spares the assignments that cost too much).
     */
    static int minimum(long pawns, int color, long leftTheirFile, int budget) {
        return minimum(pawns, color, leftTheirFile, budget, Square.NONE, -1);
    }

    /**
     * As {@link #minimum(long, int, long, int)}, where the pawn on {@code fixedSquare} must have
     * come from {@code fixedFile} (no pawn fixed when the square is {@link Square#NONE}): asked
     * file by file, this tells which origins some assignment within the budget allows.
     */
    static int minimum(long pawns, int color, long leftTheirFile, int budget, int fixedSquare, int fixedFile) {
        long files = 0;
        boolean doubled = false;
        for (long rest = pawns; rest != 0; rest &= rest - 1) {
            long f = 1L << Square.file(Long.numberOfTrailingZeros(rest));
            doubled |= (files & f) != 0;
            files |= f;
        }
        if (!doubled && leftTheirFile == 0 && fixedSquare == Square.NONE) {
            return 0;
        }
        return assign(pawns, color, leftTheirFile, budget, fixedSquare, fixedFile, new int[0]);
    }

    /**
     * As {@link #minimum(long, int, long, int)}, with pawns that are no longer on the board but
     * whose file is known: for each, {@code gone[i]} is the file it stood on on its last rank but
     * one, just before it promoted (a promoted piece that can only have been promoted there). Such
     * a pawn came from its own starting file too, and made up to five moves.
     */
    static int minimumWithPromoted(long pawns, int color, int[] gone, int budget) {
        return assign(pawns, color, 0L, budget, Square.NONE, -1, gone);
    }

    private static int assign(long pawns, int color, long leftTheirFile, int budget, int fixedSquare, int fixedFile,
            int[] gone) {
        int k = Long.bitCount(pawns) + gone.length;
        if (k > 8) {
            return IMPOSSIBLE;
        }
        int[] file = new int[k];
        int[] reach = new int[k];
        boolean[] left = new boolean[k];
        int fixed = -1;
        int i = 0;
        for (long rest = pawns; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            file[i] = Square.file(sq);
            reach[i] = Square.relativeRank(sq, color) - 1;
            left[i] = (leftTheirFile & 1L << sq) != 0;
            if (sq == fixedSquare) {
                fixed = i;
            }
            i++;
        }
        for (int g : gone) {
            file[i] = g;
            reach[i] = 5; // from its second rank to its seventh
            i++;
        }
        int[] best = new int[256];
        Arrays.fill(best, IMPOSSIBLE);
        best[0] = 0;
        // Pawn j is assigned when the set of used files has j members.
        for (int mask = 0; mask < 256; mask++) {
            int j = Integer.bitCount(mask);
            if (best[mask] > budget || j >= k) {
                continue;
            }
            for (int g = Math.max(0, file[j] - reach[j]); g <= Math.min(7, file[j] + reach[j]); g++) {
                if ((mask & 1 << g) != 0 || j == fixed && g != fixedFile) {
                    continue;
                }
                int cost = file[j] == g && left[j] ? 2 : Math.abs(file[j] - g);
                if (cost <= reach[j] && best[mask] + cost <= budget && best[mask] + cost < best[mask | 1 << g]) {
                    best[mask | 1 << g] = best[mask] + cost;
                }
            }
        }
        int min = IMPOSSIBLE;
        for (int mask = 0; mask < 256; mask++) {
            if (Integer.bitCount(mask) == k) {
                min = Math.min(min, best[mask]);
            }
        }
        return min;
    }
}
