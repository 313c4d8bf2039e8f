package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FenTest {

    @Test
    void writesBackWhatItReads() {
        for (String fen : new String[] {Fen.START,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "rnbqkb1r/ppp2ppp/8/3pP3/3Qn3/5N2/PPP2PPP/RNB1KB1R w KQkq d6 0 6"}) {
            assertEquals(fen, Fen.parse(fen).toFen());
        }
    }

    @Test
    void acceptsTheFourFieldEpdForm() {
        Position p = Fen.parse("7k/8/8/8/8/8/8/K7 b - -");
        assertEquals(Piece.BLACK, p.sideToMove());
        assertEquals("7k/8/8/8/8/8/8/K7 b - - 0 1", p.toFen());
    }

    @Test
    void namesWhatIsWrong() {
        assertMessage("unknown piece letter 'x' on rank 7", "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertMessage("'9' is not a run of 1 to 8 empty squares", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertMessage("7 ranks instead of 8", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertMessage("side to move", "8/8/8/8/8/8/8/8 x - - 0 1");
        assertMessage("castling field", "8/8/8/8/8/8/8/8 w KX - 0 1");
        assertMessage("rank 6", "8/8/8/8/8/8/8/8 w - e3 0 1");
        assertMessage("4 to 6 fields", "8/8/8/8/8/8/8/8 w");
        assertMessage("halfmove clock", "8/8/8/8/8/8/8/8 w - - x 1");
    }

    private static void assertMessage(String expected, String fen) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen));
        assertTrue(e.getMessage().contains(expected), () -> "'" + e.getMessage() + "' should mention '" + expected + "'");
    }

    @Test
    void aFaultInThePlacementSaysWhereItIs() {
        FenException tooShort = assertThrows(FenException.class, () -> Fen.readPlacement("8/8/8/8/8/8/8/7"));
        assertEquals("rank 1 of the FEN has only 7 squares", tooShort.getMessage());
        assertEquals(15, tooShort.offset(), "the end of the text, where the 8th square should be");
        FenException unknown = assertThrows(FenException.class, () -> Fen.readPlacement("8/8/2x5/8/8/8/8/8"));
        assertEquals(5, unknown.offset(), "the x, after \"8/8/2\"");
    }

    @Test
    void readsAndWritesAPlacementWithoutAPosition() {
        int[] pieces = Fen.readPlacement("4k3/8/8/8/8/8/8/4K2R");
        assertEquals(Piece.code(Piece.WHITE, Piece.ROOK), pieces[Square.H1]);
        assertEquals(Piece.code(Piece.BLACK, Piece.KING), pieces[Square.E8]);
        assertEquals("4k3/8/8/8/8/8/8/4K2R", Fen.placement(square -> pieces[square]));
    }
}
