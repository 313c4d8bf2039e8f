package org.passant.board;

/** Squares as indices 0..63: a1 = 0, b1 = 1, ..., h8 = 63. */
public final class Square {
    public static final int NONE = -1;

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank << 3 | file;
    }

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    /** The rank as seen from the given side: 0 is that side's first rank. */
    public static int relativeRank(int square, int color) {
        return color == Piece.WHITE ? rank(square) : 7 - rank(square);
    }

    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** Parses "e4"; returns {@link #NONE} for anything else. */
    public static int parse(CharSequence text) {
        if (text.length() != 2) {
            return NONE;
        }
        int file = text.charAt(0) - 'a';
        int rank = text.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return NONE;
        }
        return of(file, rank);
    }
}
