package org.passant.report;

import java.util.Comparator;
import java.util.List;
import org.passant.notation.PopeyeOrder;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;
import org.passant.solve.HelpMove;
import org.passant.solve.HelpSolution;

/**
 * The order in which Popeye 4.104 prints the solutions of help play (h#n, h=n, h#n.5, their set
 * play) and of series play (ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n, ser-s=n), so that the
 * Popeye format can be diffed line for line against Popeye's output.
 *
 * <p>Shorter lines (short solutions) come first, as Popeye looks for them first. Then:
 *
 * <ul>
 * <li><b>Without {@code Option Intelligent}</b> Popeye searches depth first and prints each line
 * when it reaches the goal, so the lines come sorted move by move: where two lines part, the one
 * whose move comes first in that position comes first. Every move comes in Popeye's order of any
 * move ({@link PopeyeOrder}: origin squares a1 to h8), except a mating move that Popeye generates
 * with its mating-move generator (origin squares h8 to a1), as it does for the attacker's last
 * move of a direct mate ({@link PopeyeAttackOrder}). That generator serves the move that gives
 * the mate whenever it is a help move: the last move of a helpmate, the series side's last move
 * of a ser-#, the other side's mating reply of a ser-h#; it never serves a defence, so the
 * forced mate that ends a ser-s# comes in the order of any move, and a stalemate has no such
 * generator. So in Szöghy's h#2 (Aachener Nachrichten 1977) 1.Qc1-g5 comes before 1.Qc1-f4 (the
 * queen's farther squares first), in Bartel and Kniest's ser-h=3 (1970) the promotions of
 * 1.c2-c1 come Q, S, R, B, and in an h#1 or ser-h#1 with White's rooks on d1 and e2 against Ka8
 * Pa7 Pb7 Ph3, 1.h3-h2 Re2-e8 # comes before 1.h3-h2 Rd1-d8 # (the mating move from h8 down).
 * <li><b>With {@code Option Intelligent}</b> Popeye builds the final positions first and looks for
 * the lines to each in turn: the lines come in the order of their final pictures
 * ({@link FinalPicture}: the mated king's square, then the checking unit and where it checks
 * from), and lines with the same picture as without the option. The mode serves help play and
 * the series that have no defence in them (ser-#, ser-=, ser-h#, ser-h=); for ser-s# and ser-s=
 * Popeye says it cannot use it and solves as without the option.
 * </ul>
 *
 * <p>How this was established: read from Popeye's source (the help and series branches' move
 * generation; where it puts in the mating-move generator: a move generator that is no defender's,
 * with one move left and exactly one goal of mate or check after it; the intelligent mode's
 * loops over the king's square, the checking unit and its square, and which stipulations it
 * accepts), and checked against Popeye 4.104's own output: for problems/helpmates.inp, all 160
 * problems as the file has them (157 with {@code Option Intelligent}), and 130 of them again
 * without the option (the other 30 take Popeye more than 30 s without it); for
 * problems/series.inp, all 27 problems (32 with the twins) as the file has them (without the
 * option), and 26 of them again with it. The intelligent order is exact as far as
 * {@link FinalPicture} reads; where two lines share a picture but end in different positions
 * (other units guard or block the flights), Popeye's deeper loops decide, and this order falls
 * back on the one without the option: right in the five such pairs of helpmates.inp (problems
 * 5, 6, 50 twice and 54), wrong in two of series.inp with the option (problems 4 and 13, ser-h=
 * whose two stalemates differ in the piece White's last move promotes to, which Popeye's loop
 * over guarding pieces takes in its chain Q, S, R, B). Lines that end in the same position are
 * found together, depth first, as without the option.
 */
final class PopeyeHelpOrder {
    /** Whether the move that reaches the goal comes from Popeye's mating-move generator. */
    private final boolean matingMoveGenerated;
    private final boolean intelligent;

    private PopeyeHelpOrder(boolean matingMoveGenerated, boolean intelligent) {
        this.matingMoveGenerated = matingMoveGenerated;
        this.intelligent = intelligent;
    }

    /** The order of the lines of {@code stipulation}, with or without Popeye's {@code Option Intelligent}. */
    static PopeyeHelpOrder of(Stipulation stipulation, boolean intelligent) {
        // In ser-s# and ser-s= the goal is reached by the forced reply: Popeye plays it as a
        // defence, which the mating-move generator never serves and the intelligent mode refuses.
        boolean endsInDefence = stipulation.play() == Play.SERIES_SELF;
        return new PopeyeHelpOrder(stipulation.goal() == Goal.MATE && !endsInDefence, intelligent && !endsInDefence);
    }

    /** The lines in Popeye's order. */
    List<HelpSolution> sorted(List<HelpSolution> lines) {
        if (lines.size() < 2) {
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
        return PopeyeOrder.rank(move.move(), matingMoveGenerated && move.goal());
    }
}
