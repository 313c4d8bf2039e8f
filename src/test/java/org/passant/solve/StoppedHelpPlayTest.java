package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.problem.WrittenStipulation;

/**
 * A help or series search stopped in the middle of a line (--max-time) still lists the shorter
 * solutions it had proven, written from the diagram: the search plays on a board of its own,
 * which the stop leaves wherever it was.
 */
class StoppedHelpPlayTest {
    /**
     * Black's king shut in on a8 by the king on b6: after any black move, 1...Rc8#; the knights and
     * the bishop make the longer lengths take far more than the search's first check of the clock.
     */
    private static final String MATE_AFTER_ANY_MOVE = "k7/3p4/1K6/8/4NN2/6B1/6Pp/2R5 b - - 0 1";

    @Test
    void aHelpmateStoppedAtTheLongerLengthsListsTheHelpmatesInOne() {
        SolutionTree tree = stopped("h#5", 1);
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        List<String> lines = lines(tree);
        assertTrue(lines.containsAll(List.of("h2h1q c1c8", "h2h1n c1c8", "d7d6 c1c8", "d7d5 c1c8")), lines.toString());
    }

    @Test
    void theSameWithTheFirstMovesSharedAmongThreads() {
        SolutionTree tree = stopped("h#5", 3);
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(lines(tree).contains("h2h1q c1c8"), lines(tree).toString());
    }

    @Test
    void aSeriesHelpmateStoppedListsTheSeriesFoundFromTheDiagram() {
        SolutionTree tree = stopped("ser-h#9", 1);
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(lines(tree).contains("h2h1q c1c8"), lines(tree).toString());
    }

    /** The problem stopped after a millisecond; every solution listed is written from the diagram. */
    private static SolutionTree stopped(String stipulation, int threads) {
        Solver solver = new Solver(SolveOptions.defaults().withHashMegabytes(8).withThreads(threads).withMaxTimeMillis(1));
        SolutionTree tree = solver.solve(MATE_AFTER_ANY_MOVE, WrittenStipulation.of(stipulation).understood().orElseThrow());
        for (HelpSolution solution : tree.helpSolutions()) {
            assertEquals(MATE_AFTER_ANY_MOVE, solution.moves().get(0).fen(), "the position before the first move");
        }
        return tree;
    }

    private static List<String> lines(SolutionTree tree) {
        return tree.helpSolutions().stream()
                .map(s -> String.join(" ", s.moves().stream().map(m -> Move.uci(m.move())).toList()))
                .toList();
    }
}
