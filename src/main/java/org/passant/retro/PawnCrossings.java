package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Pawns of opposite colours on one file cannot pass each other. When a white pawn stands above a
 * black pawn on a file, they cannot both have come from that file without ever leaving it: one of
 * them came from another file (a capture for each file changed) or went out and came back (two
 * captures). So the two sides' pawn captures cannot be counted apart: this rule tries every way
 * of choosing, for each such pair, which pawn left the file, and fails only if no choice keeps
 * both sides within the units the other side has lost.
 *
 * <p>Only called when each side's own count fits: the joint count then fails only because of the
 * crossings, which is what the defect says.
 */
final class PawnCrossings {
    private PawnCrossings() {
    }

    /**
     * The defect, or null when some choice fits: {@code whiteBudget} is how many captures White's
     * pawns may have made (the black units they can have taken), {@code blackBudget} Black's.
     */
    static Defect check(RetroBoard b, int whiteBudget, int blackBudget) {
        long white = b.pieces(Piece.WHITE, Piece.PAWN);
        long black = b.pieces(Piece.BLACK, Piece.PAWN);
        Crossings crossings = Crossings.of(white, black);
        int[] whiteSquares = crossings.whiteSquares();
        long[] below = crossings.below();
        int n = crossings.count();
        if (n == 0) {
            return null;
        }
        if (surelyFits(white, black, whiteSquares, below, n, whiteBudget, blackBudget)) {
            return null;
        }
        // Pawn structures repeat from position to position of a search (piece moves leave them
        // alone), so the answer is remembered per structure and budgets.
        Memo memo = MEMO.get();
        int slot = (int) ((white * 0x9E3779B97F4A7C15L ^ black * 0xC2B2AE3D27D4EB4FL) >>> 52) & (Memo.SIZE - 1);
        int budgets = whiteBudget << 8 | blackBudget;
        if (memo.white[slot] == white && memo.black[slot] == black && memo.budgets[slot] == budgets) {
            long involved = memo.involved[slot];
            return involved == 0 ? null : defect(involved, whiteBudget, blackBudget);
        }
        Defect d = search(white, black, crossings, whiteBudget, blackBudget);
        memo.white[slot] = white;
        memo.black[slot] = black;
        memo.budgets[slot] = budgets;
        memo.involved[slot] = d == null ? 0 : d.units();
        return d;
    }

    /**
     * A quick sufficient test: take a cheapest assignment without the crossings and send every
     * pawn of one colour that stands in a pair out and back (two captures more each, which its
     * advance must allow). If that fits, some choice fits; if not, the full search decides.
     */
    private static boolean surelyFits(long white, long black, int[] whiteSquares, long[] below, int n, int whiteBudget,
            int blackBudget) {
        int plainWhite = PawnCaptures.minimum(white, Piece.WHITE);
        int plainBlack = PawnCaptures.minimum(black, Piece.BLACK);
        long whiteOut = 0;
        long blackOut = 0;
        for (int i = 0; i < n; i++) {
            whiteOut |= bit(whiteSquares[i]);
            blackOut |= below[i];
        }
        // Out and back takes two captures, so two advances: a white pawn on its 4th rank or above.
        boolean whiteCanGoRound = (whiteOut & ((1L << 24) - 1)) == 0;
        boolean blackCanGoRound = (blackOut & -1L << 40) == 0;
        return whiteCanGoRound && plainWhite + 2 * Long.bitCount(whiteOut) <= whiteBudget && plainBlack <= blackBudget
                || blackCanGoRound && plainBlack + 2 * Long.bitCount(blackOut) <= blackBudget && plainWhite <= whiteBudget;
    }

    private static final ThreadLocal<Memo> MEMO = ThreadLocal.withInitial(Memo::new);

    /** A direct-mapped table: pawn structure and budgets to the pawns of the defect (0: none). */
    private static final class Memo {
        static final int SIZE = 4096;
        final long[] white = new long[SIZE];
        final long[] black = new long[SIZE];
        final int[] budgets = new int[SIZE];
        final long[] involved = new long[SIZE];

        Memo() {
            java.util.Arrays.fill(budgets, -1);
        }
    }

    private static Defect defect(long involved, int whiteBudget, int blackBudget) {
        return new Defect(DefectKind.PAWNS_CANNOT_HAVE_PASSED, Defect.BOTH_SIDES, Square.NONE, involved, whiteBudget, blackBudget);
    }

    /** Tries every choice of which pawn of each pair left the file. */
    private static Defect search(long white, long black, Crossings crossings, int whiteBudget, int blackBudget) {
        long involved = 0;
        for (int subset = 0; subset < 1 << crossings.count(); subset++) {
            long whiteLeft = crossings.whiteLeaving(subset);
            long blackLeft = crossings.blackLeaving(subset);
            involved |= whiteLeft | blackLeft;
            if (PawnCaptures.minimum(white, Piece.WHITE, whiteLeft, whiteBudget) <= whiteBudget
                    && PawnCaptures.minimum(black, Piece.BLACK, blackLeft, blackBudget) <= blackBudget) {
                return null;
            }
        }
        return defect(involved, whiteBudget, blackBudget);
    }

    /**
     * The white pawns that stand above black pawns of their file ({@code whiteSquares[i]}, for i
     * below {@code count}) and, for each, those black pawns ({@code below[i]}): the places where
     * pawns of both colours must have passed each other, which costs a capture.
     */
    record Crossings(int[] whiteSquares, long[] below, int count) {
        static Crossings of(long white, long black) {
            int[] whiteSquares = new int[8];
            long[] below = new long[8];
            int n = 0;
            for (long rest = white; rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                long under = black & (Bitboards.FILE_A << Square.file(sq)) & (bit(sq) - 1);
                if (under != 0) {
                    whiteSquares[n] = sq;
                    below[n] = under;
                    n++;
                }
            }
            return new Crossings(whiteSquares, below, n);
        }

        /** The white pawns that left their file when {@code subset} has bit i: at crossing i the white pawn left. */
        long whiteLeaving(int subset) {
            long left = 0;
            for (int i = 0; i < count; i++) {
                if ((subset & 1 << i) != 0) {
                    left |= bit(whiteSquares[i]);
                }
            }
            return left;
        }

        /** The black pawns that left their file under the same choice: those of every crossing the white pawn stayed at. */
        long blackLeaving(int subset) {
            long left = 0;
            for (int i = 0; i < count; i++) {
                if ((subset & 1 << i) == 0) {
                    left |= below[i];
                }
            }
            return left;
        }
    }
}
