package org.passant.board;

/**
 * The rules that decide a defect, on bare bitboards so that the board's {@link PositionValidator}
 * and the retro analysis (on its own board) decide each defect the same way, in one place. Each
 * returns the defect, or null when the rule does not fire.
 */
public final class DefectRules {
    /** The light squares, for bishops: the initial array has one bishop of each square colour a side. */
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private DefectRules() {
    }

    /** A side without a king, or with more than one. */
    public static Defect kings(int color, long kings) {
        int n = Long.bitCount(kings);
        if (n == 0) {
            return Defect.of(DefectKind.NO_KING, color);
        }
        return n > 1 ? Defect.counted(DefectKind.EXTRA_KINGS, color, n, 1) : null;
    }

    /** Pawns on the first or last rank, all of them in one defect. */
    public static Defect pawnsOnEdgeRanks(long pawns) {
        long edge = pawns & (Bitboards.RANK_1 | Bitboards.RANK_8);
        return edge == 0 ? null : Defect.at(DefectKind.PAWNS_ON_EDGE_RANK, Defect.BOTH_SIDES, Square.NONE, edge);
    }

    public static Defect pawnCount(int color, long pawns) {
        int n = Long.bitCount(pawns);
        return n > 8 ? Defect.counted(DefectKind.TOO_MANY_PAWNS, color, n, 8) : null;
    }

    public static Defect unitCount(int color, long units) {
        int n = Long.bitCount(units);
        return n > 16 ? Defect.counted(DefectKind.TOO_MANY_UNITS, color, n, 16) : null;
    }

    /**
     * More promoted pieces than missing pawns. The promoted pieces are the excess over the initial
     * array, bishops counted per square colour; {@code lightOriginals} and {@code darkOriginals}
     * say how many bishops of that square colour can be originals (1, or 0 when the original is
     * known to be gone). {@code cageHome} and {@code cage} name a closed-in bishop the caller
     * counted as gone ({@link Square#NONE} and 0 if none).
     */
    public static Defect promotedPieces(int color, long pawns, long queens, long rooks, long knights, long bishops,
                                        int lightOriginals, int darkOriginals, int cageHome, long cage) {
        int missing = 8 - Long.bitCount(pawns);
        int promoted = Math.max(0, Long.bitCount(queens) - 1)
                + Math.max(0, Long.bitCount(rooks) - 2)
                + Math.max(0, Long.bitCount(knights) - 2)
                + Math.max(0, Long.bitCount(bishops & LIGHT_SQUARES) - lightOriginals)
                + Math.max(0, Long.bitCount(bishops & ~LIGHT_SQUARES) - darkOriginals);
        if (missing < 0 || promoted <= missing) {
            return null;
        }
        return new Defect(DefectKind.TOO_MANY_PROMOTED_PIECES, color, cageHome, cage, promoted, missing);
    }

    /** The side not to move ({@code waiting}) has its king on {@code king} attacked by {@code checkers}. */
    public static Defect waitingSideInCheck(int waiting, int king, long checkers) {
        return checkers == 0 ? null : Defect.at(DefectKind.WAITING_SIDE_IN_CHECK, waiting, king, checkers);
    }

    /**
     * A check no single move can give: more than two checkers, two of which neither is a line
     * piece (a double check needs a discovered check), or two on one line through the king (no
     * single move opens a line on both sides of a king, nor discovers one line piece behind another).
     *
     * @param side     the side in check
     * @param sliders  the bishops, rooks and queens on the board (any colour)
     */
    public static Defect impossibleCheck(int side, int king, long checkers, long sliders) {
        int n = Long.bitCount(checkers);
        if (n > 2) {
            return Defect.at(DefectKind.TOO_MANY_CHECKERS, side, king, checkers);
        }
        if (n < 2) {
            return null;
        }
        int a = Long.numberOfTrailingZeros(checkers);
        int b = 63 - Long.numberOfLeadingZeros(checkers);
        if ((checkers & sliders) == 0) {
            return Defect.at(DefectKind.DOUBLE_CHECK_WITHOUT_LINE_PIECE, side, king, checkers);
        }
        // Two checkers on one side of the king would block each other, so in practice they stand on both sides.
        return Bitboards.aligned(a, b, king) ? Defect.at(DefectKind.DOUBLE_CHECK_ON_ONE_LINE, side, king, checkers) : null;
    }
}
