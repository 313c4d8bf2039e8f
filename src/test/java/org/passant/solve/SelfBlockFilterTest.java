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
 * SelfBlockFilter is a proof: a move of the side to be stalemated that it turns away is followed
 * by no stalemating reply. Checked against every pair of moves played out, on random positions
 * where such stalemates are common, and on named positions.
 */
class SelfBlockFilterTest {
    private final SelfBlockFilter filter = new SelfBlockFilter();

    @Test
    void neverTurnsAwayAMoveThatAStalemateFollowsInSparsePositions() {
        RandomPositions positions = new RandomPositions(65);
        int followed = 0;
        int turnedAway = 0;
        int moves = 0;
        for (int i = 0; i < 20_000; i++) {
            Counts counts = check(positions.sparse(2 + i % 4));
            followed += counts.followed;
            turnedAway += counts.turnedAway;
            moves += counts.moves;
        }
        // Not vacuous: many moves with a stalemate after them were judged, and many others cut.
        assertTrue(followed > 500, "moves followed by a stalemate: " + followed);
        assertTrue(turnedAway > moves / 10, "turned away " + turnedAway + " of " + moves);
    }

    @Test
    void neverTurnsAwayAMoveThatAStalemateFollowsInPositionsOfGames() {
        RandomPositions positions = new RandomPositions(87);
        for (int i = 0; i < 600; i++) {
            check(positions.fromGame(10 + i % 120));
        }
    }

    @Test
    void aSelfBlockBeforeTheStalemateIsPassed() {
        // Black Kh8 Bh7 Pa6, White Kf8 Ra3 Pa4: 1...a6-a5 (blocked by a4) 2.Ra3-h3 (pins the
        // bishop) stalemates. The pawn's step is the move judged, so only the bishop's moves must
        // be taken away by the reply, and the pin does it.
        Position p = Fen.parse("5K1k/7b/p7/8/P7/R7/8/8 b - - 0 1");
        assertTrue(followedByStalemate(p, Moves.find(p, "a6a5")));
        filter.prepare(p, moves(p), MoveGenerator.legal(p, new int[MoveGenerator.MAX_MOVES], 0));
        assertTrue(filter.mayBeFollowedByStalemate(Moves.find(p, "a6a5")));
        check(p);
    }

    @Test
    void aMoveLeavingTwoFreeUnitsIsTurnedAway() {
        // Black Kh8 Nb8 Pa6 Pg5, White Kf7 Rc1: after 1...Nb8-c6 the pawns a6 and g5 both still
        // step, and no single White move lands in front of both (nor on both).
        Position p = Fen.parse("1n5k/5K2/p7/6p1/8/8/8/2R5 b - - 0 1");
        filter.prepare(p, moves(p), MoveGenerator.legal(p, new int[MoveGenerator.MAX_MOVES], 0));
        assertFalse(filter.mayBeFollowedByStalemate(Moves.find(p, "b8c6")));
        check(p);
    }

    @Test
    void aKingStepLeavingTwoFreeUnitsIsTurnedAway() {
        // The same position: after 1...Kh8-h7 no unit stands on a line through h7, so none can be
        // pinned, and the knight and the pawn a6 both still move.
        Position p = Fen.parse("1n5k/5K2/p7/6p1/8/8/8/2R5 b - - 0 1");
        filter.prepare(p, moves(p), MoveGenerator.legal(p, new int[MoveGenerator.MAX_MOVES], 0));
        assertFalse(filter.mayBeFollowedByStalemate(Moves.find(p, "h8h7")));
        check(p);
    }

    private static boolean followedByStalemate(Position p, int move) {
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        p.make(move);
        boolean stalemate = false;
        int m = MoveGenerator.legal(p, replies, 0);
        for (int j = 0; j < m && !stalemate; j++) {
            p.make(replies[j]);
            stalemate = Goals.isStalemated(p);
            p.unmake(replies[j]);
        }
        p.unmake(move);
        return stalemate;
    }

    private static int[] moves(Position p) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        MoveGenerator.legal(p, list, 0);
        return list;
    }

    private record Counts(int moves, int followed, int turnedAway) {
    }

    /** Plays every pair of moves of {@code p}: each first move a stalemate follows must pass. */
    private Counts check(Position p) {
        int[] first = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, first, 0);
        filter.prepare(p, first, n);
        int followed = 0;
        int turnedAway = 0;
        for (int i = 0; i < n; i++) {
            int move = first[i];
            boolean passes = filter.mayBeFollowedByStalemate(move);
            boolean stalemate = followedByStalemate(p, move);
            if (stalemate) {
                followed++;
                assertTrue(passes, () -> Move.uci(move) + " is followed by a stalemate in " + Fen.write(p));
            } else if (!passes) {
                turnedAway++;
            }
        }
        return new Counts(n, followed, turnedAway);
    }
}
