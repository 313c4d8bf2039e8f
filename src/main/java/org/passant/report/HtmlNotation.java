package org.passant.report;

/**
 * Moves in the HTML report: the short algebraic of the text report, or with figurines in place
 * of the piece letters (Nf3 as ♘f3, e8=Q as e8=♕), as many problem magazines print them.
 */
final class HtmlNotation {
    private static final String LETTERS = "KQRBN";
    private static final String FIGURINES = "\u2654\u2655\u2656\u2657\u2658";

    private final boolean figurines;

    HtmlNotation(boolean figurines) {
        this.figurines = figurines;
    }

    /** A move as the text report writes it ("1.Nf3+", "exd8=Q#"), in this notation. */
    String move(String san) {
        if (!figurines) {
            return san;
        }
        StringBuilder out = new StringBuilder(san.length());
        for (int i = 0; i < san.length(); i++) {
            char c = san.charAt(i);
            int piece = LETTERS.indexOf(c);
            // A piece letter starts the move (after the number) or follows '=': squares and "e.p." are lower case.
            boolean pieceLetter = piece >= 0 && (i == 0 || !Character.isLetter(san.charAt(i - 1)));
            out.append(pieceLetter ? FIGURINES.charAt(piece) : c);
        }
        return out.toString();
    }
}
