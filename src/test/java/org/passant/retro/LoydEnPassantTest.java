package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * Sam Loyd, N.Y. State Chess Association 1894, #4, key 1.gxf6 e.p.+ (the solution's argument as
 * given in janko.at's "Meisterwerke in der Retroanalyse", no. 13):
 * {@code 1b3NrR/P1pp2pK/1p2p1RQ/5pP1/1P3pk1/1P6/2PPP2P/N7 w}.
 *
 * <p>The proof that Black's last move was f7-f5:
 * <ol>
 * <li>Black has lost 6 units, White 2 (both bishops). White's pawn on a7 came from f2 (the
 *     a-pawn cannot have passed Black's a-pawn, the b-file is closed by Black's b-pawn): five
 *     captures in a row, f2xe3xd4xc5xb6xa7, all on dark squares. The pawns on b3 and b4 need one
 *     capture more, a2xb3: six captures, all Black's losses, all by pawns. Black's light bishop
 *     from c8 is gone; it was taken on a light square, so by a2xb3.
 * <li>Black's h-pawn took both white bishops (hxg6, gxf4); Black has no capture to spare.
 * <li>Black's king cannot have moved last (it would have stood in checks no white move gave),
 *     nor b7-b6, e7-e6 or a capture (the counts above).
 * <li>If f6-f5, White moved before it, and only a2xb3 is left (the queen would have checked from
 *     the h-file; king, rooks and knights are shut in; b2-b3 would shut the bishop from c1 in;
 *     every other capture is one too many). Taking a queen, rook or knight leaves the light bishop
 *     without a light-square capture ({@link BishopCaptureColours}). Taking the light bishop
 *     itself: with White's a-pawn still on a2, Black's a-pawn (gone, and with no capture to spare)
 *     never passed it, so it was not promoted; it fell to a pawn on the a-file, and the only such
 *     capture is b6xa7: it was taken at home, and a7 was never empty ({@link HeldSquares}). With
 *     c7 never moved, no bishop reached b8: the bishop there cannot be.
 * </ol>
 * So f6-f5 is refuted, and f7-f5 was the last move.
 */
class LoydEnPassantTest {
    private static final String LOYD_1894 = "1b3NrR/P1pp2pK/1p2p1RQ/5pP1/1P3pk1/1P6/2PPP2P/N7 w";
    /** Loyd's diagram with f6-f5 and then a2xb3, taking a queen on b3, taken back. */
    private static final String QUEEN_TAKEN_ON_B3 = "1b3NrR/P1pp2pK/1p2ppRQ/6P1/1P3pk1/1q6/P1PPP2P/N7 w";
    /** Loyd's diagram with f6-f5 and then a2xb3, taking the light bishop on b3, taken back. */
    private static final String BISHOP_TAKEN_ON_B3 = "1b3NrR/P1pp2pK/1p2ppRQ/6P1/1P3pk1/1b6/P1PPP2P/N7 w";

    @Test
    @DisplayName("Loyd 1894: f6-f5 is refuted, f7-f5 was the last move and 1.gxf6 e.p. is legal")
    void loydProvesF7F5() {
        RetroReport r = Retro.analyse(LOYD_1894);
        assertEquals(List.of("f7-f5"), Retro.lastMoves(r));
        assertEquals(Square.parse("f6"), r.provenEpSquare());
    }

    @Test
    @DisplayName("a2xb3 taking a queen: the light bishop from c8 can have fallen on no light square")
    void aQueenTakenOnB3LeavesTheLightBishopUntaken() {
        Defect d = BishopCaptureColours.check(RetroBoard.of(Retro.diagram(QUEEN_TAKEN_ON_B3)), Piece.WHITE, 5);
        assertEquals(DefectKind.LOST_BISHOP_NOT_CAPTURABLE, d.kind());
        assertEquals(BishopCaptureColours.LIGHT, d.limit());
        assertEquals(5, d.count());
    }

    @Test
    @DisplayName("Look-alike: if Black's dark bishop is the one gone, the dark captures f2xe3..b6xa7 can have taken it")
    void aGoneDarkBishopFitsTheDarkCaptures() {
        // The bishop on b8 moved to c8 (a light square): now the dark bishop is gone.
        String darkGone = "2b2NrR/P1pp2pK/1p2ppRQ/6P1/1P3pk1/1q6/P1PPP2P/N7 w";
        assertNull(BishopCaptureColours.check(RetroBoard.of(Retro.diagram(darkGone)), Piece.WHITE, 5));
    }

    @Test
    @DisplayName("Look-alike: with a capture to spare the colour of the squares proves nothing")
    void aCaptureToSpareProvesNothing() {
        // Black's rook off g8: Black has lost 6 units and White's pawns need only 5 captures.
        String spare = "1b3N1R/P1pp2pK/1p2ppRQ/6P1/1P3pk1/1q6/P1PPP2P/N7 w";
        assertNull(BishopCaptureColours.check(RetroBoard.of(Retro.diagram(spare)), Piece.WHITE, 5));
    }

    @Test
    @DisplayName("a2xb3 taking the bishop: a7 was never empty, so the bishop on b8 cannot have come there")
    void theBishopTakenOnB3LeavesB8Unreachable() {
        RetroBoard b = RetroBoard.of(Retro.diagram(BISHOP_TAKEN_ON_B3));
        assertEquals(Bitboards.bit(Square.parse("a7")), HeldSquares.of(b));
        Defect d = StaticRules.firstViolation(b);
        assertEquals(DefectKind.PIECES_WITHOUT_ORIGIN, d.kind());
        assertEquals(Bitboards.bit(Square.parse("b8")), d.units());
    }

    @Test
    @DisplayName("Look-alike: in Loyd's diagram itself a2 is empty, so Black's a-pawn may have promoted: a7 is not held")
    void loydsDiagramHoldsNoSquare() {
        RetroBoard b = RetroBoard.of(Retro.diagram(LOYD_1894));
        assertEquals(0L, HeldSquares.of(b));
        assertNull(StaticRules.firstViolation(b));
    }

    @Test
    @DisplayName("Look-alike: with Black's pawn from b6 on a6 Black's a-pawn may still be on the board: a7 is not held")
    void anAPawnPerhapsOnTheBoardHoldsNoSquare() {
        // a6 may be Black's a-pawn (and the b-pawn the one gone), so nothing says a7 was never empty.
        String aPawnThere = "1b3NrR/P1pp2pK/p3ppRQ/6P1/1P3pk1/1b6/P1PPP2P/N7 w";
        assertEquals(0L, HeldSquares.of(RetroBoard.of(Retro.diagram(aPawnThere))));
    }

    @Test
    @DisplayName("Both rules are symmetric: colours exchanged, the same refutations")
    void theRulesAreSymmetric() {
        SymmetryTest.assertSymmetric(LOYD_1894);
        SymmetryTest.assertSymmetric(BISHOP_TAKEN_ON_B3);
        SymmetryTest.assertSymmetric(QUEEN_TAKEN_ON_B3);
        RetroBoard flipped = RetroBoard.of(Retro.diagram(SymmetryTest.flip(BISHOP_TAKEN_ON_B3)));
        assertEquals(Bitboards.bit(Square.parse("a2")), HeldSquares.of(flipped));
    }

    @Test
    @DisplayName("Oracle: in real games no held square was ever empty, and no lost bishop is left untaken")
    void noRealGameBreaksEitherRule() {
        AtomicInteger positions = new AtomicInteger();
        long[] everEmpty = {0};
        RandomGames.play(41, 300, 200, 0.6, step -> {
            if (step.before().fullmoveNumber() == 1 && step.before().sideToMove() == Piece.WHITE) {
                everEmpty[0] = 0;
            }
            Position p = step.after();
            everEmpty[0] |= ~p.occupied();
            RetroBoard b = RetroBoard.of(p);
            long held = HeldSquares.of(b);
            assertEquals(0L, held & everEmpty[0], () -> "a square once empty is called held: " + p.toFen());
            for (int c = Piece.WHITE; c <= Piece.BLACK; c++) {
                Defect d = BishopCaptureColours.check(b, c, PawnCaptures.minimum(b.pieces(c, Piece.PAWN), c));
                assertNull(d, () -> "a real game position breaks " + d + ": " + p.toFen() + " after " + Move.uci(step.lastMove()));
            }
            positions.incrementAndGet();
        });
        assertTrue(positions.get() > 30_000, "too few positions: " + positions.get());
    }
}
