package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;

/**
 * The bounded help search finds exactly what the plain one finds, in the same order: every
 * solution, no other. The plain search (every move played out, {@link HelpSearch#plain}) is the
 * oracle, on the helpmates of the tests and the benchmark and on random positions.
 */
class HelpSearchBoundTest {
    private static final String CORPUS = "/solve/popeye-help-self/";

    static Stream<Arguments> helpProblems() throws IOException {
        List<Arguments> problems = new ArrayList<>();
        for (String name : resource(CORPUS + "index.txt").lines().filter(l -> !l.isBlank()).toList()) {
            Problem problem = ProblemReader.readString(resource(CORPUS + name + ".inp"), name).problems().get(0);
            problems.add(Arguments.of(name, problem));
        }
        Path bench = Path.of("problems/bench-stips.inp");
        for (Problem problem : ProblemReader.readString(Files.readString(bench), "bench-stips").problems()) {
            problems.add(Arguments.of(problem.id(), problem));
        }
        // The benchmark repeats some problems of the corpus: each position and stipulation once.
        Set<String> seen = new HashSet<>();
        return problems.stream().filter(a -> {
            Problem problem = (Problem) a.get()[1];
            Stipulation s = problem.stipulation().understood().orElseThrow();
            return s.play() == Play.HELP && seen.add(problem.fen() + " " + s.halfMoves() + " " + s.goal());
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("helpProblems")
    void everyHelpProblemHasTheSameSolutionsAsWithoutTheBound(String name, Problem problem) {
        Stipulation stipulation = problem.stipulation().understood().orElseThrow();
        Position p = Position.fromFen(problem.fen());
        // The lengths the solver searches: those of the stated one's parity (HelpSolver).
        for (int plies = 2 - stipulation.halfMoves() % 2; plies <= stipulation.halfMoves(); plies += 2) {
            assertSame(p, plies, stipulation.goal(), name);
        }
    }

    @Test
    void randomSparsePositionsHaveTheSameSolutions() {
        RandomPositions positions = new RandomPositions(56);
        int solved = 0;
        for (int i = 0; i < 400; i++) {
            Position p = positions.sparse(5);
            solved += assertSame(p, 2 + i % 3, Goal.MATE, Fen.write(p)) > 0 ? 1 : 0;
        }
        assertTrue(solved > 40, "positions with solutions: " + solved);
    }

    @Test
    void randomPlayWithKnightsPawnsAndBishopsHasTheSameSolutions() {
        // Where KingNetBound speaks most: no line piece but bishops, help mates and stalemates of
        // three to five half-moves.
        RandomPositions positions = new RandomPositions(57);
        int solved = 0;
        for (int i = 0; i < 400; i++) {
            Position p = positions.sparse(4, "PNB");
            Goal goal = i % 2 == 0 ? Goal.MATE : Goal.STALEMATE;
            solved += assertSame(p, 3 + i % 3, goal, Fen.write(p)) > 0 ? 1 : 0;
        }
        assertTrue(solved > 20, "positions with solutions: " + solved);
    }

    @Test
    void randomPositionsOfGamesHaveTheSameSolutions() {
        RandomPositions positions = new RandomPositions(78);
        for (int i = 0; i < 60; i++) {
            Position p = positions.fromGame(20 + i);
            assertSame(p, 2 + i % 2, Goal.MATE, Fen.write(p));
        }
    }

    @Test
    void stalemateGoalsAreUnchanged() {
        RandomPositions positions = new RandomPositions(90);
        int solved = 0;
        for (int i = 0; i < 300; i++) {
            Position p = positions.sparse(2 + i % 4);
            solved += assertSame(p, 2 + i % 3, Goal.STALEMATE, Fen.write(p)) > 0 ? 1 : 0;
        }
        assertTrue(solved > 20, "positions with solutions: " + solved);
    }

    /** Both searches from {@code p}; returns the number of solutions. */
    private static int assertSame(Position p, int plies, Goal goal, String what) {
        List<String> bounded = lines(new HelpSearch(new TranspositionTable(16)), p, plies, goal);
        List<String> plain = lines(HelpSearch.plain(new TranspositionTable(16)), p, plies, goal);
        assertEquals(plain, bounded, what + ", " + plies + " half-moves");
        return plain.size();
    }

    private static List<String> lines(HelpSearch search, Position p, int plies, Goal goal) {
        List<int[]> found = search.solutions(p.copy(), plies, goal, 0, new ArrayList<>());
        return found.stream().map(line -> String.join(" ", Arrays.stream(line).mapToObj(Move::uci).toList())).toList();
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = HelpSearchBoundTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
