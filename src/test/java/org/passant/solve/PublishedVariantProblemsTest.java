package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.RuleSet;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;
import org.passant.problem.WrittenStipulation;

/**
 * Published problems of the two-move rule sets, each solved as its source gives it.
 *
 * <p>N. Petrovic, 1960, a double-move problem: White Kd8 Qd6, Black Kh7 Qh5 Rg6 Bg8 Nh8 Pd7 e5 f7 f6 g5.
 * Published on schach-bremen.de ("Marseiller Schach", variant "Doppelzugschach", after the book
 * "Schach mal anders": White plays and wins in three double moves) and on pion.ch ("Les echecs a deux
 * coups": mate in two, being in check there meaning that the next double move can take the king).
 * Solution: 1.Qf8,Ke7 (threat Qg7,Qxh7) Qh6,Qxf8 2.Ke6,Kf5, and the black king cannot escape the white
 * one. Under Galvin's rules the capture is the goal, so the stipulation is kx3.
 */
class PublishedVariantProblemsTest {
    private static final ProblemSolver SOLVER = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(32));
    private static final ProblemSolver POST_KEY = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(32).withPostKey(true));

    /** The diagram, White to play (the file states it; this is what it must read as). */
    private static final String PETROVIC = "3K2bn/3p1p1k/3Q1pr1/4p1pq/8/8/8/8 w - - 0 1";
    /** After the key 1.Qf8,Ke7: Black to play, White to take the king within two more turns. */
    private static final String PETROVIC_AFTER_KEY = "5Qbn/3pKp1k/5pr1/4p1pq/8/8/8/8 b - - 0 1";
    /** After the main line's defence 1...Qh6,Qxf8: White to take the king within two turns. */
    private static final String PETROVIC_AFTER_QXF8 = "5qbn/3pKp1k/5pr1/4p1p1/8/8/8/8 w - - 0 2";

    private static SolutionTree solve(Problem problem) {
        return solve(SOLVER, problem);
    }

    private static SolutionTree solve(ProblemSolver solver, Problem problem) {
        ProblemResult.Solved solved = assertInstanceOf(ProblemResult.Solved.class, solver.solve(problem));
        return solved.solution().parts().get(0).tree();
    }

    private static Problem doubleMove(String fen, String stipulation) {
        return CommandLineFen.problem(fen, WrittenStipulation.of(stipulation)).withVariant(RuleSet.DOUBLE_MOVE);
    }

    private static String squares(Attack a) {
        return Move.uci(a.move()) + (a.second() == null ? "" : "," + Move.uci(a.second().move()));
    }

    private static String squares(Variation v) {
        return Move.uci(v.move()) + (v.second() == null ? "" : "," + Move.uci(v.second().move()));
    }

    @Test
    void petrovicsKeyQf8Ke7WinsAgainstEveryDefence() {
        SolutionTree tree = solve(POST_KEY, doubleMove(PETROVIC_AFTER_KEY, "kx3"));
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind(), "no black turn holds after 1.Qf8,Ke7");
        Defences play = tree.postKeyPlay();
        assertNotNull(play);
        // The published threat, Qg7,Qxh7, is one of the threat's turns.
        assertTrue(play.threat().moves().stream().anyMatch(a -> squares(a).equals("f8g7,g7h7")),
                "the threat includes the published Qg7,Qxh7");
        // The published main line: 1...Qh6,Qxf8, taking the queen, is answered by the king's march.
        Variation qxf8 = play.variations().stream().filter(v -> squares(v).equals("h5h6,h6f8")).findFirst().orElseThrow();
        assertEquals(List.of("e7e6,e6f5"), qxf8.continuations().stream().map(PublishedVariantProblemsTest::squares).toList());
    }

    @Test
    void afterPetrovicsMainDefenceOnly2Ke6Kf5TakesTheKingNextTurn() {
        SolutionTree tree = solve(doubleMove(PETROVIC_AFTER_QXF8, "kx2"));
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
        assertEquals(List.of("e7e6,e6f5"), tree.keys().stream().map(k -> squares(k.attack())).toList());
    }

    /** The whole problem, as problems/variants.inp states it: a minute and more to prove the key unique. */
    @Test
    @Tag("deep")
    void petrovicsProblemIsSoundWithThePublishedKey() {
        ReadResult read = ProblemReader.read(Path.of("problems/variants.inp"), null);
        Problem petrovic = read.problems().stream()
                .filter(p -> p.metadata().authors().contains("N. Petrovic")).findFirst().orElseThrow();
        assertEquals(RuleSet.DOUBLE_MOVE, petrovic.variant());
        SolutionTree tree = solve(petrovic);
        assertTrue(tree.keys().get(0).attack().fen().startsWith(PETROVIC.substring(0, PETROVIC.indexOf(" w ") + 2)),
                "the file's diagram is the published one");
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
        assertEquals(List.of("d6f8,d8e7"), tree.keys().stream().map(k -> squares(k.attack())).toList());
    }
}
