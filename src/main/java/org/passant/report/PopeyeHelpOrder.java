package org.passant.report;

import java.util.Comparator;
import java.util.List;
import org.passant.notation.PopeyeOrder;
import org.passant.problem.Goal;
import org.passant.problem.Stipulation;
import org.passant.solve.HelpMove;
import org.passant.solve.HelpSolution;

/**
 * The order in which Popeye 4.104 prints the solutions of help play (h#n, h=n, h#n.5, their set
 * play), so that the Popeye format can be diffed line for line against Popeye's output.
 *
 * <p>Shorter lines (short solutions) come first, as Popeye looks for them first. Then Popeye
 * searches depth first and prints each line when it reaches the goal, so the lines come sorted
 * move by move: where two lines part, the one whose move comes first in that position comes first. Every move comes in Popeye's order of any
 * move ({@link PopeyeOrder}: origin squares a1 to h8), except the mating move of a helpmate,
 * which Popeye generates with its mating-move generator (origin squares h8 to a1), as it does for
 * the attacker's last move of a direct mate ({@link PopeyeAttackOrder}); a stalemate has no such
 * generator. So in Szöghy's h#2 (Aachener Nachrichten 1977) 1.Qc1-g5 comes before 1.Qc1-f4 (the
 * queen's farther squares first), and in an h#1 with White's rooks on d1 and e2 against Ka8 Pa7
 * Pb7, 1.h3-h2 Re2-e8 # comes before 1.h3-h2 Rd1-d8 # (the mating move from h8 down).
 *
 * <p>How this was established: read from Popeye's source (the help play's move generation and
 * its mating-move generator for the last move), and checked against Popeye 4.104's own output
 * for problems/helpmates.inp run without {@code Option Intelligent}: the 130 problems Popeye
 * solves in 30 s each without that option come in this order. With the option (which 157 of the
 * 160 ask for) Popeye prints in another order, which is not followed here yet.
 *
 * <p>Series play keeps the solver's order: neither rule has been checked for it.
 */
final class PopeyeHelpOrder {
    private final boolean mate;

    private PopeyeHelpOrder(boolean mate) {
        this.mate = mate;
    }

    /** The order of the lines of {@code stipulation}. */
    static PopeyeHelpOrder of(Stipulation stipulation) {
        return new PopeyeHelpOrder(stipulation.goal() == Goal.MATE);
    }

    /** The lines in Popeye's order; series play as it is. */
    List<HelpSolution> sorted(List<HelpSolution> lines) {
        if (lines.size() < 2 || lines.stream().anyMatch(HelpSolution::series)) {
            return lines;
        }
        Comparator<HelpSolution> order = Comparator.comparingInt(line -> line.moves().size());
        return lines.stream().sorted(order.thenComparing(this::moveByMove)).toList();
    }

    /** Where two lines of the same length part, the order of their moves in that position. */
    private int moveByMove(HelpSolution a, HelpSolution b) {
        List<HelpMove> x = a.moves();
        List<HelpMove> y = b.moves();
        for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
            if (x.get(i).move() != y.get(i).move()) {
                return Integer.compare(rank(x.get(i)), rank(y.get(i)));
            }
        }
        return Integer.compare(x.size(), y.size());
    }

    private int rank(HelpMove move) {
        return PopeyeOrder.rank(move.move(), mate && move.goal());
    }
}
