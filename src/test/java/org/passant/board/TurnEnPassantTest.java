package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The e.p. rules of two-move turns, each on a position built for it, under both rule sets that
 * have them (double-move and Marseillais chess agree on all but the last two): Black plays its
 * turn, then White's moves and turns are looked at.
 */
class TurnEnPassantTest {

    /** White pawns e5 and g5 wait for black double steps beside them. */
    private static final String TWO_PAWNS_WAIT = "k7/3p1p2/8/4P1P1/8/8/8/7K b - - 0 20";
    private static final String ONE_PAWN_WAITS = "k7/3p4/8/4P3/8/8/8/7K b - - 0 20";

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void twoDoubleStepsInOneTurnAreBothCaptured(RuleSet rules) {
        Position p = Turns.play(TWO_PAWNS_WAIT, rules, "d7d5", "f7f5");
        assertEquals("k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 1/2", TurnFen.write(p));
        List<String> turns = Turns.turnsUci(p);
        assertTrue(turns.contains("e5d6,g5f6"), turns.toString());
        assertTrue(turns.contains("g5f6,e5d6"), turns.toString());
        Turn both = Turns.turn(p, "e5d6,g5f6");
        assertTrue(Move.isEnPassant(both.first()) && Move.isEnPassant(both.second()));
        p.makeInTurn(both.first());
        p.makeInTurn(both.second());
        assertEquals(0, p.pieces(Piece.BLACK, Piece.PAWN), "both double-stepped pawns are gone");
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void aDoubleStepOnTheSecondMoveMayBeTakenToo(RuleSet rules) {
        Position p = Turns.play(ONE_PAWN_WAITS, rules, "a8b8", "d7d5");
        assertTrue(Turns.nextMovesUci(p).contains("e5d6"));
        assertTrue(Move.isEnPassant(Turns.find(p, "e5d6")));
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void aCaptureDeclinedOnTheFirstMoveIsRefusedOnTheSecond(RuleSet rules) {
        Position p = Turns.play(ONE_PAWN_WAITS, rules, "d7d5", "a8b8");
        assertTrue(Turns.nextMovesUci(p).contains("e5d6"), "offered on the first move");
        p.makeInTurn(Turns.find(p, "h1g1"));
        assertEquals(2, p.moveOfTurn());
        assertFalse(Turns.nextMovesUci(p).contains("e5d6"), "gone on the second");
        for (Turn t : TurnGenerator.turns(Turns.play(ONE_PAWN_WAITS, rules, "d7d5", "a8b8"))) {
            assertFalse(t.second() != Move.NONE && Move.isEnPassant(t.second()), t.toString());
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void aSecondCaptureOnTheSecondMoveOnlyAfterAFirstOne(RuleSet rules) {
        Position afterPush = Turns.play(TWO_PAWNS_WAIT, rules, "d7d5", "f7f5", "e5e6");
        assertFalse(Turns.nextMovesUci(afterPush).contains("g5f6"), "a push first: the other right has lapsed");
        Position afterCapture = Turns.play(TWO_PAWNS_WAIT, rules, "d7d5", "f7f5", "e5d6");
        assertEquals(List.of(Bitboards.bit(Square.parse("f6"))), List.of(afterCapture.capturableEnPassantSquares()));
        assertTrue(Turns.nextMovesUci(afterCapture).contains("g5f6"), "an e.p. capture first: the other right stands");
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void aPieceOnThePassedOverSquareIsCapturedAlone(RuleSet rules) {
        // d7-d5, then the knight b7-d6 lands on the square passed over: exd6 takes the knight, d5 stays.
        Position p = Turns.play("k7/1n1p4/8/4P3/8/8/8/7K b - - 0 20", rules, "d7d5", "b7d6");
        assertEquals("-", TurnFen.write(p).split(" ")[3]);
        int capture = Turns.find(p, "e5d6");
        assertFalse(Move.isEnPassant(capture));
        assertEquals(Piece.KNIGHT, Move.captured(capture));
        p.makeInTurn(capture);
        assertEquals(Piece.code(Piece.BLACK, Piece.PAWN), p.pieceAt(Square.parse("d5")));
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void aPawnThatMovedOnAfterItsDoubleStepIsTooFar(RuleSet rules) {
        // d7-d5-d4 in one turn: neither e5xd6 nor e4xd3 captures e.p.
        Position p = Turns.play("k7/3p4/8/4P3/4P3/8/8/7K b - - 0 20", rules, "d7d5", "d5d4");
        assertEquals(0, p.turnEnPassantSquares());
        for (String uci : Turns.nextMovesUci(p)) {
            assertFalse(uci.equals("e5d6") || uci.equals("e4d3"), uci);
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void twoSingleStepsGiveNoRight(RuleSet rules) {
        Position p = Turns.play(ONE_PAWN_WAITS, rules, "d7d6", "d6d5");
        assertEquals(0, p.turnEnPassantSquares());
        assertFalse(Turns.nextMovesUci(p).contains("e5d6"));
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void aWhiteDoubleStepOnTheFirstMoveWaitsThroughTheSecond(RuleSet rules) {
        // White's own right is kept at its second move (rank 3 in the FEN), then handed to Black.
        Position p = Turns.play("k7/8/8/8/3p4/8/4P3/7K w - - 0 20", rules, "e2e4");
        assertEquals("k7/8/8/8/3pP3/8/8/7K w - e3 0 20 2/2", TurnFen.write(p));
        assertEquals(0, p.capturableEnPassantSquares(), "White cannot take its own pawn");
        p.makeInTurn(Turns.find(p, "h1g1"));
        assertTrue(Move.isEnPassant(Turns.find(p, "d4e3")));
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void theRankPinThroughBothPawnsBindsOnlyWhereCheckIsObserved(RuleSet rules) {
        // Ka5 Pe5, Rh5: e5xd6 e.p. empties d5 and e5 and opens the rank to the king.
        Position p = Turns.play("7k/3p4/8/K3P2r/8/8/8/8 b - - 0 20", rules, "d7d5", "h8g8");
        boolean offered = Turns.nextMovesUci(p).contains("e5d6");
        assertEquals(rules == RuleSet.DOUBLE_MOVE, offered, rules + ": legal in double-move chess only");
    }

    @ParameterizedTest
    @EnumSource(names = {"DOUBLE_MOVE", "MARSEILLAIS"})
    void anEnPassantCaptureThatGivesCheckEndsOnlyAMarseillaisTurn(RuleSet rules) {
        Position p = Turns.play("5k2/3p4/8/4P3/8/8/8/K7 b - - 0 20", rules, "d7d5", "f8e7");
        if (rules == RuleSet.MARSEILLAIS) {
            Turn check = Turns.turn(p, "e5d6");
            assertTrue(check.cutShort() && Move.isEnPassant(check.first()));
            p.makeInTurn(check.first());
            assertEquals(Piece.BLACK, p.sideToMove(), "the turn passed at once");
        } else {
            assertTrue(Turns.turn(p, "e5d6,d6e7").capturesKing(), "no check: the pawn goes on to take the king");
        }
    }
}
