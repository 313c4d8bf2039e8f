package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Play;

/**
 * Threads that ask one key question together ({@link ProofNumberSearch#askTogether}), sharing
 * the proof table and the busy marks, all come back with the answer of the alpha-beta search,
 * whichever of them found it; a refutation found holds against every attacking move. Three
 * threads start each question at the same moment, on every first move of a sample of the #4-#5
 * of the mates suite, the proof-number search taking over from one move before the mate.
 */
class AskingTogetherTest {
    private static final int THREADS = 3;

    static Stream<ProofNumberCrossCheckTest.Case> sample() throws IOException {
        List<ProofNumberCrossCheckTest.Case> fourAndFive = ProofNumberCrossCheckTest.matetrackUpToFive()
                .filter(c -> c.moves() >= 4).toList();
        List<ProofNumberCrossCheckTest.Case> every12th = new ArrayList<>();
        for (int i = 0; i < fourAndFive.size(); i += 12) {
            every12th.add(fourAndFive.get(i));
        }
        return every12th.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sample")
    @DisplayName("three threads asking together answer as the alpha-beta search does")
    @Timeout(60) // threads that kept stepping aside for one another would never answer: fail, do not hang
    void threadsAskingTogetherAnswerAsTheAlphaBetaSearch(ProofNumberCrossCheckTest.Case c) throws InterruptedException {
        Position p = Position.fromFen(c.fen());
        int n = c.moves();
        MateSearch alphaBeta = new MateSearch(8);
        ProofTable table = new ProofTable(1 << 20);
        TranspositionTable leaves = new TranspositionTable(8);
        BusyNodes busy = new BusyNodes();
        List<ProofNumberSearch> searches = new ArrayList<>();
        for (int k = 0; k < THREADS; k++) {
            MateSearch exact = new MateSearch(leaves);
            exact.setAim(Goal.MATE, Play.DIRECT);
            ProofNumberSearch search = new ProofNumberSearch(table, exact);
            search.setExactLength(1);
            search.shareBusyNodes(busy);
            searches.add(search);
        }
        int[] firstMoves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, firstMoves, 0);
        for (int i = 0; i < count; i++) {
            int move = firstMoves[i];
            p.make(move);
            boolean key = alphaBeta.defenderLoses(p, n - 1);
            SharedQuestion question = new SharedQuestion(p, n - 1);
            long before = p.hash();
            KeyAnswer[] answers = askTogether(searches, question);
            assertEquals(before, p.hash(), "the caller's position is left as it was");
            for (KeyAnswer answer : answers) {
                assertEquals(key, answer.isProven(), c + ": after " + Move.uci(move));
            }
            int refutation = question.answer().refutation();
            if (!key && refutation != 0) {
                p.make(refutation);
                assertFalse(alphaBeta.attackerMates(p, n - 1),
                        c + ": after " + Move.uci(move) + " the refutation " + Move.uci(refutation) + " holds");
                p.unmake(refutation);
            }
            p.unmake(move);
        }
    }

    /** Each search asks the question on a thread of its own, all released at once; their answers. */
    private static KeyAnswer[] askTogether(List<ProofNumberSearch> searches, SharedQuestion question)
            throws InterruptedException {
        KeyAnswer[] answers = new KeyAnswer[searches.size()];
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int k = 0; k < searches.size(); k++) {
            int index = k;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                answers[index] = searches.get(index).askTogether(question);
            });
            threads.add(thread);
            thread.start();
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        return answers;
    }
}
