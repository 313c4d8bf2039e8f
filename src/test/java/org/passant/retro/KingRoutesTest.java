package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Kings walled off from their starting squares ({@link KingRoutes}): named positions where a king
 * cannot have walked in, look-alikes where one square of the wall is open, the published problems
 * the rule decides, and the oracle: no position of a real game breaks the rule.
 */
class KingRoutesTest {
    private static Defect rule(String diagram) {
        RetroBoard b = RetroBoard.of(Retro.diagram(diagram));
        return KingRoutes.check(b, Walls.of(b, 0), HeldSquares.of(b));
    }

    /**
     * Buchanan and Schwarzkopf's type D {@code 2bbk2K/pppprp1p/4p1p1/8/8/8/8/8 w} with Black's
     * g7-g6 taken back: every black pawn of the seventh rank but the e-pawn never moved, so every
     * square of the sixth rank has been attacked since the start, and the white king on h8, behind
     * them, reaches only the eighth rank and e7.
     */
    private static final String BEFORE_G7G6 = "2bbk2K/pppprppp/4p3/8/8/8/8/8 b";

    @Test
    void aKingBehindPawnsThatNeverMovedCannotHaveComeIn() {
        Defect d = rule(BEFORE_G7G6);
        assertEquals(DefectKind.KING_WALLED_OFF_FROM_HOME, d.kind());
        assertEquals(Piece.WHITE, d.side());
        assertEquals(Square.parse("h8"), d.square());
        // h8, g8, f8 and e7 (the black king and bishops stand on the others, but they may have moved).
        assertTrue(d.count() >= 4, "squares reached: " + d.count());
        assertTrue((d.units() & Bitboards.bit(Square.parse("g7"))) != 0, "the g7 pawn closes the way");
    }

    @Test
    void oncePawnHasMovedItsSquareIsADoorway() {
        // The diagram itself: the g-pawn stands on g6, g7 is free and f6 and h6 no longer attacked.
        assertNull(rule("2bbk2K/pppprp1p/4p1p1/8/8/8/8/8 w"));
    }

    @Test
    void thePublishedLastMoveIsWhatRemains() {
        // Black's last move was Kf8xe8 taking a knight: g7-g6 would leave the white king shut in.
        RetroReport r = Retro.analyse("2bbk2K/pppprp1p/4p1p1/8/8/8/8/8 w");
        assertEquals(List.of("Kf8xe8 (un-capture: N)"), Retro.lastMoves(r));
    }

    /**
     * A black pawn on its sixth rank with an unmoved pawn straight behind it came by a capture from
     * a square beside, from which it attacked its present square: that square was never free.
     * Here f6 (from e7 or g7) and h6 (from g7) close the way out of the corner.
     */
    @Test
    void aPawnThatCapturedIntoItsThirdRankClosesItsSquare() {
        Defect d = rule("4k2K/pppp1p1p/5p1p/8/8/8/8/8 w");
        assertEquals(DefectKind.KING_WALLED_OFF_FROM_HOME, d.kind());
        assertTrue((d.units() & Bitboards.bit(Square.parse("f6"))) != 0, "the f6 pawn closes the way");
        assertTrue((d.units() & Bitboards.bit(Square.parse("h6"))) != 0, "the h6 pawn closes the way");
    }

    @Test
    void aPawnThatMayHaveComeStraightLeavesItsSquareOpen() {
        // Without the h7 pawn, the h6 pawn may have come from h7: h6 was free before, the way out open.
        assertNull(rule("4k2K/pppp1p2/5p1p/8/8/8/8/8 w"));
    }

    @Test
    void aKingAtHomeOrWithAWayHomeIsNotWalledOff() {
        assertNull(rule("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
        // The d-pawn has gone, so the black king got out through d7.
        assertNull(rule("8/ppp1pppp/8/3k4/8/8/PPPPPPPP/4K3 w"));
    }

    @Test
    void aKingInFrontOfItsOwnUnmovedPawnsCannotHaveGotOut() {
        Defect d = rule("8/pppppppp/8/3k4/8/8/PPPPPPPP/4K3 w");
        assertEquals(DefectKind.KING_WALLED_OFF_FROM_HOME, d.kind());
        assertEquals(Piece.BLACK, d.side());
    }

    @Test
    void aKingAttackedByAUnitThatNeverMovedCannotStandThere() {
        // The white king on d6 is attacked by the c7 and e7 pawns, on their starting squares.
        Defect d = rule("4k3/2p1p3/3K4/8/8/8/8/8 w");
        assertEquals(DefectKind.KING_WALLED_OFF_FROM_HOME, d.kind());
        assertEquals(Square.parse("d6"), d.square());
    }

    @Test
    void theRuleDoesNotDependOnColours() {
        Defect original = rule(BEFORE_G7G6);
        Defect flipped = rule(SymmetryTest.flip(BEFORE_G7G6));
        assertEquals(DefectKind.KING_WALLED_OFF_FROM_HOME, flipped.kind());
        assertEquals(original.side() ^ 1, flipped.side());
        assertEquals(SymmetryTest.flipSquare(original.square()), flipped.square());
        assertEquals(original.count(), flipped.count());
        assertNull(rule(SymmetryTest.flip("2bbk2K/pppprp1p/4p1p1/8/8/8/8/8 w")));
        SymmetryTest.assertSymmetric("2bbk2K/pppprp1p/4p1p1/8/8/8/8/8 w");
        SymmetryTest.assertSymmetric("3bkN1K/pppprp1p/4p1p1/8/8/8/8/8 w");
    }

    @Test
    void noPositionOfARealGameBreaksTheRule() {
        int[] met = checkRandomGames(41, 150, 200);
        assertTrue(met[0] > 15_000, "too few positions: " + met[0]);
        // The rule must have had something to judge: a king away from home among squares it can never have stood on.
        assertTrue(met[1] > 1_000, "too few positions with a king away from home: " + met[1]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksTheRuleDeep() {
        checkRandomGames(42, 5000, 250);
    }

    /** Counts: positions, positions where some king is away from its starting square. */
    private static int[] checkRandomGames(long seed, int games, int plies) {
        RuleOnRealGames.Counts counts = RuleOnRealGames.check(seed, games, plies,
                step -> {
                    RetroBoard b = RetroBoard.of(step.after());
                    return KingRoutes.check(b, Walls.of(b, 0), HeldSquares.of(b));
                },
                step -> {
                    RetroBoard b = RetroBoard.of(step.after());
                    return b.king(Piece.WHITE) != Square.E1 || b.king(Piece.BLACK) != Square.E8;
                });
        return new int[] {counts.positions(), counts.judged()};
    }
}
