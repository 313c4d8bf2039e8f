package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;

/**
 * Retro-strategy: where castlings exclude one another, the first played takes the other away,
 * so the second is never played after the first, neither as a defence nor as a key.
 */
class RetroStrategyTest {
    private static final ProblemSolver SOLVER = new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8));

    private static ConventionalSolution solve(String popeye) {
        Problem problem = ProblemReader.readString(popeye, "retro.inp", null).problems().get(0);
        return assertInstanceOf(ProblemResult.Solved.class, SOLVER.solve(problem)).solution();
    }

    private static List<String> keys(ConventionalSolution s) {
        return s.parts().get(0).tree().keys().stream().map(k -> Move.uci(k.attack().move())).toList();
    }

    /** Christian Remling, Die Schwalbe 1983 (Popeye's beispiel castling #42): #2 with 0-0-0 and 0-0 exclusive. */
    private static String remling(String option) {
        return "BeginProblem Pieces White Ke1 Ra1 Be6 Sf7 Pb2b4b6c2c3g2h6 Black Ke8 Rh8 Ba5 Sa8 Pb7c7e7f6g6h7"
                + " Stipulation #2 Option Try " + option + " EndProblem";
    }

    @Test
    @DisplayName("Remling: 1.0-0-0! is the key, Black's 0-0 (which would defend) is gone; 1.Rd1? is refuted by 1...0-0!")
    void theDefendingCastlingIsNotPlayedAfterTheKey() {
        ConventionalSolution s = solve(remling("CastlingMutuallyExclusive a1h8"));
        assertEquals(Verdict.Kind.SOUND, s.verdict());
        assertEquals(List.of("e1c1"), keys(s));
        Try rd1 = s.parts().get(0).tree().tries().get(0);
        assertEquals("a1d1", Move.uci(rd1.attack().move()));
        assertEquals(List.of("e8g8"), rd1.refutations().stream().map(r -> Move.uci(r.move())).toList(),
                "after a rook move that is no castling Black may still castle");
    }

    @Test
    @DisplayName("Remling without the option: both rights hold independently, 0-0 refutes 1.0-0-0 too, no solution")
    void withoutTheExclusionTheSecondCastlingDefends() {
        assertEquals(Verdict.Kind.NO_SOLUTION, solve(remling("")).verdict());
    }

    /** Paul Vatarescu, Europe Echecs 1965 (Popeye's beispiel castling #43): #2 with 0-0 and 0-0-0 exclusive. */
    @Test
    @DisplayName("Vatarescu: 1.0-0! is the key, since Black's 0-0-0 is gone after it; 1.Rf1? 0-0-0!")
    void vatarescu() {
        ConventionalSolution s = solve("BeginProblem Pieces White Ke1 Rb7h1 Bh6 Pa2a6b3c2d2d6 Black Ke8 Ra8 Pa7b6c6c4d7g6g5g3"
                + " Stipulation #2 Option Try CastlingMutuallyExclusive h1a8 EndProblem");
        assertEquals(Verdict.Kind.SOUND, s.verdict());
        assertEquals(List.of("e1g1"), keys(s));
        assertTrue(s.rightsNotes().stream().anyMatch(n -> n instanceof RightsNote.CastlingExclusive));
    }
}
