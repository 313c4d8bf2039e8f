package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.SolveOptions;

/**
 * In a helpmate Black moves first, so the last move was White's: Black may capture e.p. at once
 * only when the retro analysis proves that move was the pawn's double step, whether or not the
 * file states the right.
 */
class HelpmateEnPassantRetroTest {

    @Test
    void aHelpmateBeginsWithEnPassantWhenRetroProvesWhitesDoubleStep() {
        // Popeye 4.104 REGRESSIONS/4_87_to_4_89.inp problem 1, without the composer's
        // "Option EnPassant f2f3f4": White can only have played f2-f4 last, so Passant finds what
        // Popeye finds with the option, 1.g4*f3 ep. g2-g4 ... 5.Kb7-a8 d7*c8=Q #.
        ProblemResult.Solved solved = solve("""
                BeginProblem
                Pieces White Kb1 Pa2 Pa3 Pa4 Pf4 Pg2
                Black Ke4 Ba1 Be6 Sc8 Se1 Pa5 Pa7 Pb2 Pb3 Pc3 Pd7 Pf5 Pg4
                Stipulation h#5
                EndProblem
                """);
        List<String> lines = PopeyeOutput.moveLines(new PopeyeFormat(false).format(solved.solution().parts().get(0).tree()), "-");
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).strip().startsWith("1.g4*f3 ep. g2-g4"), lines.get(0));
        // One solution, counted: the file does not say how many the composer intended.
        assertEquals(ProblemVerdict.SOLVED, solved.verdict());
    }

    @Test
    void aStatedEnPassantRightIsNotPlayedWhenWhiteMayHaveMadeAnotherLastMove() {
        // Black's only move is 1...g4*f3 ep. (then 2.Sd3-f2 #), but White's king or knight may have
        // moved last: the right the file states is not proven, Black is stalemated, no solution.
        // (Popeye, which takes the stated right as given, prints 1.g4*f3 ep. Sd3-f2 #.)
        ProblemResult.Solved solved = solve("""
                BeginProblem
                Pieces White Kf1 Sd3 Pf4 Pg3 Black Kh1 Ph2 Pg4
                Stipulation h#1
                Option EnPassant f2f3f4
                EndProblem
                """);
        assertEquals(ProblemVerdict.NO_SOLUTION, solved.verdict());
    }

    private static ProblemResult.Solved solve(String text) {
        Problem problem = ProblemReader.readString(text, "helpmate.inp").problems().get(0);
        return assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8).withTrustRights(false)).solve(problem));
    }
}
