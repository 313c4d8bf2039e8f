package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** The order in which the mate search tries moves, on named positions. */
class MoveOrderingTest {
    /** White Ke1 Ne2 Ra4 Nd4, Black Kh4 Re8: every move of Nd4 discovers check from Ra4. */
    private static final String BATTERY = "4r3/8/8/8/R2N3k/8/4N3/4K3 w - - 0 1";
    private static final int PLY = 3;

    @Test
    void theAttackerTriesMovesThatMayCheckBeforeTheOthers() {
        Position p = Position.fromFen(BATTERY);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        MoveOrdering ordering = new MoveOrdering(PLY + 1);
        ordering.scoreAttacks(p, list, count, 0, PLY);
        int checks = MoveGenerator.checks(p, new int[MoveGenerator.MAX_MOVES], 0);
        for (int i = 0; i < checks; i++) {
            int move = ordering.pickBest(list, PLY, i, count);
            assertTrue(p.givesCheck(move), Move.uci(move) + " picked among the first " + checks);
        }
    }

    @Test
    void theTablesMoveComesBeforeEveryCheck() {
        Position p = Position.fromFen(BATTERY);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        int quiet = find(list, count, "a4a5");
        MoveOrdering ordering = new MoveOrdering(PLY + 1);
        ordering.scoreAttacks(p, list, count, quiet, PLY);
        assertEquals(quiet, ordering.pickBest(list, PLY, 0, count));
    }

    @Test
    void theDefenderTriesTheLastRefutationFirst() {
        // Black to move after 1.Ra5: the rook's quiet move e8e7 is remembered as a refutation.
        Listed black = Listed.of("4r3/8/8/R7/3N3k/8/4N3/4K3 b - - 1 1");
        int refutation = black.find("e8e7");
        MoveOrdering ordering = new MoveOrdering(PLY + 1);
        ordering.refuted(PLY, refutation);
        ordering.scoreDefences(black.position(), black.list(), black.count(), 0, ordering.refutation(PLY), PLY);
        assertEquals(List.of("e8e7"), black.picks(ordering, 1));
    }

    @Test
    void whereTheFirstDefenceThatHoldsIsKeptTheDefendersChecksAndCapturesComeBeforeTheLastRefutation() {
        // The position above with a white bishop on b8: Black's only check is Rxe2+ (it also
        // takes), its only other capture Rxb8; the remembered quiet refutation e8e7 comes after
        // both, and before the king's moves.
        Listed black = Listed.of("1B2r3/8/8/R7/3N3k/8/4N3/4K3 b - - 1 1");
        MoveOrdering ordering = new MoveOrdering(PLY + 1);
        ordering.scoreDefencesChecksAndCapturesFirst(black.position(), black.list(), black.count(), black.find("e8e7"), PLY);
        List<String> picks = black.picks(ordering, 4);
        assertEquals(List.of("e8e2", "e8b8", "e8e7"), picks.subList(0, 3));
        assertTrue(picks.get(3).startsWith("h4"), "a king move next: of the moves that neither check nor take, the king's first");
    }

    @Test
    void movesThatScoreNothingArePickedInTheOrderTheyStand() {
        // White Ke1 Ra4 against Black Kh4 Pb4: one capture (Rxb4+, also a check); no other move
        // of the rook or king checks or takes, so the rest score nothing.
        Position p = Position.fromFen("8/8/8/8/Rp5k/8/8/4K3 w - - 0 1");
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        MoveOrdering ordering = new MoveOrdering(PLY + 1);
        ordering.scoreAttacks(p, list, count, 0, PLY);
        assertEquals("a4b4", Move.uci(ordering.pickBest(list, PLY, 0, count)));
        int[] rest = java.util.Arrays.copyOfRange(list, 1, count);
        for (int i = 1; i < count; i++) {
            assertEquals(rest[i - 1], ordering.pickBest(list, PLY, i, count), "pick " + i);
        }
    }

    /** A position's legal moves in the generator's order, to be scored and picked in place. */
    private record Listed(Position position, int[] list, int count) {
        static Listed of(String fen) {
            Position p = Position.fromFen(fen);
            int[] list = new int[MoveGenerator.MAX_MOVES];
            return new Listed(p, list, MoveGenerator.legal(p, list, 0));
        }

        int find(String uci) {
            return MoveOrderingTest.find(list, count, uci);
        }

        /** The first k moves the ordering picks, in UCI notation. */
        List<String> picks(MoveOrdering ordering, int k) {
            List<String> picked = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                picked.add(Move.uci(ordering.pickBest(list, PLY, i, count)));
            }
            return picked;
        }
    }

    private static int find(int[] list, int count, String uci) {
        for (int i = 0; i < count; i++) {
            if (Move.uci(list[i]).equals(uci)) {
                return list[i];
            }
        }
        throw new AssertionError(uci + " not generated");
    }
}
