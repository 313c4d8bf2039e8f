package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Moves;
import org.passant.board.Position;

/**
 * {@link FreeFlights} against the mate test: a check it says leaves a flight free is, played,
 * never mate; over positions with few units round two kings, where mates in one are common, and
 * positions of random games (castling, e.p. and promotions among the checks).
 */
class FreeFlightsTest {
    private final int[] checks = new int[MoveGenerator.MAX_MOVES];
    private final FreeFlights flights = new FreeFlights();
    private int judged;
    private int skipped;
    private int mates;

    @Test
    void aCheckSaidToLeaveAFlightNeverMates() {
        RandomPositions positions = new RandomPositions(20261201L);
        for (int i = 0; i < 4_000; i++) {
            judgeHereAndAfterEveryMove(positions.sparse(6));
        }
        for (int i = 0; i < 1_000; i++) {
            judgeHereAndAfterEveryMove(positions.fromGame(20 + i % 80));
        }
        // Measured with this seed: 182,972 checks judged, 150,907 skipped, 2,237 mates.
        assertTrue(mates > 2_000, "too few mates to test against: " + mates);
        assertTrue(skipped > judged / 2, "the filter hardly fires: " + skipped + " of " + judged);
    }

    @Test
    void aRookCheckAlongTheEdgeLeavesTheKingItsStepForward() {
        // Black king h8, white rook a1: Ra8+ leaves g7 free (no white unit reaches it).
        Position p = Fen.parse("7k/8/8/8/8/8/8/R5K1 w - - 0 1");
        flights.reset(p);
        assertTrue(flights.survive(Moves.find(p, "a1a8")));
    }

    @Test
    void theBackRankMateIsNotSkipped() {
        // Black king g8 behind f7, g7, h7: Ra8+ mates, and no flight can be called free.
        Position p = Fen.parse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        flights.reset(p);
        assertFalse(flights.survive(Moves.find(p, "a1a8")));
    }

    @Test
    void aFlightOnTheLineTheCheckOpensIsNotCalledFree() {
        // Black king h8 with g8 and h7 blocked; the knight on e5 hides g7 from the bishop on a1.
        // Nf7 is a double check and mate: g7, free before it, is covered by the opened diagonal.
        Position p = Fen.parse("6rk/7p/8/4N3/8/8/8/B6K w - - 0 1");
        int nf7 = Moves.find(p, "e5f7");
        flights.reset(p);
        assertFalse(flights.survive(nf7));
        p.make(nf7);
        assertTrue(Checkmate.isMated(p));
    }

    private void judgeHereAndAfterEveryMove(Position p) {
        judgeEveryCheck(p);
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, legal, 0);
        for (int i = 0; i < n; i++) {
            p.make(legal[i]);
            judgeEveryCheck(p);
            p.unmake(legal[i]);
        }
    }

    private void judgeEveryCheck(Position p) {
        int count = MoveGenerator.checks(p, checks, 0);
        flights.reset(p);
        for (int i = 0; i < count; i++) {
            int move = checks[i];
            boolean survives = flights.survive(move);
            p.make(move);
            boolean mated = Checkmate.isMated(p);
            p.unmake(move);
            judged++;
            if (mated) {
                mates++;
            }
            if (survives) {
                skipped++;
                assertFalse(mated, "a mate skipped: " + Move.uci(move) + " in " + p.toFen());
            }
        }
    }
}
