package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Squares that have never been empty: a pawn's starting square whose pawn never moved and was
 * captured there by the enemy pawn that still stands on it. No unit ever passed through such a
 * square, so it closes routes as a unit that never moved does ({@link PieceOrigins}).
 *
 * <p>The proof, for the pawn of one side (the victim) from file F, and the other side (the
 * capturer), whose pawn stands on that starting square:
 * <ol>
 * <li>the victim's pawns on the board need exactly the captures the capturer lost, and none of the
 *     ways to give them files within that count uses file F: the F-pawn is gone, and it made no
 *     capture (the others needed them all), so it never left file F;
 * <li>the capturer's pawn of file F has never moved (it is on its second rank), so the victim's
 *     F-pawn never got past it: it was not promoted, it was captured on file F;
 * <li>the capturer has all eight pawns and they need exactly the units the victim lost: every
 *     capture was a pawn's, each pawn's captures are its changes of file, and in every such
 *     history the only capture on file F is the last move of the pawn now on the victim's starting
 *     square, made with no step on the way (so at that one rank).
 * </ol>
 * So the F-pawn never moved, and was taken at home by the pawn that holds the square now.
 *
 * <p>Loyd (N.Y. State Chess Association 1894) is the case, with White's a-pawn still on a2:
 * White's pawn on a7 came from f2 by five captures in a row, the last b6xa7 taking Black's
 * a-pawn at home; so a7 was never empty, and with c7 never moved no bishop reached b8.
 */
final class HeldSquares {
    private HeldSquares() {
    }

    /** The squares of the diagram shown never to have been empty (0 if none). */
    static long of(RetroBoard b) {
        long held = 0;
        for (int capturer = Piece.WHITE; capturer <= Piece.BLACK; capturer++) {
            held |= heldAgainst(b, capturer);
        }
        return held;
    }

    private static long heldAgainst(RetroBoard b, int capturer) {
        int victim = capturer ^ 1;
        long pawns = b.pieces(capturer, Piece.PAWN);
        int victimHomeRank = victim == Piece.WHITE ? 1 : 6;
        int capturerHomeRank = capturer == Piece.WHITE ? 1 : 6;
        long candidates = 0;
        for (int f = 0; f < 8; f++) {
            int home = victimHomeRank * 8 + f;
            if ((pawns & bit(home)) != 0 && (pawns & bit(capturerHomeRank * 8 + f)) != 0) {
                candidates |= bit(home);
            }
        }
        if (candidates == 0 || Long.bitCount(pawns) != 8) {
            return 0;
        }
        int lostByVictim = 16 - Long.bitCount(b.byColor[victim]);
        if (PawnCaptures.minimum(pawns, capturer) != lostByVictim) {
            return 0;
        }
        long victimPawns = b.pieces(victim, Piece.PAWN);
        int lostByCapturer = 16 - Long.bitCount(b.byColor[capturer]);
        if (PawnCaptures.minimum(victimPawns, victim) != lostByCapturer) {
            return 0;
        }
        long held = 0;
        for (long rest = candidates; rest != 0; rest &= rest - 1) {
            int home = Long.numberOfTrailingZeros(rest);
            int f = Square.file(home);
            if (victimFilePossiblyOnBoard(victimPawns, victim, lostByCapturer, f)) {
                continue;
            }
            boolean elsewhere = ExactCaptureAssignments.any(pawns, capturer, lostByVictim,
                    (square, origin, slack) -> capturesOnFileOtherThan(square, origin, slack, capturer, f, home));
            if (!elsewhere) {
                held |= bit(home);
            }
        }
        return held;
    }

    /** Whether some assignment of the victim's pawns within its captures gives a pawn file {@code f}. */
    private static boolean victimFilePossiblyOnBoard(long victimPawns, int victim, int budget, int f) {
        for (long rest = victimPawns; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if (PawnCaptures.minimum(victimPawns, victim, 0L, budget, sq, f) <= budget) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether, in this assignment, a capture can land on file {@code f} anywhere but on
     * {@code home} as the last move of the pawn standing there.
     */
    private static boolean capturesOnFileOtherThan(int[] square, int[] origin, int[] slack, int capturer, int f, int home) {
        for (int i = 0; i < square.length; i++) {
            int file = Square.file(square[i]);
            int o = origin[i];
            boolean crosses = o != f && Math.min(o, file) <= f && f <= Math.max(o, file);
            if (!crosses) {
                continue;
            }
            // With no step, the capture onto file f is at one rank: the start rank plus the files crossed.
            if (slack[i] > 0 || square[i] != home) {
                return true;
            }
        }
        return false;
    }
}
