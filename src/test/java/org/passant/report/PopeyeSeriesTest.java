package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;

/**
 * The published series movers of {@code problems/series.inp} solved as a user solves them, and
 * Popeye 4.104's solutions ({@code solve/series/NN.out}) compared with ours in Popeye's layout, line
 * for line: the same lines in Popeye's order ({@link PopeyeHelpOrder}). The problems that take us
 * more than a second or so are the deep test's.
 */
class PopeyeSeriesTest {
    /** The problems (1-based, as numbered in the file) that take longer than a second here. */
    private static final Set<Integer> SLOW = Set.of(5, 6, 22);

    record Numbered(int number, Problem problem) {
        @Override
        public String toString() {
            return problem.id() + " " + problem.stipulation().text();
        }
    }

    static Stream<Numbered> all() throws IOException {
        List<Numbered> out = new ArrayList<>();
        for (Problem p : ProblemReader.read(Path.of("problems/series.inp"), null).problems()) {
            // ids are "series/5" or, for twins, "series/5a"
            out.add(new Numbered(Integer.parseInt(p.id().replaceAll("^.*/|[a-z]$", "")), p));
        }
        return out.stream();
    }

    static Stream<Numbered> quick() throws IOException {
        return all().filter(n -> !SLOW.contains(n.number()));
    }

    static Stream<Numbered> slow() throws IOException {
        return all().filter(n -> SLOW.contains(n.number()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quick")
    void popeyesSolutions(Numbered numbered) throws IOException {
        compare(numbered);
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("slow")
    void popeyesSolutionsOfTheLongerOnes(Numbered numbered) throws IOException {
        compare(numbered);
    }

    private static void compare(Numbered numbered) throws IOException {
        // Popeye knows no retro conventions: rights as read.
        ProblemSolver solver = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(16).withTrustRights(true));
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, solver.solve(numbered.problem()));
        SolutionTree tree = solved.solution().parts().get(0).tree();
        String ours = new PopeyeFormat(false).format(tree);
        List<String> expected = solutionLines(popeyeOutput(numbered.number()), numbered.problem().twinLabel());
        assertFalse(expected.isEmpty(), "Popeye solved every problem of the file");
        assertEquals(expected, solutionLines(ours, ""), ours);
        assertEquals(expected.size(), tree.helpSolutions().size());
    }

    private static String popeyeOutput(int number) throws IOException {
        String name = String.format("/solve/series/%02d.out", number);
        try (InputStream in = PopeyeSeriesTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The solution lines ("  1.Kb2   2.Kc3 ...") in the order printed, of one twin ("a", "b") when Popeye printed twins. */
    static List<String> solutionLines(String output, String twin) {
        List<String> lines = new ArrayList<>();
        boolean inTwin = twin.isEmpty();
        for (String line : output.split("\n")) {
            if (!twin.isEmpty() && line.matches("^[a-z]\\) .*")) {
                inTwin = line.startsWith(twin + ")");
            } else if (inTwin && line.startsWith("  1.")) {
                lines.add(line.stripTrailing());
            }
        }
        return lines;
    }
}
