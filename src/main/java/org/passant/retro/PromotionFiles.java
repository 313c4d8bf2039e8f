package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Promoted pieces tied to their promotion files, counted with the pawns' captures. A knight,
 * bishop, rook or queen that can never have stood on a starting square of its kind, because
 * units that never moved ({@link Walls}), squares never empty ({@link HeldSquares}) and pawns that
 * moved once ({@link OneMovePawns}, which held their starting square before and their present
 * one after) close its pocket at every moment of the game, is a promoted piece, and it was
 * promoted inside that pocket. Just before, its pawn stood behind the promotion square, straight
 * or diagonally (then the promotion took a unit), on a square that is not a wall.
 *
 * <p>That pawn came from a starting file of its own, distinct from those of the pawns still on
 * the board, and every change of file was a capture ({@link PawnCaptures}); the capture onto the
 * last rank is one more. When every way of placing the promotions needs more captures than the
 * opponent has lost units a pawn can have taken, the position cannot arise.
 *
 * <p>The case (built for the test, after the pockets of Keym's type D records): Black's bishop
 * on b1 behind White's unmoved b2 and c2 and the pawn that came to b3 from a2 can have stood only
 * on a2 and b1; it was promoted on b1, by a pawn that took a unit there from a2. With Black's a-
 * pawn still on a7, that pawn came from another file: two captures, and White may have lost only
 * one unit.
 *
 * <p>Over-estimates keep it a proof: every square the pocket's walls leave open counts as one the
 * piece may have stood on, any of them on the last rank as a promotion square, every open square
 * behind it as where the pawn stood.
 */
final class PromotionFiles {
    private static final int[] KINDS = {Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};
    /** Beyond this many ways of placing the promotions nothing is claimed (losing a proof, never making a false one). */
    private static final int MAX_WAYS = 512;

    private PromotionFiles() {
    }

    /** The first side (the one that moved last first) whose promotions and pawns need more captures than it can have made, or null. */
    static Defect check(RetroBoard b, long closed) {
        OneMovePawns.Events events = OneMovePawns.pawnEvents(b);
        int mover = b.sideToMove ^ 1;
        Defect d = check(b, mover, closed, events);
        return d != null ? d : check(b, mover ^ 1, closed, events);
    }

    static Defect check(RetroBoard b, int color, long closed, OneMovePawns.Events events) {
        long pocketed = 0;
        List<int[]> options = new ArrayList<>();
        // Now that the pawns have moved: a piece reached from a home past these is not shut in (the
        // first phase of everStood, but filled once from the homes and kept while the walls stay).
        Reaches now = Reaches.forPockets(color, closed | events.allAfter());
        for (int kind : KINDS) {
            long homes = PieceOrigins.homes(color, kind);
            long fromHomes = 0;
            for (long h = homes; h != 0; h &= h - 1) {
                fromHomes |= now.fromHome(kind, Long.numberOfTrailingZeros(h));
            }
            for (long rest = b.pieces(color, kind) & ~fromHomes; rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                long ever = OneMovePawns.everStood(kind, sq, homes, events, closed);
                if ((ever & homes) != 0) {
                    continue;
                }
                int[] feeders = feederOptions(color, ever, closed);
                if (feeders.length == 0) {
                    return null; // no promotion square at all: PieceOrigins names that
                }
                pocketed |= bit(sq);
                options.add(feeders);
            }
        }
        if (options.isEmpty()) {
            return null;
        }
        int budget = StaticRules.pawnCaptureBudget(b, color);
        int needed = fewestCaptures(b.pieces(color, Piece.PAWN), color, options, budget, true);
        if (needed <= budget) {
            return null;
        }
        // Counted again without the budget's cut-off, to name the real number.
        needed = fewestCaptures(b.pieces(color, Piece.PAWN), color, options, PawnCaptures.IMPOSSIBLE - 1, false);
        return new Defect(DefectKind.PROMOTIONS_NEED_MORE_CAPTURES, color, Long.numberOfTrailingZeros(pocketed), pocketed,
                needed, budget);
    }

    /**
     * Where the pawn of a piece promoted inside {@code pocket} can have stood just before: each
     * option is a file times two plus the captures the promotion itself made (0 straight, 1
     * diagonal), the cheaper kept for each file.
     */
    private static int[] feederOptions(int color, long pocket, long closed) {
        long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        int back = color == Piece.WHITE ? -8 : 8;
        int[] extraByFile = {-1, -1, -1, -1, -1, -1, -1, -1};
        for (long rest = pocket & lastRank; rest != 0; rest &= rest - 1) {
            int p = Long.numberOfTrailingZeros(rest);
            int straight = p + back;
            offer(extraByFile, straight, 0, closed);
            if (Square.file(p) > 0) {
                offer(extraByFile, straight - 1, 1, closed);
            }
            if (Square.file(p) < 7) {
                offer(extraByFile, straight + 1, 1, closed);
            }
        }
        int n = 0;
        int[] all = new int[8];
        for (int f = 0; f < 8; f++) {
            if (extraByFile[f] >= 0) {
                all[n++] = f * 2 + extraByFile[f];
            }
        }
        return java.util.Arrays.copyOf(all, n);
    }

    private static void offer(int[] extraByFile, int feeder, int extra, long closed) {
        if ((closed & bit(feeder)) != 0) {
            return;
        }
        int f = Square.file(feeder);
        if (extraByFile[f] < 0 || extra < extraByFile[f]) {
            extraByFile[f] = extra;
        }
    }

    /**
     * The fewest captures of the pawns and the promotions together, over every way of placing the
     * promotions (above the budget: more than it); with {@code withinBudget}, the first way within
     * the budget is enough.
     */
    private static int fewestCaptures(long pawns, int color, List<int[]> options, int budget, boolean withinBudget) {
        long ways = 1;
        for (int[] o : options) {
            ways *= o.length;
            if (ways > MAX_WAYS) {
                return 0;
            }
        }
        int k = options.size();
        int[] choice = new int[k];
        int[] files = new int[k];
        int best = PawnCaptures.IMPOSSIBLE;
        while (true) {
            int extra = 0;
            for (int i = 0; i < k; i++) {
                int option = options.get(i)[choice[i]];
                files[i] = option >> 1;
                extra += option & 1;
            }
            if (extra <= budget) {
                best = Math.min(best, extra + PawnCaptures.minimumWithPromoted(pawns, color, files.clone(), budget - extra));
                if (withinBudget && best <= budget) {
                    return best;
                }
            }
            int i = 0;
            while (i < k && ++choice[i] == options.get(i).length) {
                choice[i++] = 0;
            }
            if (i == k) {
                return best;
            }
        }
    }
}
