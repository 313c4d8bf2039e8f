package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.Stipulation;

/**
 * The benchmark problems (problems/bench.epd) give the same full trees with tries as Popeye 4.104
 * (resources/solve/popeye-bench), printed line by line as Popeye prints them (siblings in Popeye's
 * order): #2-#4 in the default suite, the #5 problems (one to three
 * seconds each) in the deep one.
 */
class BenchTreesTest {
    record Case(String id, String fen, String stipulation) {
        @Override
        public String toString() {
            return id + " " + stipulation;
        }
    }

    static Stream<Case> upToFour() throws IOException {
        return cases().stream().filter(c -> !c.stipulation().equals("#5"));
    }

    static Stream<Case> five() throws IOException {
        return cases().stream().filter(c -> c.stipulation().equals("#5"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("upToFour")
    void sameTreeAsPopeye(Case c) throws IOException {
        compare(c);
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("five")
    void sameTreeAsPopeyeForTheFiveMovers(Case c) throws IOException {
        compare(c);
    }

    private static void compare(Case c) throws IOException {
        SolutionTree tree = new Solver(SolveOptions.defaults().withTries(true).withHashMegabytes(32))
                .solve(c.fen() + " 0 1", Stipulation.parse(c.stipulation()));
        String popeye = resource(c.id() + ".out");
        String ours = new PopeyeFormat(false).format(tree);
        assertEquals(PopeyeOutput.paths(popeye, "-"), PopeyeOutput.paths(ours, "-"));
        assertEquals(PopeyeOutput.moveLines(popeye, "-"), PopeyeOutput.moveLines(ours, "-"),
                "same tree as Popeye's, so the same lines in Popeye's sibling order");
    }

    private static List<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        for (String line : resource("cases.txt").lines().toList()) {
            String[] f = line.split("\\|");
            cases.add(new Case(f[0].strip(), f[1].strip(), f[2].strip()));
        }
        return cases;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = BenchTreesTest.class.getResourceAsStream("/solve/popeye-bench/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource solve/popeye-bench/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
