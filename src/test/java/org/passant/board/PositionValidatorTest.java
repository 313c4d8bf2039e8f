package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each static defect on a position that has it, and the message a composer reads. */
class PositionValidatorTest {

    @Test
    void theStartPositionAndTheLiteratureExamplesAreValid() {
        assertEquals(List.of(), PositionValidator.defects(Fen.parse(Fen.START)));
        assertEquals(List.of(), PositionValidator.defects(Fen.parse("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1")));
        assertEquals(List.of(), PositionValidator.defects(Fen.parse("r1bq1r2/pp2n3/4N2k/3pPppP/1b1n2Q1/2N5/PP3PP1/R1B1K2R w KQ g6 0 15")));
    }

    @Test
    void kings() {
        assertDefect("White has no king", "7k/8/8/8/8/8/8/8 w - - 0 1");
        assertDefect("Black has 2 kings", "k6k/8/8/8/8/8/8/K7 w - - 0 1");
    }

    @Test
    void material() {
        assertDefect("White has 9 pawns", "k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1");
        assertDefect("promoted pieces", "k7/8/8/8/8/1QQQ4/PPPPPPP1/7K w - - 0 1");
        assertDefect("units (at most 16)", "k7/8/NNNNNNNN/NNNNNNNN/8/8/8/K7 w - - 0 1");
    }

    @Test
    void pawnsOnTheEdgeRanks() {
        assertDefect("a pawn stands on a8", "p6k/8/8/8/8/8/8/K7 w - - 0 1");
        assertDefect("a pawn stands on h1", "k7/8/8/8/8/8/8/K6P w - - 0 1");
    }

    @Test
    void theSideNotToMoveIsInCheck() {
        assertDefect("Black is not to move but its king on a8 is in check from the rook on a1", "k7/8/8/8/8/8/8/R6K w - - 0 1");
    }

    @Test
    void impossibleChecks() {
        assertDefect("from 3 units", "r6k/8/8/8/8/1n6/8/K1q5 w - - 0 1");
        assertDefect("only a line piece can be discovered", "k7/8/8/8/8/8/1pn5/K7 w - - 0 1");
        assertDefect("both sides of the king", "k7/8/8/8/8/8/8/r2K3r w - - 0 1");
        // python-chess tricky.perft "ep-unrelated-check": the queen's check has nothing to do with c7-c5.
        assertDefect("cannot have given the check", "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6");
    }

    @Test
    void rightsThatThePiecesContradict() {
        assertDefect("White 0-0 is stated but no rook stands on h1", "k7/8/8/8/8/8/8/4K3 w K - 0 1");
        assertDefect("Black 0-0-0 is stated but the king is not on e8", "k7/8/8/8/8/8/8/4K3 w q - 0 1");
        assertDefect("no black pawn stands on e5", "k7/8/8/8/8/8/8/4K3 w - e6 0 1");
        assertDefect("e7 is occupied", "k7/4p3/8/4p3/8/8/8/4K3 w - e6 0 1");
    }

    private static void assertDefect(String expected, String fen) {
        List<String> defects = PositionValidator.defects(Fen.parse(fen));
        assertTrue(defects.stream().anyMatch(d -> d.contains(expected)), () -> defects + " should mention '" + expected + "'");
    }
}
