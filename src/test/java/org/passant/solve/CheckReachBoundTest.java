package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/**
 * CheckReachBound is a proof: when it says that no check can follow k half-moves, no sequence of k
 * legal half-moves ends with the side to move in check. Checked against every sequence played
 * out, on random positions whose units are knights, pawns and bishops (where the bound speaks),
 * and on named positions: a knight too far, a bishop of the other colour, a pawn promoting in time.
 */
class CheckReachBoundTest {

    @Test
    void neverDeniesACheckThatCanFollowWithKnightsPawnsAndBishops() {
        RandomPositions positions = new RandomPositions(101);
        int checks = 0;
        int denied = 0;
        for (int i = 0; i < 6_000; i++) {
            Position p = positions.sparse(4, i % 2 == 0 ? "PN" : "PNB");
            int plies = 1 + i % 4;
            boolean check = checkCanFollow(p, plies, new int[plies][MoveGenerator.MAX_MOVES], 0);
            boolean may = CheckReachBound.checkMayFollow(p, plies);
            if (check) {
                checks++;
                assertTrue(may, () -> "a check follows " + plies + " half-moves in " + Fen.write(p));
            } else if (!may) {
                denied++;
            }
        }
        // Not vacuous: many positions with a check were judged, and many without one were cut.
        assertTrue(checks > 1_000, "positions with a check: " + checks);
        assertTrue(denied > 1_000, "positions proven to have none: " + denied);
    }

    @Test
    void neverDeniesACheckThatCanFollowInPositionsOfGames() {
        RandomPositions positions = new RandomPositions(102);
        for (int i = 0; i < 300; i++) {
            Position p = positions.fromGame(20 + i % 100);
            int plies = 1 + i % 3;
            if (checkCanFollow(p, plies, new int[plies][MoveGenerator.MAX_MOVES], 0)) {
                assertTrue(CheckReachBound.checkMayFollow(p, plies), () -> "a check follows in " + Fen.write(p));
            }
        }
    }

    @Test
    void aKnightTooFarAwayCannotCheck() {
        // Black Ka8 to move, White Ne1: after one move of the king (a7, b7, b8) the knight's first
        // move (c2, d3, f3, g2) attacks nothing on the a- and b-files above the fourth rank.
        Position p = Fen.parse("k7/8/8/8/8/8/8/4N2K b - - 0 1");
        assertFalse(CheckReachBound.checkMayFollow(p, 2));
        // Three moves each: the knight reaches c6 (e1-d3-b4-c6 attacks a7 and b8) in time.
        assertTrue(CheckReachBound.checkMayFollow(p, 6));
    }

    @Test
    void aBishopNeverChecksAKingOnTheOtherColour() {
        // White Bc1 moves on dark squares; the black king on h1 (light) cannot move before White's
        // only move, and after a king's step to g1 or h2 (dark) it can.
        Position p = Fen.parse("K7/8/8/8/8/8/8/2B4k w - - 0 1");
        assertFalse(CheckReachBound.checkMayFollow(p, 1));
        assertTrue(CheckReachBound.checkMayFollow(p, 3));
    }

    @Test
    void aPawnChecksByPromotingInTime() {
        // White Pg7 promotes on g8 and the new queen or rook checks Ka8 along the eighth rank; the
        // same pawn on g2 needs six moves before it is a piece.
        assertTrue(CheckReachBound.checkMayFollow(Fen.parse("k7/6P1/8/8/8/8/8/7K w - - 0 1"), 1));
        Position far = Fen.parse("k7/8/8/8/8/8/6P1/7K w - - 0 1");
        assertFalse(CheckReachBound.checkMayFollow(far, 1));
        assertFalse(CheckReachBound.checkMayFollow(far, 3));
    }

    @Test
    void aLinePieceAlwaysMayCheck() {
        // A rook reaches a line through every square in one move on the empty board.
        assertTrue(CheckReachBound.checkMayFollow(Fen.parse("k7/8/8/8/8/8/8/6RK w - - 0 1"), 1));
    }

    /** Whether some sequence of {@code plies} legal half-moves ends with the side to move in check. */
    private static boolean checkCanFollow(Position p, int plies, int[][] moves, int ply) {
        if (plies == 0) {
            return p.inCheck();
        }
        int count = MoveGenerator.legal(p, moves[ply], 0);
        for (int i = 0; i < count; i++) {
            int move = moves[ply][i];
            p.make(move);
            boolean check = checkCanFollow(p, plies - 1, moves, ply + 1);
            p.unmake(move);
            if (check) {
                return true;
            }
        }
        return false;
    }
}
