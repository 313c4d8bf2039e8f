package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.passant.solve.HelpMove;
import org.passant.solve.HelpSolution;

/**
 * A solution of help play on one line, numbered by move pairs: as problemists print it
 * ({@code 1...Kd4 2.Qe5 Kxe5#}, short algebraic) and as Popeye prints it
 * ({@code   1.e6-e5 e7-e8=Q   2.e5-e4 + Qe8*e4 #}, long notation, three blanks before a move
 * number, a blank before each mark).
 */
public final class HelpLines {
    private HelpLines() {
    }

    /** Short algebraic: 1.e5 e8=Q 2.e4+ Qxe4#. */
    public static String text(HelpSolution solution) {
        return String.join(" ", numbered(solution));
    }

    /**
     * Each move of the short algebraic line with the number that goes before it, if any
     * ("1.e5", "e8=Q", "2.e4+", "Qxe4#"): the text line joins them with blanks, the HTML report
     * makes each one a move the reader can choose.
     */
    static List<String> numbered(HelpSolution solution) {
        List<HelpMove> moves = solution.moves();
        List<String> numbered = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            HelpMove m = moves.get(i);
            numbered.add(number(solution, i) + Moves.san(m.fen(), m.move(), m.check(), m.goal()));
        }
        return numbered;
    }

    /** What goes before the i-th move of the short line: "2.", "1..." for a line that starts with the second side, or nothing. */
    private static String number(HelpSolution solution, int i) {
        if (solution.series()) {
            return i < solution.seriesMoves() ? (i + 1) + "." : "";
        }
        int half = i + (solution.startsMidMove() ? 1 : 0);
        if (half % 2 == 0) {
            return (half / 2 + 1) + ".";
        }
        return i == 0 ? "1..." : "";
    }

    /** Popeye's layout, with its two leading blanks. */
    static String popeye(HelpSolution solution, String goalMark) {
        return line(solution, " ", " ", "   ", " 1...",
                m -> Moves.popeye(m.fen(), m.move()) + (m.goal() ? goalMark : m.check() ? " +" : ""));
    }

    /**
     * The moves numbered by pairs: {@code firstNumber} before the first move number and
     * {@code laterNumber} before the others, {@code blackFirst} when the line starts with the
     * second side's move, a blank between the two moves of a pair.
     */
    private static String line(HelpSolution solution, String lead, String firstNumber, String laterNumber, String blackFirst,
                               Function<HelpMove, String> written) {
        if (solution.series()) {
            return seriesLine(solution, lead, firstNumber, laterNumber, written);
        }
        StringBuilder line = new StringBuilder(lead);
        List<HelpMove> moves = solution.moves();
        int offset = solution.startsMidMove() ? 1 : 0;
        for (int i = 0; i < moves.size(); i++) {
            int half = i + offset;
            if (half % 2 == 0) {
                line.append(i == 0 ? firstNumber : laterNumber).append(half / 2 + 1).append('.');
            } else if (i == 0) {
                line.append(blackFirst);
            } else {
                line.append(' ');
            }
            line.append(written.apply(moves.get(i)));
        }
        return line.toString();
    }

    /**
     * A series line: each move of the series numbered on its own ("1.Kb2 2.Kc3 3.Qe8#"), the
     * other side's reply after the last one without a number ("1.a2 2.a1=Q Rb8#"), as Popeye
     * prints it ({@code   1.a3-a2   2.a2-a1=Q Rb1-b8 #}).
     */
    private static String seriesLine(HelpSolution solution, String lead, String firstNumber, String laterNumber,
                                     Function<HelpMove, String> written) {
        StringBuilder line = new StringBuilder(lead);
        List<HelpMove> moves = solution.moves();
        for (int i = 0; i < moves.size(); i++) {
            if (i < solution.seriesMoves()) {
                line.append(i == 0 ? firstNumber : laterNumber).append(i + 1).append('.');
            } else {
                line.append(' ');
            }
            line.append(written.apply(moves.get(i)));
        }
        return line.toString();
    }
}
