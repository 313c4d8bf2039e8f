package org.passant.retro;

import org.passant.board.Square;

/**
 * A pawn whose starting file the capture counting proves: in every assignment of the side's
 * pawns to starting files that fits within the units the other side has lost (and lets pawns of
 * opposite colours on one file pass only by a capture), the pawn on {@code square} came from
 * {@code originFile}. Changing files took at least {@code captures} captures, one per file.
 *
 * @param color the pawn's colour, {@link org.passant.board.Piece#WHITE} or {@link org.passant.board.Piece#BLACK}
 * @param square where the pawn stands
 * @param originFile its starting file, 0 for the a-file
 * @param captures the fewest captures its path needs
 */
public record PawnOrigin(int color, int square, int originFile, int captures) {

    /** The file's letter, "e" for the e-file. */
    public String originFileName() {
        return String.valueOf((char) ('a' + originFile));
    }

    public String squareName() {
        return Square.name(square);
    }
}
