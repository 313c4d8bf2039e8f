package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The check information a position computes once and shares: checkers, pinned units, discovery
 * candidates and the squares from which each piece type would check.
 */
class CheckInformationTest {
    /**
     * White Ke1 Ne2 Ra4 Nd4, Black Kh4 Re8, White to move: Ne2 is pinned by Re8, Nd4 stands alone
     * between Ra4 and the black king.
     */
    private static final String PIN_AND_BATTERY = "4r3/8/8/8/R2N3k/8/4N3/4K3 w - - 0 1";

    @Test
    void theKnightOnTheKingsFileIsPinnedAndTheKnightInTheBatteryMayDiscover() {
        Position p = Fen.parse(PIN_AND_BATTERY);
        assertEquals(squares("e2"), p.pinned());
        assertEquals(squares("d4"), p.discoveredCheckCandidates());
        assertEquals(0, p.checkers());
    }

    @Test
    void checkSquaresAreTheEnemyKingsViewsPerPieceType() {
        Position p = Fen.parse(PIN_AND_BATTERY);
        assertEquals(squares("g2", "f3", "f5", "g6"), p.checkSquares(Piece.KNIGHT));
        assertEquals(squares("g3"), p.checkSquares(Piece.PAWN), "a white pawn on g3 attacks h4");
        long rook = squares("d4", "e4", "f4", "g4", "h1", "h2", "h3", "h5", "h6", "h7", "h8");
        long bishop = squares("g3", "f2", "e1", "g5", "f6", "e7", "d8");
        assertEquals(rook, p.checkSquares(Piece.ROOK));
        assertEquals(bishop, p.checkSquares(Piece.BISHOP));
        assertEquals(rook | bishop, p.checkSquares(Piece.QUEEN));
        assertEquals(0, p.checkSquares(Piece.KING));
    }

    @Test
    void everyMoveOfTheBatteryKnightChecksAndThePinnedKnightHasNone() {
        Position p = Fen.parse(PIN_AND_BATTERY);
        assertTrue(p.givesCheck(Moves.find(p, "d4b5")), "discovered");
        assertTrue(p.givesCheck(Moves.find(p, "d4f5")), "double");
        assertFalse(p.givesCheck(Moves.find(p, "a4a5")));
        assertFalse(Moves.legalUci(p).stream().anyMatch(m -> m.startsWith("e2")));
    }

    @Test
    void theInformationBelongsToItsPlyAndSurvivesAMoveTakenBack() {
        Position p = Fen.parse(PIN_AND_BATTERY);
        long pinned = p.pinned();
        long discoverers = p.discoveredCheckCandidates();
        int doubleCheck = Moves.find(p, "d4f5");
        p.make(doubleCheck);
        assertEquals(squares("a4", "f5"), p.checkers());
        assertEquals(0, p.pinned(), "Black's rook is not pinned");
        p.unmake(doubleCheck);
        assertEquals(pinned, p.pinned());
        assertEquals(discoverers, p.discoveredCheckCandidates());
        assertEquals(0, p.checkers());
    }

    @Test
    void settingUpAUnitForgetsWhatWasKnown() {
        Position p = Fen.parse(PIN_AND_BATTERY);
        assertEquals(squares("e2"), p.pinned());
        p.put(Piece.code(Piece.WHITE, Piece.BISHOP), Square.parse("e5"));
        assertEquals(0, p.pinned(), "two units between the rook and the king");
    }

    private static long squares(String... names) {
        long set = 0;
        for (String name : names) {
            set |= 1L << Square.parse(name);
        }
        return set;
    }
}
