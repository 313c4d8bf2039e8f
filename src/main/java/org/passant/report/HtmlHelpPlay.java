package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Position;
import org.passant.solve.HelpMove;
import org.passant.solve.HelpSolution;
import org.passant.solve.SolutionTree;

/**
 * Help and series play as the HTML report shows it: the set play under its heading, then each
 * solution on a line of its own, numbered as the text report numbers it ("1.Kd4 Qe5 2.Kxe5 Qd6#",
 * "1.a3 2.a4 3.a5 4.a6 5.a7 6.a8=Q#"). A solution is a sequence, not a tree, so nothing folds
 * but the set play; every move shows the position after it, as in a tree.
 */
final class HtmlHelpPlay {
    private final HtmlNotation notation;

    HtmlHelpPlay(HtmlNotation notation) {
        this.notation = notation;
    }

    /** The set play (if asked for and found), then the solutions, in the solver's order (the text report's). */
    List<HtmlLine> lines(SolutionTree tree) {
        List<HtmlLine> lines = new ArrayList<>();
        if (!tree.helpSetPlay().isEmpty()) {
            HtmlLine head = HtmlLine.at(0).word("Set play:").mark("set");
            tree.helpSetPlay().forEach(s -> solution(head.child(), s));
            lines.add(head);
        }
        tree.helpSolutions().forEach(s -> lines.add(solution(HtmlLine.at(0).mark("solution"), s)));
        return lines;
    }

    private HtmlLine solution(HtmlLine line, HelpSolution solution) {
        List<String> written = HelpLines.numbered(solution);
        for (int i = 0; i < written.size(); i++) {
            HelpMove m = solution.moves().get(i);
            line.move(notation.move(written.get(i)), after(m));
        }
        return line;
    }

    /** The placement and side to move after the move, all the page's diagram needs. */
    private static String after(HelpMove m) {
        Position p = Position.fromFen(m.fen());
        p.make(m.move());
        String fen = p.toFen();
        return fen.substring(0, fen.indexOf(' ', fen.indexOf(' ') + 1));
    }
}
