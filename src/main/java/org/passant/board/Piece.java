package org.passant.board;

/**
 * Piece kinds, colours and the one-byte piece codes kept in the board's mailbox.
 *
 * <p>A code is {@code colour << 3 | type}, so that 0 means an empty square and the type
 * and colour come back with one mask or shift each.
 */
public final class Piece {
    public static final int NONE = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    private static final String FEN_LETTERS = " PNBRQK";

    private Piece() {
    }

    public static int code(int color, int type) {
        return color << 3 | type;
    }

    public static int type(int code) {
        return code & 7;
    }

    public static int color(int code) {
        return code >>> 3;
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public static char fenChar(int code) {
        char c = FEN_LETTERS.charAt(type(code));
        return color(code) == WHITE ? c : Character.toLowerCase(c);
    }

    /** The code for a FEN letter, or {@link #NONE} if the letter is not a piece. */
    public static int fromFenChar(char c) {
        int type = FEN_LETTERS.indexOf(Character.toUpperCase(c));
        if (type <= 0) {
            return NONE;
        }
        return code(Character.isUpperCase(c) ? WHITE : BLACK, type);
    }

    /** English upper-case letter of a type (N for the knight), as in short algebraic notation. */
    public static char letter(int type) {
        return FEN_LETTERS.charAt(type);
    }

    public static String colorName(int color) {
        return color == WHITE ? "White" : "Black";
    }

    public static String typeName(int type) {
        switch (type) {
            case PAWN: return "pawn";
            case KNIGHT: return "knight";
            case BISHOP: return "bishop";
            case ROOK: return "rook";
            case QUEEN: return "queen";
            case KING: return "king";
            default: return "none";
        }
    }
}
