package org.passant.problem;

import java.util.ArrayList;
import java.util.List;

/**
 * Squares as indices 0..63 (a1 = 0, h1 = 7, a8 = 56) and their names. File letters may be upper
 * case in input ("KH1"): Popeye accepts that.
 */
final class Squares {

    static final int NONE = -1;

    private Squares() {
    }

    static int of(int file, int rank) {
        return rank * 8 + file;
    }

    static int file(int square) {
        return square % 8;
    }

    static int rank(int square) {
        return square / 8;
    }

    static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** The square named by the two characters of {@code text} at {@code at}, or {@link #NONE}. */
    static int parseAt(String text, int at) {
        if (at + 2 > text.length()) {
            return NONE;
        }
        char file = Character.toLowerCase(text.charAt(at));
        char rank = text.charAt(at + 1);
        if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
            return NONE;
        }
        return of(file - 'a', rank - '1');
    }

    /** A token that is exactly one square, or {@link #NONE}. */
    static int parse(String text) {
        return text.length() == 2 ? parseAt(text, 0) : NONE;
    }

    /**
     * A token that is nothing but squares ("c4c7e4f2g3"); null if it is empty or anything else is
     * in it, so that callers can tell a square list from a keyword.
     */
    static List<Integer> parseList(String text) {
        if (text.isEmpty() || text.length() % 2 != 0) {
            return null;
        }
        List<Integer> squares = new ArrayList<>();
        for (int at = 0; at < text.length(); at += 2) {
            int square = parseAt(text, at);
            if (square == NONE) {
                return null;
            }
            squares.add(square);
        }
        return squares;
    }
}
