package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Popeye's WhiteToPlay in help play: White takes the first half-move and the play is that much shorter. */
class WhiteToPlayTest {

    @Test
    void anHelpstalemateInThreeWithWhiteToPlayIsPopeyesHEqualsTwoAndAHalf() {
        // Boris Bursać, K110, Problemkiste 92, 4/1994 (Popeye 4.104 BEISPIEL/hpint.inp problem 11):
        // Popeye solves and prints it as h=2.5, 1...a7*b8=Q 2.d2-d1=R d7*e8=B 3.Rd1-d8 c7*d8=S =
        Problem problem = Inputs.onePopeyeProblem("""
                BeginProblem
                Pieces White Kb3 Qh8 Pa7 Pc7 Pd7 Black Ke7 Rb8 Se8 Pd2
                Stipulation h=3
                Option WhiteToPlay
                EndProblem
                """);
        assertEquals(new Stipulation(Goal.STALEMATE, Play.HELP, 2, true, Stipulation.NOT_STATED), problem.stipulation().understood().orElseThrow());
        assertTrue(problem.whiteToMove());
    }

    @Test
    void aHelpmateThatAlreadyBeginsWithWhiteKeepsItsLength() {
        // Popeye: "WhiteToPlay not applicable - ignored".
        Problem problem = Inputs.onePopeyeProblem("""
                BeginProblem
                Pieces White Kg1 Rg4 Pe7 Black Kd3 Bh7 Sd2 Pb5
                Stipulation h#2.5
                Option WhiteToPlay
                EndProblem
                """);
        assertEquals(new Stipulation(Goal.MATE, Play.HELP, 2, true, Stipulation.NOT_STATED), problem.stipulation().understood().orElseThrow());
        assertTrue(problem.whiteToMove());
    }
}
