package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TurnGenerator#checks} in Marseillais chess: exactly the moves that may be played next
 * and leave the opponent in check, at the first and at the second move of a turn, e.p. included.
 */
class TurnChecksTest {

    /** The moves after which the opponent is in check, found by playing each one. */
    private static List<Integer> checksByPlaying(Position p) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = TurnGenerator.moves(p, moves, 0);
        int us = p.sideToMove();
        List<Integer> checks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            p.makeInTurn(moves[i]);
            // A check ends a Marseillais turn, so the opponent is to move when it was given.
            if (p.sideToMove() != us && p.inCheck()) {
                checks.add(moves[i]);
            }
            p.unmakeInTurn(moves[i]);
        }
        checks.sort(null);
        return checks;
    }

    private static List<Integer> checks(Position p) {
        int[] out = new int[MoveGenerator.MAX_MOVES];
        int n = TurnGenerator.checks(p, out, 0);
        List<Integer> checks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            checks.add(out[i]);
        }
        checks.sort(null); // the set matters, not the order
        return checks;
    }

    /** The position and every position after one of its first moves: first and second moves of a turn. */
    private static void assertChecksAtEveryMoveOfTheTurn(Position p) {
        assertEquals(checksByPlaying(p), checks(p), TurnFen.write(p));
        int[] firsts = new int[MoveGenerator.MAX_MOVES];
        int n = TurnGenerator.moves(p, firsts, 0);
        for (int i = 0; i < n; i++) {
            p.makeInTurn(firsts[i]);
            if (p.moveOfTurn() == 2) {
                assertEquals(checksByPlaying(p), checks(p), TurnFen.write(p));
            }
            p.unmakeInTurn(firsts[i]);
        }
    }

    @Test
    void anEnPassantCaptureThatGivesCheckIsAmongTheChecks() {
        Position p = Turns.play("5k2/3p4/8/4P3/8/8/8/K7 b - - 0 20", RuleSet.MARSEILLAIS, "d7d5", "f8e7");
        assertTrue(checks(p).contains(Turns.find(p, "e5d6")), "e5xd6 e.p. checks the king on e7");
        assertChecksAtEveryMoveOfTheTurn(p);
    }

    @Test
    void theChecksOfBusyPositionsAreThoseFoundByPlaying() {
        for (String fen : List.of(
                "6k1/8/6K1/8/8/8/8/1Q6 w - - 0 1",
                "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 1/2")) {
            assertChecksAtEveryMoveOfTheTurn(TurnFen.parse(fen, RuleSet.MARSEILLAIS));
        }
    }
}
