package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Square;

/**
 * Squares as problem input writes them: file letters may be upper case ("KH1", Popeye accepts
 * that), and a word may be nothing but squares ("c4c7e4f2g3"). The squares themselves are the
 * board's ({@link Square}).
 */
final class Squares {

    private Squares() {
    }

    static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    /** The square named by the two characters of {@code text} at {@code at}, or {@link Square#NONE}. */
    static int parseAt(String text, int at) {
        if (at + 2 > text.length()) {
            return Square.NONE;
        }
        char file = Character.toLowerCase(text.charAt(at));
        char rank = text.charAt(at + 1);
        if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
            return Square.NONE;
        }
        return Square.of(file - 'a', rank - '1');
    }

    /** A token that is exactly one square, or {@link Square#NONE}. */
    static int parse(String text) {
        return text.length() == 2 ? parseAt(text, 0) : Square.NONE;
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
            if (square == Square.NONE) {
                return null;
            }
            squares.add(square);
        }
        return squares;
    }
}
