package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.passant.board.Piece;
import org.passant.board.Position;

/** The fewest captures a pawn structure needs, on structures whose answer is easy to see. */
class PawnCapturesTest {

    private static int white(String placement) {
        Position p = Position.fromFen(placement + " w - - 0 1");
        return PawnCaptures.minimum(p.pieces(Piece.WHITE, Piece.PAWN), Piece.WHITE);
    }

    private static int black(String placement) {
        Position p = Position.fromFen(placement + " w - - 0 1");
        return PawnCaptures.minimum(p.pieces(Piece.BLACK, Piece.PAWN), Piece.BLACK);
    }

    @Test
    void pawnsOnDifferentFilesNeedNone() {
        assertEquals(0, white("4k3/8/8/8/2P5/8/PP1PPPPP/4K3"));
    }

    @Test
    void aDoubledPawnNeedsOne() {
        assertEquals(1, white("4k3/8/8/8/8/2P5/P1PPPPPP/4K3"));
    }

    @Test
    void tripledPawnsNeedOnePlusTwo() {
        // a2 must be the a-pawn; a3 came from b2 (1); a4 from c2 (2).
        assertEquals(3, white("4k3/8/8/8/P7/P7/P7/4K3"));
    }

    @Test
    void aPawnCannotHaveCapturedMoreOftenThanItAdvanced() {
        // Four black pawns on the a-file: a7 never moved, a6 came from b7 at best, a5 from c7, a4
        // from d7: 0+1+2+3.
        assertEquals(6, black("4k3/p7/p7/p7/p7/8/8/4K3"));
        // b2 and b3: the b3 pawn came from a2 or c2, one capture.
        assertEquals(1, white("4k3/8/8/8/8/1P6/1P6/4K3"));
    }

    @Test
    void noAssignmentWhenTheFilesWithinReachAreTaken() {
        // a2 and b2 never moved; a3 has advanced one rank, so it came from a2 or b2: both taken.
        assertEquals(PawnCaptures.IMPOSSIBLE, white("4k3/8/8/8/8/P7/PP6/4K3"));
    }
}
