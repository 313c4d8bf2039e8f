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
 * When the proof-number search spends its budget, it and the alpha-beta search take turns with
 * growing budgets ({@link KeyProver}). With a first turn of 200 moves, so that most questions of
 * the matetrack entries up to #3 go through several turns, every first move gets the answer the
 * alpha-beta search alone gives and the position is handed back as it was; across the suite the
 * alpha-beta search answers some of the questions in its turns, the proof-number search the others.
 */
class KeyTurnsTest {
    private static long alphaBetaTurnAnswers;
    private static long questions;

    static Stream<ProofNumberCrossCheckTest.Case> problems() throws IOException {
        return ProofNumberCrossCheckTest.matetrackUpToThree().filter(c -> c.moves() >= 2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void turnsGiveTheAlphaBetaAnswer(ProofNumberCrossCheckTest.Case c) {
        Position p = Position.fromFen(c.fen());
        int n = c.moves();
        MateSearch alone = new MateSearch(8);
        MateSearch own = new MateSearch(8);
        ProofNumberSearch proofs = new ProofNumberSearch(new ProofTable(1 << 20), own);
        proofs.setExactLength(1);
        KeyProver prover = new KeyProver(own, proofs, 2, 200);
        prover.enable(true);
        int[] firstMoves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, firstMoves, 0);
        for (int i = 0; i < count; i++) {
            p.make(firstMoves[i]);
            String fen = p.toFen();
            long hash = p.hash();
            boolean key = alone.defenderLoses(p, n - 1);
            assertEquals(key, prover.mates(p, n - 1), c + ", first move " + i);
            assertEquals(fen, p.toFen(), "the position is handed back");
            assertEquals(hash, p.hash());
            p.unmake(firstMoves[i]);
            questions++;
        }
        alphaBetaTurnAnswers += prover.alphaBetaTurnAnswers();
    }

    @AfterAll
    static void bothSearchesAnsweredInTheirTurns() {
        assertTrue(alphaBetaTurnAnswers > 0, "the alpha-beta search answered in a turn");
        assertTrue(alphaBetaTurnAnswers < questions, "the proof-number search answered the others");
    }
}
