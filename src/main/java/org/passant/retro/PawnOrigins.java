package org.passant.retro;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * The pawns whose starting file is forced: the same in every assignment that the capture
 * counting of {@link StaticRules} and {@link PawnCrossings} accepts. A pawn is named only when
 * that file is not its present one (a pawn that may have stayed on its file tells nothing); when
 * two or more files remain possible, nothing is said, since any one of them would be a guess.
 *
 * <p>Every choice of which pawn of a crossing pair left the file is tried, as in
 * {@link PawnCrossings}; a file is possible for a pawn when, under some choice that lets both
 * sides fit their budgets, an assignment of that side's pawns within its budget sends the pawn
 * there.
 */
final class PawnOrigins {
    private PawnOrigins() {
    }

    static List<PawnOrigin> forced(RetroBoard b) {
        int[] possible = possibleFiles(b);
        if (possible == null) {
            return List.of();
        }
        List<PawnOrigin> forced = new ArrayList<>();
        for (int color : new int[] {Piece.WHITE, Piece.BLACK}) {
            for (long rest = b.pieces(color, Piece.PAWN); rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                int files = possible[sq];
                int origin = Integer.numberOfTrailingZeros(files);
                if (Integer.bitCount(files) == 1 && origin != Square.file(sq)) {
                    forced.add(new PawnOrigin(color, sq, origin, Math.abs(origin - Square.file(sq))));
                }
            }
        }
        return List.copyOf(forced);
    }

    /**
     * Per square of a pawn, the starting files (bit 0 for the a-file) that some fitting assignment
     * gives it: the pawn's true file is always among them. Null when nothing is learnt: no pawn is
     * doubled and none crosses another (every pawn may be its own file's), or no assignment fits
     * (the diagram is illegal, which other rules say).
     */
    static int[] possibleFiles(RetroBoard b) {
        long white = b.pieces(Piece.WHITE, Piece.PAWN);
        long black = b.pieces(Piece.BLACK, Piece.PAWN);
        int whiteBudget = StaticRules.pawnCaptureBudget(b, Piece.WHITE);
        int blackBudget = StaticRules.pawnCaptureBudget(b, Piece.BLACK);
        PawnCrossings.Crossings crossings = PawnCrossings.Crossings.of(white, black);
        int n = crossings.count();
        // Without doubled pawns or crossings every pawn may be the one of its own file.
        if (n == 0 && !doubled(white) && !doubled(black)) {
            return null;
        }
        int[] possible = new int[64];
        boolean anyFits = false;
        for (int subset = 0; subset < 1 << n; subset++) {
            long whiteLeft = crossings.whiteLeaving(subset);
            long blackLeft = crossings.blackLeaving(subset);
            if (PawnCaptures.minimum(white, Piece.WHITE, whiteLeft, whiteBudget) > whiteBudget
                    || PawnCaptures.minimum(black, Piece.BLACK, blackLeft, blackBudget) > blackBudget) {
                continue;
            }
            anyFits = true;
            collect(white, Piece.WHITE, whiteLeft, whiteBudget, possible);
            collect(black, Piece.BLACK, blackLeft, blackBudget, possible);
        }
        return anyFits ? possible : null;
    }

    private static void collect(long pawns, int color, long left, int budget, int[] possible) {
        for (long rest = pawns; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int reach = Square.relativeRank(sq, color) - 1;
            int file = Square.file(sq);
            for (int g = Math.max(0, file - reach); g <= Math.min(7, file + reach); g++) {
                if ((possible[sq] & 1 << g) == 0
                        && PawnCaptures.minimum(pawns, color, left, budget, sq, g) <= budget) {
                    possible[sq] |= 1 << g;
                }
            }
        }
    }

    private static boolean doubled(long pawns) {
        long files = 0;
        for (long rest = pawns; rest != 0; rest &= rest - 1) {
            long f = 1L << Square.file(Long.numberOfTrailingZeros(rest));
            if ((files & f) != 0) {
                return true;
            }
            files |= f;
        }
        return false;
    }
}
