package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.problem.Stipulation;

/**
 * What a stopped search keeps of the first moves it settled, so that a later run can take the
 * problem up ({@link EarlierRun}): the moves proven to be neither keys nor tries. Together with
 * the keys, the tries and the moves left open they are every legal first move, each once; the
 * moves an earlier run ruled out are not examined again, and are kept as ruled out by a new stop.
 */
class RuledOutFirstMovesTest {
    /** matetrack-4521 (#10, key 1.Bh3): minutes of search; a fraction of a second settles few first moves. */
    private static final String MATETRACK_4521 = OpenFirstMovesTest.MATETRACK_4521;
    /** Howard 1938, a #3 with tries on one refutation each, solved in a moment. */
    private static final String HOWARD_1938 = OpenFirstMovesTest.HOWARD_1938;

    @Test
    void aStoppedSearchAccountsForEveryFirstMoveOnce() {
        for (int threads : new int[] {1, 2}) {
            SolutionTree tree = solve(MATETRACK_4521, "#10", keysOnly(threads).withMaxTimeMillis(800), move -> false);
            assertTrue(tree.partial());
            List<Integer> accounted = new ArrayList<>(tree.ruledOutFirstMoves());
            tree.openFirstMoves().forEach(m -> accounted.add(m.move()));
            tree.firstMoves().forEach(m -> accounted.add(m.move()));
            assertEquals(Set.copyOf(legalMoves(MATETRACK_4521)), new HashSet<>(accounted), threads + " threads");
            assertEquals(accounted.size(), new HashSet<>(accounted).size(), "each once: " + accounted);
        }
    }

    @Test
    void movesRuledOutEarlierAreNotExaminedAndAStopKeepsThemRuledOut() {
        List<Integer> legal = legalMoves(MATETRACK_4521);
        Set<Integer> earlier = new HashSet<>(legal.subList(0, 10));
        assertFalse(earlier.contains(org.passant.notation.Notation.parse(Position.fromFen(MATETRACK_4521), "Bh3")),
                "the key is not among them");
        SolutionTree tree = solve(MATETRACK_4521, "#10", keysOnly(1).withMaxTimeMillis(300), earlier::contains);
        assertTrue(tree.ruledOutFirstMoves().containsAll(earlier), tree.ruledOutFirstMoves().toString());
        assertTrue(tree.openFirstMoves().stream().noneMatch(m -> earlier.contains(m.move())));
        assertTrue(tree.notes().contains("taken up where an earlier run stopped: 10 of the " + legal.size()
                + " first moves, proven by it to be neither keys nor tries, were not examined again"), tree.notes().toString());
    }

    @Test
    void withEveryMoveButTheKeyAndTriesRuledOutTheAnswerIsTheSameForLessWork() {
        SolveOptions options = SolveOptions.defaults().withTries(true).withThreads(1);
        SolutionTree whole = solve(HOWARD_1938, "#3", options, move -> false);
        Set<Integer> settled = new HashSet<>();
        whole.firstMoves().forEach(m -> settled.add(m.move()));
        SolutionTree taken = solve(HOWARD_1938, "#3", options, move -> !settled.contains(move));
        assertEquals(Verdict.Kind.SOUND, taken.verdict().kind());
        assertEquals(whole.keys().stream().map(Key::move).toList(), taken.keys().stream().map(Key::move).toList());
        assertEquals(whole.tries().stream().map(Try::move).toList(), taken.tries().stream().map(Try::move).toList());
        assertFalse(taken.tries().isEmpty());
        assertTrue(taken.nodes() < whole.nodes(), taken.nodes() + " moves against " + whole.nodes());
        assertTrue(taken.ruledOutFirstMoves().isEmpty(), "a finished search keeps none: nothing is left to take up");
        assertFalse(whole.notes().stream().anyMatch(n -> n.startsWith("taken up")));
    }

    private static SolveOptions keysOnly(int threads) {
        return SolveOptions.defaults().withVariations(false).withThreads(threads);
    }

    private static SolutionTree solve(String fen, String stipulation, SolveOptions options, java.util.function.IntPredicate earlier) {
        Solver solver = new Solver(options.withHashMegabytes(16));
        return solver.solve(Position.fromFen(fen), Stipulation.parse(stipulation), solver.deadlineFromNow(), earlier);
    }

    private static List<Integer> legalMoves(String fen) {
        return OpenFirstMovesTest.legalMoves(fen);
    }
}
