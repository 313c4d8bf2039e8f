package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;

/**
 * Popeye's option StopOnShortSolutions in help play: once a shorter length has solutions, they
 * are listed and nothing longer is looked for; the verdict is the short solution either way.
 */
class StopOnShortSolutionsTest {
    // Popeye 4.104's REGRESSIONS/4_47_to_4_49 problem 9, an h#2 that mates a move early twice.
    private static final String H2 = """
            begin
            pieces white Ka3 Qg8 Sg4 black Ka1 Sa8
            stipulation h#2
            %s
            end
            """;

    @Test
    void theTwoShortSolutionsAloneAreListed() {
        // Popeye 4.104 with the option prints only 1.Sa8-b6 Qg8-a2 # and 1.Sa8-c7 Qg8-a2 #.
        SolutionTree tree = solve("option StopOnShortSolutions");
        assertEquals(List.of("a8b6 g8a2", "a8c7 g8a2"), lines(tree));
        assertEquals(Verdict.Kind.SHORT_SOLUTION, tree.verdict().kind());
        assertTrue(tree.notes().stream().anyMatch(n -> n.contains("StopOnShortSolutions")), tree.notes().toString());
    }

    @Test
    void withoutTheOptionTheFullLengthIsListedToo() {
        // Popeye 4.104 lists the 2 short solutions and 340 of the full length.
        SolutionTree tree = solve("");
        assertEquals(342, lines(tree).size());
        assertEquals(Verdict.Kind.SHORT_SOLUTION, tree.verdict().kind());
    }

    private static SolutionTree solve(String option) {
        Problem problem = ProblemReader.readString(H2.formatted(option), "h2.inp").problems().get(0);
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8)).solve(problem));
        return solved.solution().parts().get(0).tree();
    }

    private static List<String> lines(SolutionTree tree) {
        return tree.helpSolutions().stream()
                .map(s -> String.join(" ", s.moves().stream().map(m -> Move.uci(m.move())).toList()))
                .toList();
    }
}
