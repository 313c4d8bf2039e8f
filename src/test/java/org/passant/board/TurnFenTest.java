package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The FEN of two-move turns: what it says, what it refuses (with the reason), how it hashes. */
class TurnFenTest {

    private static String refusal(String fen, RuleSet rules) {
        return assertThrows(FenException.class, () -> TurnFen.parse(fen, rules)).getMessage();
    }

    @Test
    void writesWhatItReads() {
        for (String fen : new String[] {
                "k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 1/2",
                "k7/8/8/8/3pP3/8/8/7K w - e3 0 20 2/2",
                "k7/8/3P4/4Pp2/8/8/8/7K w - f6 0 21 2/2",
                Fen.START + " 1/1"}) {
            assertEquals(fen, TurnFen.write(TurnFen.parse(fen, RuleSet.DOUBLE_MOVE)));
        }
    }

    @Test
    void withoutTheTurnFieldOnlyTheInitialArrayOfADoubleMoveGameIsASingleTurn() {
        assertTrue(TurnFen.parse(Fen.START, RuleSet.DOUBLE_MOVE).isSingleMoveTurn());
        assertEquals(1, TurnFen.parse(Fen.START, RuleSet.MARSEILLAIS).moveOfTurn());
        assertTrue(!TurnFen.parse(Fen.START, RuleSet.MARSEILLAIS).isSingleMoveTurn(), "Marseillais: two moves from the start");
        assertTrue(!TurnFen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", RuleSet.DOUBLE_MOVE).isSingleMoveTurn());
        assertEquals(Fen.START + " 1/2", TurnFen.write(TurnFen.parse(Fen.START + " 1/2", RuleSet.DOUBLE_MOVE)));
    }

    @Test
    void orthodoxPositionsAreReadAndWrittenAsEver() {
        String fen = "7k/8/8/KPp4r/8/8/8/8 w - c6 0 2";
        assertEquals(fen, TurnFen.write(TurnFen.parse(fen, RuleSet.ORTHODOX)));
        assertEquals(Fen.parse(fen).hash(), TurnFen.parse(fen, RuleSet.ORTHODOX).hash());
        assertTrue(refusal(fen + " 2/2", RuleSet.ORTHODOX).contains("orthodox chess has one move a turn"));
        assertTrue(refusal("k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21", RuleSet.ORTHODOX).contains("at most one e.p. square"));
    }

    @Test
    void refusesWhatCannotBeWithTheReason() {
        assertTrue(refusal("k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 2/2", RuleSet.DOUBLE_MOVE).contains("at most one e.p. right is left"));
        assertTrue(refusal("k7/8/8/8/8/8/8/7K b - - 0 1 1/1", RuleSet.DOUBLE_MOVE).contains("White must be to move"));
        assertTrue(refusal(Fen.START + " 1/1", RuleSet.MARSEILLAIS).contains("belongs to double-move chess"));
        assertTrue(refusal("k7/8/8/4P3/3p4/8/8/7K w - d6 0 21", RuleSet.DOUBLE_MOVE).contains("needs a black pawn on d5"));
        assertTrue(refusal("k7/8/3n4/3pP3/8/8/8/7K w - d6 0 21", RuleSet.DOUBLE_MOVE).contains("is occupied"));
        assertTrue(refusal("k7/8/8/3pP3/8/8/8/7K w - d3 0 21", RuleSet.DOUBLE_MOVE).contains("impossible with White to move"));
        assertTrue(refusal("k7/8/8/3pP3/8/8/8/7K w - d6 0 21 3/2", RuleSet.DOUBLE_MOVE).contains("the turn field must be"));
        assertTrue(refusal("k7/8/8/3pP3/8/8/8/7K w - d6d6 0 21", RuleSet.DOUBLE_MOVE).contains("names d6 twice"));
        assertTrue(refusal("k7/8/8/3pP3/8/8/8/7K w - c6d6e6 0 21", RuleSet.DOUBLE_MOVE).contains("one or two squares"));
        assertTrue(refusal("k7/8/8/3pP3/8/8/8/7K w - d6 0 21 2/2", RuleSet.DOUBLE_MOVE).contains("needs a first move that captured e.p."));
        assertTrue(refusal("k7/8/8/8/8/8/8/R6K w - - 0 21 2/2", RuleSet.MARSEILLAIS).contains("Black is in check"));
        assertTrue(refusal("k7/8/8/8/8/8/8/r6K w - - 0 21 2/2", RuleSet.MARSEILLAIS).contains("White is in check at the second move"));
    }

    @Test
    void theSquareADoubleStepLeftMayBeFilledByTheSecondMove() {
        // Black played d7-d5 and then Ke8-d7 (or anything else onto d7): the right stands.
        Position p = TurnFen.parse("8/3k4/8/3pP3/8/8/8/7K w - d6 0 21", RuleSet.DOUBLE_MOVE);
        assertEquals(Bitboards.bit(Square.parse("d6")), p.capturableEnPassantSquares());
    }

    @Test
    void setStateUnderAVariantStartsATurnWithTheSquareAsItsRight() {
        // What the retro conventions do to a diagram's rights: the turn starts afresh, e.p. a right of the turn.
        Position p = TurnFen.parse("k7/8/8/3pP3/8/8/8/7K w - - 0 21 2/2", RuleSet.DOUBLE_MOVE);
        p.setState(Piece.WHITE, 0, Square.parse("d6"), 0, 21);
        assertEquals(1, p.moveOfTurn());
        assertEquals(Square.NONE, p.epSquare());
        assertEquals(Bitboards.bit(Square.parse("d6")), p.capturableEnPassantSquares());
        assertEquals(TurnFen.parse("k7/8/8/3pP3/8/8/8/7K w - d6 0 21", RuleSet.DOUBLE_MOVE).hash(), p.hash());
    }

    @Test
    void aRightNoPawnCanUseHashesLikeNone() {
        // No white pawn beside d5: the right is stated, kept in the FEN, and left out of the hash.
        Position dead = TurnFen.parse("k7/8/8/3p4/8/8/8/7K w - d6 0 21", RuleSet.DOUBLE_MOVE);
        assertEquals("d6", TurnFen.write(dead).split(" ")[3]);
        assertEquals(TurnFen.parse("k7/8/8/3p4/8/8/8/7K w - - 0 21", RuleSet.DOUBLE_MOVE).hash(), dead.hash());
        Position live = TurnFen.parse("k7/8/8/3pP3/8/8/8/7K w - d6 0 21", RuleSet.DOUBLE_MOVE);
        assertNotEquals(TurnFen.parse("k7/8/8/3pP3/8/8/8/7K w - - 0 21", RuleSet.DOUBLE_MOVE).hash(), live.hash());
    }

    @Test
    void aPinnedCaptureIsARightOnlyWithoutCheck() {
        String pinned = "6k1/8/8/K2pP2r/8/8/8/8 w - d6 0 21";
        String none = "6k1/8/8/K2pP2r/8/8/8/8 w - - 0 21";
        assertEquals(TurnFen.parse(none, RuleSet.MARSEILLAIS).hash(), TurnFen.parse(pinned, RuleSet.MARSEILLAIS).hash());
        assertNotEquals(TurnFen.parse(none, RuleSet.DOUBLE_MOVE).hash(), TurnFen.parse(pinned, RuleSet.DOUBLE_MOVE).hash());
    }

    @Test
    void theMoveOfTheTurnIsInTheHash() {
        String board = "k7/8/8/8/8/8/8/7K w - - 0 21";
        assertNotEquals(TurnFen.parse(board + " 1/2", RuleSet.MARSEILLAIS).hash(), TurnFen.parse(board + " 2/2", RuleSet.MARSEILLAIS).hash());
    }

    @Test
    void aPlayedPositionHashesAsItsFen() {
        Position played = Turns.play("k7/3p1p2/8/4P1P1/8/8/8/7K b - - 0 20", RuleSet.MARSEILLAIS, "d7d5", "f7f5", "e5d6");
        Position read = TurnFen.parse(TurnFen.write(played), RuleSet.MARSEILLAIS);
        assertEquals(read.hash(), played.hash());
        assertEquals(played.computeHash(), played.hash());
    }
}
