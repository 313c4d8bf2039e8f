package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Promoted pieces shut in a pocket were promoted there, and their pawns count with the pawns on
 * the board ({@link PromotionFiles}): named positions where the count fails, look-alikes where it
 * does not, symmetry, and the oracle on real games.
 */
class PromotionFilesTest {
    private static final int B1 = Square.parse("b1");

    private static Defect rule(String diagram) {
        RetroBoard b = RetroBoard.of(Retro.diagram(diagram));
        return PromotionFiles.check(b, Walls.of(b, 0) | HeldSquares.of(b));
    }

    /**
     * Black's bishop on b1 can only ever have stood on b1 and a2: b2 and c2 never moved, and the
     * pawn on b3 came from a2 (its only possible starting square), so a2 was taken before its
     * capture and b3 after. The bishop was promoted on b1 by a pawn that took a unit there from a2;
     * Black's a-pawn is still on a7, so that pawn came to the a-file with a capture: two captures,
     * and White has lost only its b1 knight.
     */
    private static final String BISHOP_IN_THE_A2_B1_POCKET = "4k3/p7/8/8/8/1P6/1PPPPPPP/RbBQKBNR w";

    @Test
    void aBishopShutInTheA2B1PocketNeedsTwoCapturesForOneLoss() {
        Defect d = rule(BISHOP_IN_THE_A2_B1_POCKET);
        assertEquals(DefectKind.PROMOTIONS_NEED_MORE_CAPTURES, d.kind());
        assertEquals(Piece.BLACK, d.side());
        assertEquals(B1, d.square());
        assertEquals(Bitboards.bit(B1), d.units());
        assertEquals(2, d.count());
        assertEquals(1, d.limit());
    }

    @Test
    void withTwoLossesThePawnCanHaveComeFromTheBFile() {
        // White has lost the g1 knight too: b4xa3, a3-a2, a2xb1=B fits.
        assertNull(rule("4k3/p7/8/8/8/1P6/1PPPPPPP/RbBQKB1R w"));
    }

    @Test
    void withoutTheAPawnOnA7ItCanHaveBeenTheOneThatPromoted() {
        // Black's own a-pawn went straight down the a-file and took the knight on b1: one capture.
        assertNull(rule("4k3/8/8/8/8/1P6/1PPPPPPP/RbBQKBNR w"));
    }

    @Test
    void aPocketWithADoorwayTiesNothing() {
        // The b3 pawn may have come from a2 or c2 (c2 is empty): the bishop may have come in from c2.
        assertNull(rule("4k3/p7/8/8/8/1P6/1P1PPPPP/RbBQKBNR w"));
    }

    @Test
    void aPieceThatCanBeAnOriginalOneIsNotCounted() {
        // The bishop on a2 reaches c8 past b3 (the a-pawn is still at home, so b3's pawn came from c2).
        assertNull(rule("4k3/p7/8/8/8/1P6/bP1PPPPP/RNBQKBNR w"));
    }

    @Test
    void theRuleDoesNotDependOnColoursOrTheSideOfTheBoard() {
        Defect original = rule(BISHOP_IN_THE_A2_B1_POCKET);
        Defect flipped = rule(SymmetryTest.flip(BISHOP_IN_THE_A2_B1_POCKET));
        assertEquals(DefectKind.PROMOTIONS_NEED_MORE_CAPTURES, flipped.kind());
        assertEquals(original.side() ^ 1, flipped.side());
        assertEquals(SymmetryTest.flipSquare(original.square()), flipped.square());
        assertEquals(original.count(), flipped.count());
        SymmetryTest.assertSymmetric(BISHOP_IN_THE_A2_B1_POCKET);
        SymmetryTest.assertSymmetric("4k3/p7/8/8/8/1P6/1PPPPPPP/RbBQKB1R w");
    }

    @Test
    void theAnalysisCallsTheDiagramIllegal() {
        RetroReport r = Retro.analyse(BISHOP_IN_THE_A2_B1_POCKET);
        assertTrue(Retro.illegality(r).stream().anyMatch(s -> s.contains("promoted")), () -> Retro.illegality(r).toString());
    }

    @Test
    void noPositionOfARealGameBreaksTheRule() {
        int[] met = checkRandomGames(43, 150, 200);
        assertTrue(met[0] > 15_000, "too few positions: " + met[0]);
        // The rule must have had something to judge: some promotion in the game.
        assertTrue(met[1] > 100, "too few positions with a promoted piece: " + met[1]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksTheRuleDeep() {
        checkRandomGames(44, 5000, 250);
    }

    /** Counts: positions, positions where a side has fewer than eight pawns and a piece on its last rank but one or beyond. */
    private static int[] checkRandomGames(long seed, int games, int plies) {
        RuleOnRealGames.Counts counts = RuleOnRealGames.check(seed, games, plies,
                step -> {
                    RetroBoard b = RetroBoard.of(step.after());
                    return PromotionFiles.check(b, Walls.of(b, 0) | HeldSquares.of(b));
                },
                step -> {
                    RetroBoard b = RetroBoard.of(step.after());
                    return promotedSomething(b, Piece.WHITE) || promotedSomething(b, Piece.BLACK);
                });
        return new int[] {counts.positions(), counts.judged()};
    }

    /** Whether {@code color} has more queens, rooks, knights or bishops than it started with. */
    private static boolean promotedSomething(RetroBoard b, int color) {
        return Long.bitCount(b.pieces(color, Piece.QUEEN)) > 1 || Long.bitCount(b.pieces(color, Piece.ROOK)) > 2
                || Long.bitCount(b.pieces(color, Piece.KNIGHT)) > 2 || Long.bitCount(b.pieces(color, Piece.BISHOP)) > 2;
    }
}
