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
        assertMessage("unknown piece 'x'", "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertMessage("count of empty squares must be 1 to 8", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertMessage("8 ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
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
}
