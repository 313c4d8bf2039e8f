package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;
import org.passant.problem.WrittenStipulation;

/** From a problem as read to a solved or refused result: one path for files and the command line. */
class ProblemSolverTest {
    private static final ProblemSolver SOLVER = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8));

    private static Problem epd(String line) {
        return ProblemReader.readString(line, "suite.epd", null).problems().get(0);
    }

    private static ProblemResult.Refused refused(Problem problem) {
        return assertInstanceOf(ProblemResult.Refused.class, SOLVER.solve(problem));
    }

    @Test
    void anEpdMateInSixtyIsAcceptedLikeTheSameStipulationOnTheCommandLine() {
        Problem sixty = epd("7k/8/6K1/8/8/8/8/Q7 w - - bm #60;");
        assertEquals(Optional.empty(), ProblemSolver.refusal(sixty));
        assertEquals(Optional.empty(), ProblemSolver.refusal(WrittenStipulation.of("#60")));
    }

    @Test
    void theSideToMoveMatedInOneIsThePlayAfterTheKeyOfAMateInTwo() {
        // Black's only move Kg8 is answered by Qa8# or Qg7#.
        ProblemResult result = SOLVER.solve(epd("7k/8/6K1/8/8/8/8/Q7 b - - bm #-1;"));
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, result);
        assertEquals(Stipulation.directMate(2), solved.stipulation());
        assertEquals(ProblemVerdict.SOUND, solved.verdict());
    }

    @Test
    void aSideToMoveMatedBeyondTheLimitIsRefusedWithTheOneLengthMessage() {
        ProblemResult.Refused tooLong = refused(epd("7k/8/6K1/8/8/8/8/Q7 b - - bm #-60;"));
        assertEquals(ProblemVerdict.UNSUPPORTED, tooLong.verdict());
        assertEquals("stipulation '#-60': the side to move mated in n is solved as #(n+1): the length must be 1 to 60"
                + " moves, found 61", tooLong.reason());
    }

    @Test
    void everyStipulationTheModelExpressesIsSolved() {
        for (String text : new String[] {"#2", "=2", "s#2", "s=2", "h#2", "h=2", "h#1.5", "h#2 2 solutions"}) {
            assertEquals(Optional.empty(), ProblemSolver.refusal(WrittenStipulation.of(text)), text);
        }
    }

    @Test
    void aHelpmateWithFewerSolutionsThanStatedIsJudgedSo() {
        // Myllyniemi (Popeye's example twin-02), as h#2: the one solution 1.e5 e8=Q 2.e4+ Qxe4#.
        String fen = "7n/2p1Pp2/2PppRp1/2pk2P1/B1Np4/3Kp3/4P3/8 b - - 0 1";
        ProblemResult one = SOLVER.solve(CommandLineFen.problem(fen, WrittenStipulation.of("h#2 1 solution")));
        assertEquals(ProblemVerdict.SOUND, assertInstanceOf(ProblemResult.Solved.class, one).verdict());
        ProblemResult two = SOLVER.solve(CommandLineFen.problem(fen, WrittenStipulation.of("h#2 2 solutions")));
        assertEquals(ProblemVerdict.TOO_FEW_SOLUTIONS, assertInstanceOf(ProblemResult.Solved.class, two).verdict());
    }

    @Test
    void aStipulationTheModelCannotExpressCarriesTheReadersReason() {
        ProblemResult.Refused series = refused(CommandLineFen.problem("7k/8/6K1/8/8/8/8/Q7 w - - 0 1",
                WrittenStipulation.of("pser-h#5")));
        assertEquals("stipulation 'pser-h#5': 'pser-h#5' is a series problem of a kind not solved here; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
                series.reason());
    }

    @Test
    void aProblemWithoutStipulationSaysWhereToGiveOne() {
        assertEquals("no stipulation: give one in the file or with --stip '#n'",
                refused(epd("7k/8/6K1/8/8/8/8/Q7 w - -")).reason());
    }

    @Test
    void anOptionThatChangesWhatCountsAsASolutionIsRefused() {
        Problem noKings = ProblemReader.readString("BeginProblem Stipulation #2 Option NoWk Pieces White Qa1 Black Kh8"
                + " EndProblem", "x.inp", null).problems().get(0);
        assertEquals("option not supported (it changes what counts as a solution): NoWk", refused(noKings).reason());
    }

    @Test
    void aFenFromTheCommandLineIsSolvedWithItsCastlingLettersAsClaims() {
        Problem problem = CommandLineFen.problem("r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1", WrittenStipulation.of("#1"));
        assertEquals(new StatedRights(org.passant.board.Castling.WHITE_KINGSIDE, 0, org.passant.board.Square.NONE),
                ProblemRights.stated(problem), "a castling not written is left to the conventions, not forbidden");
    }
}
