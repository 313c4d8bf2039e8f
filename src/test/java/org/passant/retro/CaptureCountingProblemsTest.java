package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.DefectKind;
import org.passant.board.Move;
import org.passant.board.Square;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;
import org.passant.solve.Verdict;

/**
 * The classic e.p. problems whose proof counts captures: the missing units of one side were all
 * taken by the other side's pawns, so a bishop shut in at home by a pawn that has not yet made
 * its double step cannot be among them, and that double step was not the last move.
 */
class CaptureCountingProblemsTest {
    /**
     * T. R. Dawson, Falkirk Herald 17 June 1914, #2 (as given in the retro glossary of janko.at,
     * "En Passant Capture"): all ten missing black units were taken by White's pawns, so the
     * bishop from f8 left its square, so e7-e5 was not the last move; by elimination it was
     * c7-c5, and 1.bxc6 e.p.! (threat 2.c7#) is the key.
     */
    private static final String DAWSON_1914 = "3k4/p2P2p1/1N1P1N2/1PpKpP2/2PpP3/3P4/3P4/8 w";

    @Test
    @DisplayName("Dawson 1914: e7-e5 is refuted by counting captures, so c7-c5 was the last move")
    void dawsonProvesC7C5ByCountingCaptures() {
        RetroReport r = Retro.analyse(DAWSON_1914);
        assertEquals(List.of("c7-c5"), Retro.lastMoves(r));
        assertEquals(Square.parse("c6"), r.provenEpSquare());
        LastMove e7e5 = VerifiedPositionsTest.find(r.impossibleLastMoves(), "e7-e5");
        Refutation.RuleBroken rule = assertInstanceOf(Refutation.RuleBroken.class, e7e5.refutation());
        assertEquals(DefectKind.PAWN_CAPTURES_EXCEED_LOSSES, rule.defect().kind());
        assertEquals("White's pawns need at least 10 captures to stand on their files, but Black has lost only 10 units,"
                + " and the bishop from f8 was not taken by a pawn: shut in by pawns that never moved (on e7 and g7),"
                + " it was captured at home, where no pawn can capture", Retro.reason(e7e5));
    }

    @Test
    @DisplayName("Dawson 1914 mirrored (as it circulates, e.g. on Usenet net.puzzle 1984): f7-f5 proven, gxf6 e.p.")
    void theMirroredDawsonProvesF7F5() {
        RetroReport r = Retro.analyse("4k3/1p2P2p/2N1P1N1/2PpKpP1/3PpP2/4P3/4P3/8 w");
        assertEquals(List.of("f7-f5"), Retro.lastMoves(r));
        assertEquals(Square.parse("f6"), r.provenEpSquare());
    }

    @Test
    @DisplayName("Dawson 1914 changed: one black unit more is illegal; one white pawn fewer leaves e7-e5 possible")
    void oneUnitMoreAndTheCountNoLongerBinds() {
        // With a black knight more (on h1) Black has lost 9 units and White's pawns need 10: the
        // diagram is illegal, which grants no e.p. right at all.
        RetroReport illegal = Retro.analyse("3k4/p2P2p1/1N1P1N2/1PpKpP2/2PpP3/3P4/3P4/7n w");
        assertEquals(Legality.ILLEGAL, illegal.legality());
        // Without the pawn on d2 White's pawns need only 9 captures of Black's 10 losses: the
        // bishop may have been taken by a piece, and e7-e5 stands.
        RetroReport spared = Retro.analyse("3k4/p2P2p1/1N1P1N2/1PpKpP2/2PpP3/3P4/8/8 w");
        assertTrue(Retro.lastMoves(spared).contains("e7-e5"), Retro.lastMoves(spared).toString());
        assertEquals(Square.NONE, spared.provenEpSquare());
    }

    /**
     * P. Kahl and J. Mortensen, Die Welt 15 February 1967, #1 (Popeye 4.104's example
     * beispiel/ep.inp, where the e.p. right is stated; here it is derived). Black has all sixteen
     * units and White's pawn on h5 never captured, so Black's pawn on h4 did not come up the h-file
     * past it: it came from the g-file, and Black's pawns need all fourteen of White's losses. No
     * black piece can have made the last move as a capture, and every other last move fails too:
     * it was g7-g5, and 1.hxg6 e.p. mates.
     */
    private static final String KAHL_MORTENSEN_1967 = "2b1r1nr/3p1K1k/4pp1b/6pP/3qn2p/4pp2/6p1/8 w";

    @Test
    @DisplayName("Kahl & Mortensen 1967: the pawns that cannot have passed on the h-file prove g7-g5")
    void kahlMortensenProvesG7G5() {
        RetroReport r = Retro.analyse(KAHL_MORTENSEN_1967);
        assertEquals(List.of("g7-g5"), Retro.lastMoves(r));
        assertEquals(Square.parse("g6"), r.provenEpSquare());
        LastMove queenTook = VerifiedPositionsTest.find(r.impossibleLastMoves(), "Qa1xd4");
        Refutation.RuleBroken rule = assertInstanceOf(Refutation.RuleBroken.class, queenTook.refutation());
        assertEquals(DefectKind.PAWNS_CANNOT_HAVE_PASSED, rule.defect().kind());
    }

    @Test
    @DisplayName("Kahl & Mortensen 1967 solved: 1.hxg6 e.p.#, with the right the analysis proves")
    void kahlMortensenSolved() {
        Problem problem = ProblemReader.readString("BeginProblem Pieces White Kf7 Ph5"
                + " Black Kh7 Qd4 Re8h8 Bc8h6 Se4g8 Pd7e3e6f3f6g2g5h4 Stipulation #1 EndProblem", "kahl.inp", null)
                .problems().get(0);
        ConventionalSolution s = assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8).withTrustRights(false)).solve(problem)).solution();
        assertEquals(Verdict.Kind.SOUND, s.verdict(), s.toString());
        assertEquals(List.of("h5g6"), s.parts().get(0).tree().keys().stream().map(k -> Move.uci(k.attack().move())).toList());
    }

    @Test
    @DisplayName("Dawson 1914 solved: 1.bxc6 e.p.! is the one key, with the right the analysis proves")
    void dawsonSolvedWithTheProvenRight() {
        Problem problem = ProblemReader.readString("BeginProblem Pieces White Kd5 Sb6f6 Pb5c4d2d3d6d7e4f5"
                + " Black Kd8 Pa7c5d4e5g7 Stipulation #2 EndProblem", "dawson.inp", null).problems().get(0);
        ConventionalSolution s = assertInstanceOf(ProblemResult.Solved.class,
                new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8).withTrustRights(false)).solve(problem)).solution();
        assertEquals(Verdict.Kind.SOUND, s.verdict(), s.toString());
        assertEquals(List.of("b5c6"), s.parts().get(0).tree().keys().stream().map(k -> Move.uci(k.attack().move())).toList());
    }
}
