package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.problem.Play;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;

/**
 * The twins of Popeye's example files that change the stipulation to a selfmate, a helpmate or a
 * stalemate, read from the .inp as a user's file is read (so the side to move comes from the
 * stipulation) and solved on the path every problem takes: Popeye 4.104's part of the .out is the
 * expected solution, compared as trees and line by line. The direct mates of the same files are
 * {@link PopeyeCasesTest}'s.
 */
class PopeyeOtherStipulationsTest {
    static final List<String> FILES = List.of("beispiel-twin-02-mate2", "beispiel-twin-09-mate2", "beispiel-twin-11-mate2");

    record Twin(String file, Problem problem) {
        @Override
        public String toString() {
            return file + " " + problem.twinLabel() + ") " + problem.stipulation().text();
        }
    }

    static Stream<Twin> twins() throws IOException {
        List<Twin> twins = new ArrayList<>();
        for (String file : FILES) {
            for (Problem p : ProblemReader.readString(PopeyeCasesTest.resource(file + ".inp"), file + ".inp").problems()) {
                Stipulation s = p.stipulation().understood().orElseThrow();
                if (!s.isDirectMate()) {
                    twins.add(new Twin(file, p));
                }
            }
        }
        return twins.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("twins")
    void sameSolutionAsPopeye(Twin twin) throws IOException {
        // Popeye allows the castlings its pieces stand for and knows no retro conventions: rights as read.
        ProblemSolver solver = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8).withTrustRights(true));
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, solver.solve(twin.problem()));
        SolutionTree tree = solved.solution().parts().get(0).tree();
        if (tree.help()) {
            // A Popeye file cannot state a helpmate's number of solutions: the one found is counted.
            assertEquals(ProblemVerdict.SOLVED, solved.verdict(), "a Popeye file states no number of solutions");
            assertEquals(1, tree.verdict().solutionsFound(), "Popeye's example has one solution");
        } else {
            assertEquals(ProblemVerdict.SOUND, solved.verdict(), "Popeye's example has one key");
        }
        String popeye = PopeyeCasesTest.resource(twin.file() + ".out");
        String ours = new PopeyeFormat(false).format(tree);
        assertFalse(PopeyeOutput.moveLines(ours, "-").isEmpty(), ours);
        assertEquals(PopeyeOutput.paths(popeye, twin.problem().twinLabel()), PopeyeOutput.paths(ours, "-"), ours);
        assertEquals(PopeyeOutput.moveLines(popeye, twin.problem().twinLabel()), PopeyeOutput.moveLines(ours, "-"));
        if (tree.stipulation().play() == Play.HELP) {
            assertEquals(1, tree.helpSolutions().size());
        }
    }
}
