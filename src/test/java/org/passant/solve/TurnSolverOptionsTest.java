package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.RuleSet;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.WrittenStipulation;

/**
 * The solving options a problem in turns follows as an orthodox problem does: the time limit and
 * a stop from another thread (an unfinished verdict with what was proven), the table's size,
 * the maximum number of keys, set play and post-key play.
 */
class TurnSolverOptionsTest {
    /** Queen and king against king, Marseillais #2: many keys, among them 1.Kf5,Kf6, and mates in one turn. */
    private static final String QUEEN_AND_KING = "6k1/8/6K1/8/8/8/8/1Q6 w - - 0 1";
    /** The same after 1.Kf5,Kf6: Black to move, mated in one more white turn whatever it plays. */
    private static final String AFTER_KF5_KF6 = "6k1/8/5K2/8/8/8/8/1Q6 b - - 0 1";

    private static final SolveOptions BASE = SolveOptions.defaults().withHashMegabytes(8);

    private static SolutionTree solve(Solver solver, String fen, String stipulation) {
        Problem problem = CommandLineFen.problem(fen, WrittenStipulation.of(stipulation)).withVariant(RuleSet.MARSEILLAIS);
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, new ProblemSolver(solver).solve(problem));
        return solved.solution().parts().get(0).tree();
    }

    private static SolutionTree solve(SolveOptions options, String fen, String stipulation) {
        return solve(new Solver(options), fen, stipulation);
    }

    private static List<String> keys(SolutionTree tree) {
        return tree.keys().stream().map(k -> Move.uci(k.attack().move())
                + (k.attack().second() == null ? "" : "," + Move.uci(k.attack().second().move()))).toList();
    }

    @Test
    void aTimeLimitStopsTheTurnSearchWithAnUnfinishedVerdict() {
        SolutionTree tree = solve(BASE.withMaxTimeMillis(200), QUEEN_AND_KING, "#4");
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(tree.partial(), "the result says it is partial");
        assertTrue(tree.notes().stream().anyMatch(n -> n.contains("stopped after 0.2 s")), tree.notes().toString());
    }

    @Test
    void aStopRequestedFromAnotherThreadEndsTheTurnSearchAsUnfinished() throws Exception {
        Solver solver = new Solver(BASE);
        CompletableFuture<SolutionTree> running = CompletableFuture.supplyAsync(() -> solve(solver, QUEEN_AND_KING, "#4"));
        long waited = 0;
        while (solver.nodes() == 0 && waited < 30_000) { // the turn search is attached and counting
            Thread.sleep(10);
            waited += 10;
        }
        assertTrue(solver.nodes() > 0, "the solver's progress figure counts the turn search's moves");
        solver.requestStop();
        SolutionTree tree = running.get(30, TimeUnit.SECONDS);
        assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
        assertTrue(tree.notes().stream().anyMatch(n -> n.startsWith("the search was stopped;")), tree.notes().toString());
    }

    @Test
    void theTableIsSizedFromTheHashOption() {
        assertEquals(16, TurnSearch.tableBits(1), "1 MB holds 2^16 slots of 9 bytes");
        assertEquals(19, TurnSearch.tableBits(8));
        assertEquals(22, TurnSearch.tableBits(64), "the default 64 MB: 2^22 slots, 36 MB");
        assertEquals(30, TurnSearch.tableBits(65536), "at most 2^30 slots: the largest array Java allows");
        assertEquals(1 << 16, new TurnSearch(org.passant.board.TurnFen.parse(QUEEN_AND_KING, RuleSet.MARSEILLAIS), 1)
                .tableSlots());
    }

    @Test
    void aSmallTableFindsTheSameKeys() {
        SolutionTree small = solve(BASE.withHashMegabytes(1).withVariations(false), QUEEN_AND_KING, "#2");
        SolutionTree large = solve(BASE.withVariations(false), QUEEN_AND_KING, "#2");
        assertEquals(keys(large), keys(small));
        assertEquals(large.verdict().kind(), small.verdict().kind());
        assertEquals(Verdict.Kind.SHORT_SOLUTION, small.verdict().kind(), "a queen mates in one turn, 1.Qb7,Qg7#");
    }

    @Test
    void maxSolutionsStopsAfterThatManyKeysAndLeavesTheVerdictOpen() {
        SolutionTree all = solve(BASE.withVariations(false), QUEEN_AND_KING, "#2");
        assertTrue(all.keys().size() > 2, "the position has many keys: " + keys(all));
        SolutionTree two = solve(BASE.withVariations(false).withMaxSolutions(2), QUEEN_AND_KING, "#2");
        assertEquals(keys(all).subList(0, 2), keys(two), "the first two keys in the same order");
        assertTrue(two.notes().contains("stopped after 2 keys (maximum number of solutions)"), two.notes().toString());
        assertEquals(Verdict.Kind.COOKED, two.verdict().kind(), "two keys already cook the problem");
        SolutionTree one = solve(BASE.withVariations(false).withMaxSolutions(1), QUEEN_AND_KING, "#2");
        assertEquals(Verdict.Kind.UNFINISHED, one.verdict().kind(), "one key found, more may exist");
        assertTrue(one.notes().contains("stopped after 1 key (maximum number of solutions)"), one.notes().toString());
    }

    @Test
    void setPlayIsTheDefendersTurnWithTheAttackersPassedWhole() {
        SolutionTree tree = solve(BASE.withSetPlay(true), QUEEN_AND_KING, "#2");
        Defences set = tree.setPlay();
        assertNotNull(set, "set play is shown");
        // 1...Kf8,Kg8 (the king goes and comes back): 2.Qb8# is a single move, the check ending the turn.
        Variation back = set.variations().stream()
                .filter(v -> Move.uci(v.move()).equals("g8f8") && v.second() != null
                        && Move.uci(v.second().move()).equals("f8g8"))
                .findFirst().orElseThrow(() -> new AssertionError("1...Kf8,Kg8 is a set variation"));
        assertTrue(back.continuations().stream().anyMatch(a -> Move.uci(a.move()).equals("b1b8") && a.second() == null),
                "2.Qb8# mates in a turn of one move");
        assertFalse(tree.notes().stream().anyMatch(n -> n.contains("set play")), tree.notes().toString());
    }

    @Test
    void noSetPlayWhenTheAttackerIsInCheck() {
        SolutionTree tree = solve(BASE.withSetPlay(true), "6k1/8/6K1/8/8/8/8/1Q4r1 w - - 0 1", "#2");
        assertNull(tree.setPlay());
        assertTrue(tree.notes().contains("no set play: the side to move is in check, so its opponent cannot be to move"),
                tree.notes().toString());
    }

    @Test
    void postKeyPlayFromTheDefendersTurnIsSoundWhenEveryDefenceIsMated() {
        SolutionTree tree = solve(BASE.withPostKey(true), AFTER_KF5_KF6, "#2");
        assertNotNull(tree.postKeyPlay());
        assertTrue(tree.postKeyPlay().refutations().isEmpty(), "no black turn escapes");
        assertFalse(tree.postKeyPlay().variations().isEmpty());
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
    }
}
