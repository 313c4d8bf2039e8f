package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;

/**
 * The published helpmates and selfmates a user finds in problems/helpmates.inp and
 * problems/selfmates.inp (each names its composer and source) give the solutions Popeye 4.104
 * printed for the same file (solve/popeye-published/*.out, made with {@code -regression}),
 * compared as sets of paths (every solution of a helpmate, the whole tree of a selfmate) and then
 * line for line: the same lines in Popeye's order, with the problem's own options (most of the
 * helpmates ask for Popeye's {@code Option Intelligent}, which orders the solutions otherwise).
 *
 * <p>The problems Passant needs more than a few seconds for are named in
 * solve/popeye-published/deep.txt and checked under the deep tag, so that the default suite
 * stays short; every other one is checked by default.
 */
class PublishedHelpSelfCorpusTest {
    private static final String DIR = "/solve/popeye-published/";
    private static final List<String> FILES = List.of("helpmates", "selfmates");

    /** One problem of a corpus file: the file's name and the problem's place in it (from 1). */
    record Case(String file, int number) {
        @Override
        public String toString() {
            return file + " #" + number;
        }
    }

    static Stream<Case> quick() throws IOException {
        Set<Case> deep = deepCases();
        return all().filter(c -> !deep.contains(c));
    }

    static Stream<Case> deep() throws IOException {
        Set<Case> deep = deepCases();
        return all().filter(deep::contains);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quick")
    void givesPopeyesSolutions(Case problem) throws IOException {
        assertSameAsPopeye(problem);
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("deep")
    void givesPopeyesSolutionsInTheLongerProblems(Case problem) throws IOException {
        assertSameAsPopeye(problem);
    }

    @Test
    void popeyeAnsweredEveryProblemOfEachFile() throws IOException {
        for (String file : FILES) {
            assertEquals(read(file).size(), popeyeParts(file).size(), file + ": one Popeye part per problem");
        }
    }

    private static void assertSameAsPopeye(Case problem) throws IOException {
        Problem read = read(problem.file()).get(problem.number() - 1);
        // As ./solver solves it: the rights as the retro analysis allows them (the Codex conventions).
        ProblemSolver solver = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(16).withTrustRights(false));
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, solver.solve(read), problem.toString());
        String popeye = popeyeParts(problem.file()).get(problem.number() - 1);
        String ours = solved.solution().parts().isEmpty()
                ? ""
                : new PopeyeFormat(false).format(solved.solution().parts().get(0).tree(), read.options().intelligent());
        boolean popeyeSolved = !PopeyeOutput.moveLines(popeye, "-").isEmpty();
        boolean passantSolved = !ours.isEmpty() && !PopeyeOutput.moveLines(ours, "-").isEmpty();
        assertEquals(popeyeSolved, passantSolved, problem + ": Passant printed\n" + ours);
        if (popeyeSolved) {
            assertEquals(PopeyeOutput.paths(popeye, "-"), PopeyeOutput.paths(ours, "-"), problem + ": Passant printed\n" + ours);
            assertEquals(PopeyeOutput.moveLines(popeye, "-"), PopeyeOutput.moveLines(ours, "-"), problem + ": in Popeye's order");
        }
    }

    private static Stream<Case> all() throws IOException {
        List<Case> cases = new ArrayList<>();
        for (String file : FILES) {
            int count = read(file).size();
            for (int i = 1; i <= count; i++) {
                cases.add(new Case(file, i));
            }
        }
        return cases.stream();
    }

    /** The problems of problems/FILE.inp, as a user's run reads them (the tests run in the project). */
    private static List<Problem> read(String file) {
        ReadResult result = ProblemReader.read(Path.of("problems", file + ".inp"));
        assertEquals(List.of(), result.errors(), file + ".inp reads without errors");
        return result.problems();
    }

    /** Popeye's output for the file cut into one part per problem: each ends with "solution finished.". */
    private static List<String> popeyeParts(String file) throws IOException {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (String line : resource(file + ".out").lines().toList()) {
            part.append(line).append('\n');
            if (line.startsWith("solution finished.")) {
                parts.add(part.toString());
                part.setLength(0);
            }
        }
        return parts;
    }

    /** Lines "FILE NUMBER  why" in deep.txt; '#' begins a comment. Other tests that solve the corpus skip these too. */
    static Set<Case> deepCases() throws IOException {
        return resource("deep.txt").lines()
                .map(line -> line.replaceAll("#.*", "").strip())
                .filter(line -> !line.isEmpty())
                .map(line -> line.split("\\s+"))
                .map(words -> new Case(words[0], Integer.parseInt(words[1])))
                .collect(Collectors.toSet());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PublishedHelpSelfCorpusTest.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IOException("missing test resource " + DIR + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
