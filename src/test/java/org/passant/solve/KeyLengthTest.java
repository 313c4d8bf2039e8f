package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/**
 * A key's mate length, which {@link KeyProver} asks from the stipulated length down (the proof-
 * number search answering from #2 on here), is the shortest the alpha-beta search finds asking
 * from 0 up: after every first move of the matetrack entries up to #3, each asked as a mate in
 * two moves more than its shortest, so that its keys mate sooner than asked (a #1's in 0 more
 * moves: the first move mates). Each length proven on the way down is told as it is proven, so
 * that a search stopped in the descent knows the shortest one proven so far.
 */
class KeyLengthTest {
    private static int shorterThanAsked;

    static Stream<ProofNumberCrossCheckTest.Case> problems() throws IOException {
        return ProofNumberCrossCheckTest.matetrackUpToThree();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void theLengthAskedFromTheTopIsTheShortest(ProofNumberCrossCheckTest.Case c) {
        Position p = Position.fromFen(c.fen());
        int n = c.moves() + 2;
        MateSearch upward = new MateSearch(8);
        MateSearch own = new MateSearch(8);
        ProofNumberSearch proofs = new ProofNumberSearch(new ProofTable(1 << 20), own);
        proofs.setExactLength(1);
        KeyProver prover = new KeyProver(own, proofs, 2);
        prover.enable(true);
        int[] firstMoves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, firstMoves, 0);
        for (int i = 0; i < count; i++) {
            p.make(firstMoves[i]);
            int expected = upward.shortestLoss(p, n - 1);
            java.util.List<Integer> told = new java.util.ArrayList<>();
            assertEquals(expected, prover.shortestLoss(p, n - 1, told::add), c + ", first move " + i);
            // What a stop in the descent would leave known: each length proven, from the longest down.
            java.util.List<Integer> descent = new java.util.ArrayList<>();
            for (int k = n - 1; expected >= 0 && k >= expected; k--) {
                descent.add(k);
            }
            assertEquals(descent, told, c + ", first move " + i + ": the lengths proven, in order");
            if (expected >= 0 && expected < n - 1) {
                shorterThanAsked++;
            }
            p.unmake(firstMoves[i]);
        }
    }

    @AfterAll
    static void theKeysMateSooner() {
        assertTrue(shorterThanAsked > 30, "first moves that mate sooner than asked: " + shorterThanAsked);
    }
}
