package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Move;
import org.passant.problem.Stipulation;

/**
 * A solver whose key questions go to the proof-number search first ({@link KeyProver}, here from
 * #2 on instead of #7, so that short problems exercise it) lists the same keys, with the same
 * mate lengths, and the same tries as a solver that asks only the alpha-beta search.
 */
class KeyProverTest {
    private static final SolveOptions KEYS_AND_TRIES = SolveOptions.defaults().withVariations(false).withTries(true)
            .withHashMegabytes(16);

    static Stream<ProofNumberCrossCheckTest.Case> problems() throws IOException {
        return Stream.concat(ProofNumberCrossCheckTest.matetrackUpToThree(),
                ProofNumberCrossCheckTest.benchmarkSet().filter(c -> c.moves() <= 4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void proofNumberKeysAreTheAlphaBetaKeys(ProofNumberCrossCheckTest.Case c) {
        Stipulation stip = Stipulation.directMate(c.moves());
        SolutionTree alone = new Solver(KEYS_AND_TRIES, Integer.MAX_VALUE).solve(c.fen(), stip);
        SolutionTree proofNumbers = new Solver(KEYS_AND_TRIES, 2).solve(c.fen(), stip);
        assertEquals(firstMoves(alone), firstMoves(proofNumbers), c.toString());
    }

    /**
     * With three threads the questions are shared: a thread out of first moves joins another's
     * open question ({@link OpenQuestions}), steered apart from it by the busy marks. The keys
     * and tries stay those of one thread asking the alpha-beta search alone.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void threadsSharingQuestionsFindTheAlphaBetaKeys(ProofNumberCrossCheckTest.Case c) {
        Stipulation stip = Stipulation.directMate(c.moves());
        SolutionTree alone = new Solver(KEYS_AND_TRIES.withThreads(1), Integer.MAX_VALUE).solve(c.fen(), stip);
        SolutionTree shared = new Solver(KEYS_AND_TRIES.withThreads(3), 2).solve(c.fen(), stip);
        assertEquals(firstMoves(alone), firstMoves(shared), c.toString());
    }

    private static List<String> firstMoves(SolutionTree tree) {
        return Stream.concat(tree.keys().stream().map(k -> "key " + Move.uci(k.move()) + " in " + k.mateLength()),
                tree.tries().stream().map(t -> "try " + Move.uci(t.move()))).toList();
    }
}
