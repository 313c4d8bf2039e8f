package org.passant.retro;

import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.DefectRules;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * A lost bishop needs a capture on its own colour. When a side's pawns need exactly as many
 * captures as the opponent has lost units, and that side still has all eight pawns, every lost
 * unit was taken by a pawn, each pawn made exactly as many captures as it changed files, and a
 * pawn that made no forward step besides those captures took everything on squares of one colour
 * (a capture keeps the colour of the square, a step changes it). If the opponent has no bishop of
 * one colour on the board, its original bishop of that colour was taken, so some pawn must be able
 * to capture on that colour; if no assignment of the pawns to their starting files allows it, the
 * position cannot arise.
 *
 * <p>Why all eight pawns: then none was promoted or captured, so no capture was made by a piece
 * that is a former pawn, and the assignment of the pawns to files is a full one. Why the exact
 * count: with any capture to spare, a piece or a pawn's extra detour could have taken the bishop.
 *
 * <p>Loyd (N.Y. State Chess Association 1894) is the case: White's pawn on a7 came from f2 by
 * five captures with no step between them, all on dark squares; Black's light bishop from c8 is
 * gone, so it fell to White's sixth capture, which must be on a light square.
 */
final class BishopCaptureColours {
    private BishopCaptureColours() {
    }

    /**
     * The defect when {@code color}'s pawns cannot have taken a lost bishop of the opponent on its
     * colour, or null. {@code needed} is the fewest captures those pawns need, as
     * {@link PawnCaptures#minimum(long, int)} gives it.
     */
    static Defect check(RetroBoard b, int color, int needed) {
        long pawns = b.pieces(color, Piece.PAWN);
        int lost = 16 - Long.bitCount(b.byColor[color ^ 1]);
        if (Long.bitCount(pawns) != 8 || needed != lost || needed == 0) {
            return null;
        }
        long bishops = b.pieces(color ^ 1, Piece.BISHOP);
        int goneColours = ((bishops & DefectRules.LIGHT_SQUARES) == 0 ? LIGHT : 0)
                | ((bishops & ~DefectRules.LIGHT_SQUARES) == 0 ? DARK : 0);
        if (goneColours == 0) {
            return null;
        }
        int wanted = goneColours;
        if (ExactCaptureAssignments.any(pawns, color, lost, (square, origin, slack) -> (colours(square, origin, slack) & wanted) == wanted)) {
            return null;
        }
        return new Defect(DefectKind.LOST_BISHOP_NOT_CAPTURABLE, color, Square.NONE, bishops, needed, goneColours);
    }

    /** Square colours, as bits of {@link Defect#limit()} in the defect. */
    static final int LIGHT = 1;
    static final int DARK = 2;

    /** The square colours on which the pawns of one assignment can have made their captures. */
    private static int colours(int[] square, int[] origin, int[] slack) {
        int can = 0;
        for (int i = 0; i < square.length; i++) {
            if (Square.file(square[i]) == origin[i]) {
                continue;
            }
            // A capture keeps a square's colour and a step changes it: with a step to spare the
            // captures can fall on either colour, without one all fall on the pawn's own colour.
            can |= slack[i] > 0 ? LIGHT | DARK : (DefectRules.LIGHT_SQUARES >>> square[i] & 1) != 0 ? LIGHT : DARK;
        }
        return can;
    }
}
