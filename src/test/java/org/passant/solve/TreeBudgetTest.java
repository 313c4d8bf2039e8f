package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.problem.Stipulation;

/**
 * --max-tree-nodes: a tree past its budget of moves is cut and says so; what the search decides
 * (keys, tries, refutations, the verdict) is the same as without a budget, and the result is not
 * called partial.
 */
class TreeBudgetTest {
    /** Kenneth S. Howard, 1938, #3 (data/positions.md): 1.d4!, with tries; 2,539 moves below its first moves with every option on. */
    private static final String HOWARD = HowardTest.HOWARD;
    private static final Stipulation MATE_IN_3 = Stipulation.parse("#3");

    /** Every display option of the issue: all defences, no threat, all short variations, set play, tries up to 20 refutations. */
    private static SolveOptions everything() {
        return SolveOptions.defaults().withHashMegabytes(16).withAllDefences(true).withThreats(false)
                .withShortVariations(SolveOptions.ShortVariations.ALL).withSetPlay(true).withTries(true).withMaxRefutations(20);
    }

    private static SolutionTree solve(SolveOptions options) {
        return new Solver(options).solve(HOWARD, MATE_IN_3);
    }

    @Test
    @DisplayName("Howard #3, every option, 10 moves: cut, with the note; keys, tries, refutations and verdict as without a budget")
    void aSmallBudgetCutsTheTreeButNotTheFindings() {
        SolutionTree whole = solve(everything().withMaxTreeNodes(0));
        SolutionTree cut = solve(everything().withMaxTreeNodes(10));

        assertFalse(whole.treeCut());
        assertTrue(moves(whole) > 10, "the whole tree is larger than the budget: " + moves(whole));
        assertTrue(cut.treeCut());
        assertTrue(moves(cut) <= 10, "moves shown: " + moves(cut));
        assertTrue(cut.notes().contains(Solver.treeCutNote(10)), cut.notes().toString());

        assertEquals(Verdict.Kind.SOUND, cut.verdict().kind());
        assertEquals(whole.verdict().kind(), cut.verdict().kind());
        assertEquals(whole.verdict().reasons(), cut.verdict().reasons(), "the cut is a note on the tree, not a reason for the verdict");
        assertEquals(Trees.keys(whole), Trees.keys(cut));
        assertEquals(whole.keys().get(0).mateLength(), cut.keys().get(0).mateLength());
        assertFalse(Trees.tries(whole).isEmpty());
        assertEquals(Trees.tries(whole), Trees.tries(cut));
        assertFalse(cut.partial(), "cut by the budget, not stopped by the clock");
    }

    @Test
    @DisplayName("a budget the tree fits in exactly is no cut; the default leaves Howard's tree whole")
    void aTreeThatFitsIsNotCut() {
        SolutionTree whole = solve(everything().withMaxTreeNodes(0));
        SolutionTree exact = solve(everything().withMaxTreeNodes(moves(whole)));
        assertFalse(exact.treeCut(), exact.notes().toString());
        assertEquals(moves(whole), moves(exact));
        assertTrue(exact.notes().isEmpty(), exact.notes().toString());
        SolutionTree byDefault = solve(everything());
        assertFalse(byDefault.treeCut());
        assertEquals(moves(whole), moves(byDefault));
        assertTrue(solve(everything().withMaxTreeNodes(moves(whole) - 1)).treeCut());
    }

    @Test
    @DisplayName("Howard #3, every option, with 3 threads: each budget cuts the trees at the same move as with one thread")
    void threadsCutAtTheSameMoveAsOneThread() {
        int whole = moves(solve(everything().withMaxTreeNodes(0)));
        for (int budget : new int[] {1, 5, 10, 25, 50, 100, whole / 2, whole - 1, whole, 0}) {
            SolutionTree one = solve(everything().withMaxTreeNodes(budget));
            SolutionTree three = solve(everything().withMaxTreeNodes(budget).withThreads(3));
            assertEquals(one.firstMoves(), three.firstMoves(), "keys and tries with their trees, budget " + budget);
            assertEquals(one.setPlay(), three.setPlay(), "budget " + budget);
            assertEquals(one.treeCut(), three.treeCut(), "budget " + budget);
            assertEquals(one.notes(), three.notes(), "budget " + budget);
            assertEquals(moves(one), moves(three), "budget " + budget);
        }
    }

    @Test
    @DisplayName("budgets that share a pool take no more moves together than the pool holds")
    void budgetsSharingAPoolTakeNoMoreThanItHolds() {
        java.util.concurrent.atomic.AtomicLong pool = new java.util.concurrent.atomic.AtomicLong(5);
        TreeBudget a = new TreeBudget(4, pool);
        TreeBudget b = new TreeBudget(4, pool);
        int taken = 0;
        for (int i = 0; i < 4; i++) {
            taken += a.take() ? 1 : 0;
            taken += b.take() ? 1 : 0;
        }
        assertEquals(5, taken);
        assertEquals(5, a.taken() + b.taken());
        assertTrue(a.spent() && b.spent(), "the pool is empty");
    }

    @Test
    @DisplayName("post-key play after each Howard try (#3 with the try played), 1 move: the refutations and 'no solution' stay")
    void postKeyRefutationsAreNeverCut() {
        SolutionTree whole = solve(everything().withMaxTreeNodes(0));
        for (Try t : whole.tries()) {
            Position afterTry = Position.fromFen(HOWARD);
            afterTry.make(t.move());
            SolveOptions postKey = SolveOptions.defaults().withHashMegabytes(16).withPostKey(true).withAllDefences(true);
            SolutionTree full = new Solver(postKey.withMaxTreeNodes(0)).solve(afterTry, MATE_IN_3);
            SolutionTree cut = new Solver(postKey.withMaxTreeNodes(1)).solve(afterTry, MATE_IN_3);
            assertEquals(moves(full.postKeyPlay()) > 1, cut.treeCut(), "cut exactly when the whole tree needs more than one move");
            assertEquals(Verdict.Kind.NO_SOLUTION, cut.verdict().kind());
            assertEquals(refutations(full.postKeyPlay()), refutations(cut.postKeyPlay()));
            assertEquals(refutations(t.attack().reply()), refutations(cut.postKeyPlay()));
        }
    }

    private static List<String> refutations(Defences d) {
        return d.refutations().stream().map(r -> org.passant.board.Move.uci(r.move())).sorted().toList();
    }

    /** Moves the builder added below the first moves (threats, variations, continuations, set play). */
    static int moves(SolutionTree tree) {
        int count = tree.setPlay() == null ? 0 : moves(tree.setPlay());
        for (FirstMove first : tree.firstMoves()) {
            count += first.attack().reply() == null ? 0 : moves(first.attack().reply());
        }
        return count;
    }

    private static int moves(Defences d) {
        int count = 0;
        if (d.threat() != null) {
            for (Attack a : d.threat().moves()) {
                count += 1 + (a.reply() == null ? 0 : moves(a.reply()));
            }
        }
        for (Variation v : d.variations()) {
            count++;
            for (Attack a : v.continuations()) {
                count += 1 + (a.reply() == null ? 0 : moves(a.reply()));
            }
        }
        return count;
    }
}
