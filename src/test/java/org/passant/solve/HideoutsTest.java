package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Bitboards;
import org.passant.board.Piece;
import org.passant.board.Square;

/** Where a unit of the side to be stalemated can go and then have no move, and what it costs. */
class HideoutsTest {
    private final Hideouts ways = new Hideouts();

    @Test
    void withOneMoveAPieceNeverHidesTheSquareItCameFromStaysOpen() {
        // The knight's only jumps from h8 are f7 (its own pawn) and g6, where it came from.
        long own = squares("g6 f7 h5");
        ways.learn(Piece.KNIGHT, Piece.BLACK, Square.parse("g6"), own, own, 1, 0L);
        assertEquals(0, ways.count());
    }

    @Test
    void withTwoMovesTheKnightMayHideWhereItsSideFillsTheSquareItCameFrom() {
        long own = squares("g6 f7 h5");
        ways.learn(Piece.KNIGHT, Piece.BLACK, Square.parse("g6"), own, own, 2, 0L);
        assertTrue(has(1, squares("g6"), Square.parse("h8")), "to h8, g6 to fill");
    }

    @Test
    void withTwoMovesABishopMayGoWhereOneStepIsLeftForItsSideToFill() {
        long own = squares("f6 h5");
        ways.learn(Piece.BISHOP, Piece.BLACK, Square.parse("f6"), own, own, 2, 0L);
        assertTrue(has(1, squares("g7"), Square.parse("h8")), "to h8, g7 to fill");
        assertTrue(has(1, squares("b2"), Square.parse("a1")), "to a1, b2 to fill");
        for (int w = 0; w < ways.count(); w++) {
            assertTrue(ways.moves(w) == 1 && Bitboards.count(ways.fill(w)) == 1, "every way leaves one step to fill");
        }
    }

    @Test
    void aPawnWhoseStepAheadNoUnitReachesNeedsItFilledByItsOwnSide() {
        long own = squares("b7 h5");
        ways.learn(Piece.PAWN, Piece.BLACK, Square.parse("b7"), own, own, 1, 0L);
        assertEquals(2, ways.count());
        assertTrue(has(1, squares("b5"), Square.parse("b6")), "b6, b5 to fill");
        assertTrue(has(1, squares("b4"), Square.parse("b5")), "b5, b4 to fill");
    }

    @Test
    void aPawnStopsForFreeWhereTheOtherSideMayStandAhead() {
        long own = squares("b7 h5");
        ways.learn(Piece.PAWN, Piece.BLACK, Square.parse("b7"), own, own, 1, squares("b5"));
        assertTrue(has(1, 0L, Square.parse("b6")), "b6, b5 reached by the other side");
    }

    @Test
    void aPawnThatMightTakeOnTheWayIsLetThroughHavingMoved() {
        long own = squares("b7 h5");
        ways.learn(Piece.PAWN, Piece.BLACK, Square.parse("b7"), own, own, 1, squares("a6"));
        assertEquals(1, ways.count());
        assertEquals(0L, ways.fill(0));
        assertTrue((ways.ends(0) & squares("a6 b6 b5")) == squares("a6 b6 b5"));
    }

    @Test
    void aPawnThatMayPromoteEndsWhereItsOneMoveTakesIt() {
        // Charged one move, the pawn on b2 ends on b1 (or a1 or c1, taking) as the piece it
        // became, not further on where a second move of that piece would take it.
        long own = squares("b2 h5");
        ways.learn(Piece.PAWN, Piece.BLACK, Square.parse("b2"), own, own, 2, 0L);
        assertEquals(1, ways.count());
        assertEquals(1, ways.moves(0));
        assertEquals(squares("a1 b1 c1"), ways.ends(0));
    }

    private boolean has(int moves, long fill, int end) {
        for (int w = 0; w < ways.count(); w++) {
            if (ways.moves(w) == moves && ways.fill(w) == fill && (ways.ends(w) & Bitboards.bit(end)) != 0) {
                return true;
            }
        }
        return false;
    }

    private static long squares(String names) {
        long set = 0;
        for (String name : names.split(" ")) {
            set |= Bitboards.bit(Square.parse(name));
        }
        return set;
    }
}
