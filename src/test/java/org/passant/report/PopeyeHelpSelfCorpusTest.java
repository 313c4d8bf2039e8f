package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.SolveOptions;

/**
 * The orthodox helpmates and selfmates of Popeye 4.104's example and test inputs (see the
 * README of solve/popeye-help-self): solved as a user's file is solved, with the Codex
 * conventions, each gives the tree Popeye printed, compared as a set of paths and line by line.
 */
class PopeyeHelpSelfCorpusTest {
    private static final String DIR = "/solve/popeye-help-self/";

    static List<String> problems() throws IOException {
        return resource("index.txt").lines().filter(line -> !line.isBlank()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void sameSolutionAsPopeye(String name) throws IOException {
        Problem problem = ProblemReader.readString(resource(name + ".inp"), name + ".inp").problems().get(0);
        ProblemSolver solver = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8));
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, solver.solve(problem));
        String popeye = resource(name + ".out");
        String ours = solved.solution().parts().isEmpty()
                ? ""
                : new PopeyeFormat(false).format(solved.solution().parts().get(0).tree());
        List<String> expected = PopeyeOutput.moveLines(popeye, "-");
        List<String> actual = ours.isEmpty() ? List.of() : PopeyeOutput.moveLines(ours, "-");
        assertEquals(expected.isEmpty(), actual.isEmpty(), ours);
        if (!expected.isEmpty()) {
            assertEquals(PopeyeOutput.paths(popeye, "-"), PopeyeOutput.paths(ours, "-"), ours);
        }
    }

    @Test
    void aHelpmateWithShorterLinesHasAShortSolution() throws IOException {
        // Popeye's REGRESSIONS/4_47_to_4_49 #9, an h#2: 1.Sb6 Qa2# and 1.Sc7 Qa2# mate a move early.
        String name = "regressions-4-47-to-4-49-09-h2";
        Problem problem = ProblemReader.readString(resource(name + ".inp"), name + ".inp").problems().get(0);
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8)).solve(problem));
        assertEquals(ProblemVerdict.SHORT_SOLUTION, solved.verdict());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PopeyeHelpSelfCorpusTest.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IOException("missing test resource " + DIR + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
