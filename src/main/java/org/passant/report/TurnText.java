package org.passant.report;

import org.passant.solve.Attack;
import org.passant.solve.Refutation;
import org.passant.solve.SolutionTree;

/** The short words of a turn for the results file and the summary: {@code Bb5,Bxe8}, as the reports write it. */
public final class TurnText {
    private TurnText() {
    }

    public static String of(SolutionTree tree, Attack a) {
        return Moves.san(tree.rules(), a.fen(), a.move(), a.second(), a.check(), a.mate());
    }

    public static String of(SolutionTree tree, Refutation r) {
        return Moves.san(tree.rules(), r.fen(), r.move(), r.second(), r.check(), r.mate());
    }
}
