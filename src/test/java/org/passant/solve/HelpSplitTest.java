package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Problem;
import org.passant.problem.Stipulation;

/**
 * Help play with its first moves shared among threads finds what one search finds, in the same
 * order: the one search is the oracle, on the helpmates of the tests and the benchmark (the
 * corpus of {@link HelpSearchBoundTest}) and on random positions, mates and stalemates.
 */
class HelpSplitTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.passant.solve.HelpSearchBoundTest#helpProblems")
    void everyHelpProblemHasTheSameSolutionsInTheSameOrderOnThreeThreads(String name, Problem problem) {
        Stipulation stipulation = problem.stipulation().understood().orElseThrow();
        Position p = Position.fromFen(problem.fen());
        for (int plies = 2 - stipulation.halfMoves() % 2; plies <= stipulation.halfMoves(); plies += 2) {
            assertSame(p, plies, stipulation.goal(), name);
        }
    }

    @Test
    void randomPositionsHaveTheSameSolutionsInTheSameOrder() {
        RandomPositions positions = new RandomPositions(91);
        int solved = 0;
        for (int i = 0; i < 150; i++) {
            Position p = positions.sparse(3 + i % 3);
            Goal goal = i % 3 == 0 ? Goal.STALEMATE : Goal.MATE;
            solved += assertSame(p, 3 + i % 3, goal, Fen.write(p)) > 0 ? 1 : 0;
        }
        assertTrue(solved > 10, "positions with solutions: " + solved);
    }

    @Test
    void aLimitOnTheSolutionsKeepsTheFirstInTheOrderOfTheMoves() {
        // Popeye 4.104's REGRESSIONS/4_47_to_4_49 problem 9, an h#2 with 340 solutions: the limit
        // keeps the first two as one search finds them (the threads then leave the work to one).
        Position p = Position.fromFen("n5Q1/8/8/8/6N1/K7/8/k7 b - - 0 1");
        List<String> all = lines(split(1), p, 4, Goal.MATE, 0);
        assertEquals(340, all.size());
        assertEquals(all.subList(0, 2), lines(split(3), p, 4, Goal.MATE, 2));
    }

    @Test
    void coresLentWhileTheSplitRunsJoinItAndChangeNothing() {
        // The h#2 with 340 solutions above, and random positions: one search with two lent cores
        // (a batch's, when it has no problem left for them) finds what one search alone finds.
        Position p = Position.fromFen("n5Q1/8/8/8/6N1/K7/8/k7 b - - 0 1");
        TranspositionTable table = new TranspositionTable(16);
        SpareCores cores = new SpareCores();
        cores.lend(2);
        HelpRecruits recruits = new HelpRecruits(cores, () -> new HelpSearch(table));
        HelpSplit lent = new HelpSplit(List.of(new HelpSearch(table)), recruits);
        assertEquals(lines(split(1), p, 4, Goal.MATE, 0), lines(lent, p, 4, Goal.MATE, 0));
        RandomPositions positions = new RandomPositions(17);
        for (int i = 0; i < 60; i++) {
            Position random = positions.sparse(3 + i % 3);
            Goal goal = i % 3 == 0 ? Goal.STALEMATE : Goal.MATE;
            assertEquals(lines(split(1), random, 3 + i % 3, goal, 0), lines(lent, random, 3 + i % 3, goal, 0), Fen.write(random));
        }
        assertFalse(recruits.all().isEmpty(), "a lent core joined");
        assertTrue(recruits.all().size() <= 2, "no more searches than cores lent: " + recruits.all().size());
        assertEquals(2, cores.available(), "every core given back");
    }

    private static int assertSame(Position p, int plies, Goal goal, String what) {
        List<String> one = lines(split(1), p, plies, goal, 0);
        assertEquals(one, lines(split(3), p, plies, goal, 0), what + ", " + plies + " half-moves");
        return one.size();
    }

    /** A split over {@code threads} searches on one table, as the solver makes it. */
    private static HelpSplit split(int threads) {
        TranspositionTable table = new TranspositionTable(16);
        return new HelpSplit(IntStream.range(0, threads).mapToObj(k -> new HelpSearch(table)).toList());
    }

    private static List<String> lines(HelpSplit split, Position p, int plies, Goal goal, int limit) {
        List<int[]> found = new ArrayList<>();
        split.solutions(p.copy(), plies, goal, limit, found);
        return found.stream().map(line -> String.join(" ", Arrays.stream(line).mapToObj(Move::uci).toList())).toList();
    }
}
