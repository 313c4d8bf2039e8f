package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;

/**
 * A helpmate is sound or cooked only against the number of solutions its problem states. Popeye's
 * input cannot state one, so a helpmate read from a Popeye file (or a plain "h#2") is only counted,
 * "solved"; a count in the stipulation ("h#2 2 solutions") or {@code --solutions N} decides.
 */
class HelpVerdictTest {
    // Arpad Földeak, Die Schwalbe 1955 (Popeye 4.104 BEISPIEL/castling.inp problem 19): an h#2 with
    // two solutions, one with each castling, as Popeye 4.104 prints them.
    private static final String FOLDEAK = """
            begin
            pieces white Ke1 Ra1 Rh1 Pb3 black Kd3 Rh2 Pf3
            stipulation h#2
            end
            """;
    private static final String FOLDEAK_FEN = "8/8/8/8/8/1P1k1p2/7r/R3K2R b KQ - 0 1";

    @Test
    void aPopeyeHelpmateWithTwoSolutionsIsCountedNotCalledCooked() {
        Verdict verdict = solvePopeye(SolveOptions.defaults());
        assertEquals(Verdict.Kind.SOLVED, verdict.kind());
        assertEquals(2, verdict.solutionsFound());
        assertEquals(Stipulation.NOT_STATED, verdict.solutionsStated());
    }

    @Test
    void theSolutionsOptionStatingTwoMakesThePopeyeHelpmateSound() {
        Verdict verdict = solvePopeye(SolveOptions.defaults().withStatedSolutions(2));
        assertEquals(Verdict.Kind.SOUND, verdict.kind());
        assertEquals(2, verdict.solutionsStated());
    }

    @Test
    void theSolutionsOptionStatingOneMakesItCooked() {
        assertEquals(Verdict.Kind.COOKED, solvePopeye(SolveOptions.defaults().withStatedSolutions(1)).kind());
    }

    @Test
    void theSolutionsOptionStatingThreeFindsTooFew() {
        assertEquals(Verdict.Kind.TOO_FEW_SOLUTIONS, solvePopeye(SolveOptions.defaults().withStatedSolutions(3)).kind());
    }

    @Test
    void aStipulationFieldStatingTwoSolutionsIsSound() {
        assertEquals(Verdict.Kind.SOUND, solveFen("h#2 2 solutions").kind());
    }

    @Test
    void theBranchingNotationTwoOneOneOneStatesTwoSolutions() {
        assertEquals(Verdict.Kind.SOUND, solveFen("h#2 2.1.1.1").kind());
    }

    @Test
    void aStipulationFieldStatingOneSolutionIsCooked() {
        Verdict verdict = solveFen("h#2 1 solution");
        assertEquals(Verdict.Kind.COOKED, verdict.kind());
        assertEquals(1, verdict.solutionsStated());
    }

    @Test
    void aPlainStipulationFieldStatesNoCount() {
        assertEquals(Verdict.Kind.SOLVED, solveFen("h#2").kind());
    }

    @Test
    void theOptionOverridesTheCountOfTheStipulation() {
        Verdict verdict = new Solver(SolveOptions.defaults().withHashMegabytes(8).withStatedSolutions(2))
                .solve(FOLDEAK_FEN, Stipulation.parse("h#2 1 solution")).verdict();
        assertEquals(Verdict.Kind.SOUND, verdict.kind());
    }

    @Test
    void aHelpmateWithoutSolutionIsFlawedWhateverTheCount() {
        // Black's king in the corner, White a bare king: nothing mates in two.
        Verdict verdict = new Solver(SolveOptions.defaults().withHashMegabytes(8))
                .solve("k7/8/8/8/8/8/8/4K3 b - - 0 1", Stipulation.parse("h#2")).verdict();
        assertEquals(Verdict.Kind.NO_SOLUTION, verdict.kind());
    }

    private static Verdict solvePopeye(SolveOptions options) {
        Problem problem = ProblemReader.readString(FOLDEAK, "foldeak.inp").problems().get(0);
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(options.withHashMegabytes(8)).solve(problem));
        return solved.solution().parts().get(0).tree().verdict();
    }

    private static Verdict solveFen(String stipulation) {
        return new Solver(SolveOptions.defaults().withHashMegabytes(8)).solve(FOLDEAK_FEN, Stipulation.parse(stipulation)).verdict();
    }
}
