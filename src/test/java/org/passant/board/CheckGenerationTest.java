package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * givesCheck and the checking-move generator against the slow definition (make the move, look
 * whether the opponent is in check), over positions of the perft suites and their successors.
 */
class CheckGenerationTest {

    @Test
    void checkingMovesAreExactlyTheLegalMovesThatCheck() {
        int positions = 0;
        for (Position p : PerftSuite.samplePositions()) {
            Walk.nodes(p, 1, CheckGenerationTest::checksAreExactlyTheLegalMovesThatCheck);
            positions++;
        }
        assertEquals(true, positions > 500, "sample too small: " + positions);
    }

    private static void checksAreExactlyTheLegalMovesThatCheck(Position p) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, legal, 0);
        TreeSet<String> expected = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            p.make(legal[i]);
            boolean check = p.inCheck();
            assertEquals(p.computeHash(), p.hash(), "incremental hash after " + Move.uci(legal[i]));
            p.unmake(legal[i]);
            assertEquals(check, p.givesCheck(legal[i]), "givesCheck(" + Move.uci(legal[i]) + ") in " + p.toFen());
            if (check) {
                expected.add(Move.uci(legal[i]));
            }
        }
        int[] checks = new int[MoveGenerator.MAX_MOVES];
        int c = MoveGenerator.checks(p, checks, 0);
        TreeSet<String> actual = new TreeSet<>();
        for (int i = 0; i < c; i++) {
            actual.add(Move.uci(checks[i]));
        }
        assertEquals(expected, actual, "checking moves in " + p.toFen());
        assertEquals(expected.size(), c, "no duplicates in " + p.toFen());
    }
}
