package org.passant.board;

/** Castling rights as four bits, and which rights a move from or to a square destroys. */
public final class Castling {
    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;
    public static final int ALL = 15;

    /** Rights kept when a piece leaves or arrives on a square (a king or rook moves, a rook is captured). */
    private static final int[] KEPT = new int[64];

    static {
        java.util.Arrays.fill(KEPT, ALL);
        KEPT[Square.E1] = ALL & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        KEPT[Square.H1] = ALL & ~WHITE_KINGSIDE;
        KEPT[Square.A1] = ALL & ~WHITE_QUEENSIDE;
        KEPT[Square.E8] = ALL & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        KEPT[Square.H8] = ALL & ~BLACK_KINGSIDE;
        KEPT[Square.A8] = ALL & ~BLACK_QUEENSIDE;
    }

    private Castling() {
    }

    static int keptAfterTouching(int square) {
        return KEPT[square];
    }

    public static int kingside(int color) {
        return color == Piece.WHITE ? WHITE_KINGSIDE : BLACK_KINGSIDE;
    }

    public static int queenside(int color) {
        return color == Piece.WHITE ? WHITE_QUEENSIDE : BLACK_QUEENSIDE;
    }

    /** Both rights of one side. */
    public static int of(int color) {
        return kingside(color) | queenside(color);
    }

    /** The king's home square for a right. */
    public static int kingSquare(int right) {
        return right <= WHITE_QUEENSIDE ? Square.E1 : Square.E8;
    }

    /** The rook's home square for a right. */
    public static int rookSquare(int right) {
        switch (right) {
            case WHITE_KINGSIDE: return Square.H1;
            case WHITE_QUEENSIDE: return Square.A1;
            case BLACK_KINGSIDE: return Square.H8;
            default: return Square.A8;
        }
    }

    /** FEN letters for a set of rights, "-" when none. */
    public static String fen(int rights) {
        StringBuilder sb = new StringBuilder();
        if ((rights & WHITE_KINGSIDE) != 0) sb.append('K');
        if ((rights & WHITE_QUEENSIDE) != 0) sb.append('Q');
        if ((rights & BLACK_KINGSIDE) != 0) sb.append('k');
        if ((rights & BLACK_QUEENSIDE) != 0) sb.append('q');
        return sb.length() == 0 ? "-" : sb.toString();
    }

    public static String describe(int right) {
        switch (right) {
            case WHITE_KINGSIDE: return "White 0-0";
            case WHITE_QUEENSIDE: return "White 0-0-0";
            case BLACK_KINGSIDE: return "Black 0-0";
            default: return "Black 0-0-0";
        }
    }
}
