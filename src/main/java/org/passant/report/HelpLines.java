package org.passant.report;

import java.util.List;
import org.passant.solve.HelpMove;
import org.passant.solve.HelpSolution;

/**
 * A solution of help play on one line, numbered by move pairs: as problemists print it
 * ({@code 1...Kd4 2.Qe5 Kxe5#}, short algebraic) and as Popeye prints it
 * ({@code   1.e6-e5 e7-e8=Q   2.e5-e4 + Qe8*e4 #}, long notation, three blanks before a move
 * number, a blank before each mark).
 */
final class HelpLines {
    private HelpLines() {
    }

    /** Short algebraic: 1.e5 e8=Q 2.e4+ Qxe4#. */
    static String text(HelpSolution solution) {
        StringBuilder line = new StringBuilder();
        List<HelpMove> moves = solution.moves();
        int offset = solution.startsMidMove() ? 1 : 0;
        for (int i = 0; i < moves.size(); i++) {
            HelpMove m = moves.get(i);
            int half = i + offset;
            if (half % 2 == 0) {
                line.append(i == 0 ? "" : " ").append(half / 2 + 1).append('.');
            } else if (i == 0) {
                line.append("1...");
            } else {
                line.append(' ');
            }
            line.append(Moves.san(m.fen(), m.move(), m.check(), m.goal()));
        }
        return line.toString();
    }

    /** Popeye's layout, with its two leading blanks. */
    static String popeye(HelpSolution solution, String goalMark) {
        StringBuilder line = new StringBuilder(" ");
        List<HelpMove> moves = solution.moves();
        int offset = solution.startsMidMove() ? 1 : 0;
        for (int i = 0; i < moves.size(); i++) {
            HelpMove m = moves.get(i);
            int half = i + offset;
            if (half % 2 == 0) {
                line.append(i == 0 ? " " : "   ").append(half / 2 + 1).append('.');
            } else if (i == 0) {
                line.append(" 1...");
            } else {
                line.append(' ');
            }
            line.append(Moves.popeye(m.fen(), m.move())).append(m.goal() ? goalMark : m.check() ? " +" : "");
        }
        return line.toString();
    }
}
