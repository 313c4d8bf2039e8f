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
 * <p>Shorter lines (short solutions) come first, as Popeye looks for them first. Then:
 *
 * <ul>
 * <li><b>Without {@code Option Intelligent}</b> Popeye searches depth first and prints each line
 * when it reaches the goal, so the lines come sorted move by move: where two lines part, the one
 * whose move comes first in that position comes first. Every move comes in Popeye's order of any
 * move ({@link PopeyeOrder}: origin squares a1 to h8), except the mating move of a helpmate,
 * which Popeye generates with its mating-move generator (origin squares h8 to a1), as it does for
 * the attacker's last move of a direct mate ({@link PopeyeAttackOrder}); a stalemate has no such
 * generator. So in Szöghy's h#2 (Aachener Nachrichten 1977) 1.Qc1-g5 comes before 1.Qc1-f4 (the
 * queen's farther squares first), and in an h#1 with White's rooks on d1 and e2 against Ka8 Pa7
 * Pb7, 1.h3-h2 Re2-e8 # comes before 1.h3-h2 Rd1-d8 # (the mating move from h8 down).
 * <li><b>With {@code Option Intelligent}</b> Popeye builds the final positions first and looks for
 * the lines to each in turn: the lines come in the order of their final pictures
 * ({@link FinalPicture}: the mated king's square, then the checking unit and where it checks
 * from), and lines with the same picture as without the option.
 * </ul>
 *
 * <p>How this was established: read from Popeye's source (the help play's move generation and
 * its mating-move generator for the last move; the intelligent mode's loops over the king's
 * square, the checking unit and its square), and checked against Popeye 4.104's own output for
 * problems/helpmates.inp: all 160 problems as the file has them (157 with
 * {@code Option Intelligent}), and 130 of them again without the option (the other 30 take
 * Popeye more than 30 s without it), come in this order. The intelligent order is exact as far
 * as {@link FinalPicture} reads; where two lines share a picture but end in different positions
 * (other units guard or block the flights), Popeye's deeper loops decide, and this order falls
 * back on the one without the option: right in the five such pairs of the file (problems 5, 6,
 * 50 twice and 54), not proven in general. Lines that end in the same position are found
 * together, depth first, as without the option.
 *
 * <p>Series play keeps the solver's order: neither rule has been checked for it.
 */
final class PopeyeHelpOrder {
    private final boolean mate;
    private final boolean intelligent;

    private PopeyeHelpOrder(boolean mate, boolean intelligent) {
        this.mate = mate;
        this.intelligent = intelligent;
    }

    /** The order of the lines of {@code stipulation}, with or without Popeye's {@code Option Intelligent}. */
    static PopeyeHelpOrder of(Stipulation stipulation, boolean intelligent) {
        return new PopeyeHelpOrder(stipulation.goal() == Goal.MATE, intelligent);
    }

    /** The lines in Popeye's order; series play as it is. */
    List<HelpSolution> sorted(List<HelpSolution> lines) {
        if (lines.size() < 2 || lines.stream().anyMatch(HelpSolution::series)) {
            return lines;
        }
        Comparator<Placed> order = Comparator.comparingInt(placed -> placed.line().moves().size());
        if (intelligent) {
            order = order.thenComparing(Placed::picture);
        }
        order = order.thenComparing((p, q) -> moveByMove(p.line(), q.line()));
        return lines.stream()
                .map(line -> new Placed(line, intelligent ? FinalPicture.of(line) : null))
                .sorted(order)
                .map(Placed::line)
                .toList();
    }

    /** A line with its final picture, read once (null where the order does not ask for it). */
    private record Placed(HelpSolution line, FinalPicture picture) {
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
