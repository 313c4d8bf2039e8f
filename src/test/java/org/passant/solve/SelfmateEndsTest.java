package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;

/**
 * Where a selfmate's play ends with Black's mate, as Popeye 4.104 shows it: a defence that mates
 * at once is a line of its own only when Black has nothing else, and then there is no threat or
 * zugzwang before it.
 */
class SelfmateEndsTest {
    private static final Stipulation S2 = new Stipulation(Goal.MATE, Play.SELF, 2);

    @Test
    void aKeyThatLeavesBlackOnlyMatingMovesHasNeitherThreatNorZugzwang() {
        // Popeye 4.104 TESTS/battle_play.inp problem 24: "1.Rc3-c4 !" then "1...b3-b2 #".
        SolutionTree tree = solve("8/8/8/2p5/8/kpR5/p7/K7 w - - 0 1");
        Defences reply = onlyKey(tree).attack().reply();
        assertNull(reply.threat());
        assertFalse(reply.zugzwang());
        assertEquals(1, reply.variations().size());
        assertTrue(reply.variations().get(0).reachesGoal());
    }

    @Test
    void aDefenceThatMatesAtOnceWhileBlackHadOtherMovesIsNoVariation() {
        // Pavlos Moutecidis, Biuletyn 1959, 1st Prize: after 1.Bh7! zugzwang Black could mate at once
        // with 1...d2# or 1...f2#; Popeye shows only the four knight moves.
        SolutionTree tree = solve("6Bk/5Rn1/5N2/4Q2P/8/3ppp2/4p1p1/4K1N1 w - - 0 1");
        Defences reply = onlyKey(tree).attack().reply();
        assertTrue(reply.zugzwang());
        assertEquals(4, reply.variations().size());
        assertTrue(reply.variations().stream().noneMatch(Variation::reachesGoal));
    }

    private static SolutionTree solve(String fen) {
        return new Solver(SolveOptions.defaults().withHashMegabytes(8)).solve(fen, S2);
    }

    private static Key onlyKey(SolutionTree tree) {
        List<Key> keys = tree.keys();
        assertEquals(1, keys.size());
        return keys.get(0);
    }
}
