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
        // For each white pawn standing above black pawns of its file: those black pawns.
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
        if (n == 0) {
            return null;
        }
        long involved = 0;
        for (int subset = 0; subset < 1 << n; subset++) {
            long whiteLeft = 0;
            long blackLeft = 0;
            for (int i = 0; i < n; i++) {
                if ((subset & 1 << i) != 0) {
                    whiteLeft |= bit(whiteSquares[i]);
                } else {
                    blackLeft |= below[i];
                }
            }
            involved |= whiteLeft | blackLeft;
            if (PawnCaptures.minimum(white, Piece.WHITE, whiteLeft) <= whiteBudget
                    && PawnCaptures.minimum(black, Piece.BLACK, blackLeft) <= blackBudget) {
                return null;
            }
        }
        return new Defect(DefectKind.PAWNS_CANNOT_HAVE_PASSED, Defect.BOTH_SIDES, Square.NONE, involved,
                whiteBudget, blackBudget);
    }
}
