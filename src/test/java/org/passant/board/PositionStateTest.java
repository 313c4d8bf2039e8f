package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Side, rights, e.p. square and clocks are kept packed; each reads back as it was set, at its extremes. */
class PositionStateTest {

    @Test
    void everyFieldReadsBackAtItsExtremes() {
        for (int side = Piece.WHITE; side <= Piece.BLACK; side++) {
            for (int rights = 0; rights <= Castling.ALL; rights++) {
                for (int ep = Square.NONE; ep <= 63; ep++) {
                    for (int halfmove : new int[] {0, 1, 99, Integer.MAX_VALUE}) {
                        Position p = new Position();
                        p.setState(side, rights, ep, halfmove, Integer.MAX_VALUE);
                        assertEquals(side, p.sideToMove());
                        assertEquals(rights, p.castlingRights());
                        assertEquals(ep, p.epSquare());
                        assertEquals(halfmove, p.halfmoveClock());
                        assertEquals(Integer.MAX_VALUE, p.fullmoveNumber());
                        assertFalse(p.hasLegalEnPassant(), "no pawns, no e.p. capture");
                    }
                }
            }
        }
    }

    @Test
    void largeClocksSurviveMakeAndUnmake() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 2000000 1000000");
        int rookMove = Moves.find(p, "h1h5");
        p.make(rookMove);
        assertEquals("4k3/8/8/7R/8/8/8/4K3 b - - 2000001 1000000", p.toFen());
        p.unmake(rookMove);
        assertEquals("4k3/8/8/8/8/8/8/4K2R w K - 2000000 1000000", p.toFen());
    }

    @Test
    void theMoveNumberAdvancesAfterBlacksMovesButNotAfterAPass() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K3 b - - 0 7");
        int blackMove = Moves.find(p, "e8d8");
        p.make(blackMove);
        assertEquals(8, p.fullmoveNumber());
        int whiteMove = Moves.find(p, "e1d1");
        p.make(whiteMove);
        assertEquals(8, p.fullmoveNumber());
        p.makeNull(); // Black passes: a threat, not a move
        assertEquals(8, p.fullmoveNumber());
        p.unmakeNull();
        p.unmake(whiteMove);
        p.unmake(blackMove);
        assertEquals(7, p.fullmoveNumber());
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 0 7", p.toFen());
    }

    @Test
    void theHalfmoveClockRestartsOnPawnMovesAndCapturesOnly() {
        String fen = "4k3/8/8/3p4/8/2N5/4P3/4K3 w - - 17 30";
        assertEquals(18, Moves.play(fen, "c3b5").halfmoveClock(), "knight move");
        assertEquals(0, Moves.play(fen, "c3d5").halfmoveClock(), "knight takes pawn");
        assertEquals(0, Moves.play(fen, "e2e3").halfmoveClock(), "pawn step");
        assertEquals(0, Moves.play(fen, "e2e4").halfmoveClock(), "pawn double step");
        assertEquals(0, Moves.play("4k3/8/8/3p4/4P3/8/8/4K3 w - - 17 30", "e4d5").halfmoveClock(), "pawn takes pawn");
        assertEquals(18, Moves.play("r3k3/8/8/8/8/8/8/4K2R w Kq - 17 30", "e1g1").halfmoveClock(), "castling");
    }

    @Test
    void rejectsValuesOutOfRange() {
        Position p = new Position();
        assertThrows(IllegalArgumentException.class, () -> p.setState(2, 0, Square.NONE, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> p.setState(Piece.WHITE, 16, Square.NONE, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> p.setState(Piece.WHITE, 0, 64, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> p.setState(Piece.WHITE, 0, -2, 0, 1));
    }
}
