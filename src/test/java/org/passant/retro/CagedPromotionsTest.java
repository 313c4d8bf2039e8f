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
 * Promoted pieces that can never have moved ({@link CagedPromotions}) close their square from the
 * moment of their promotion, and the square their pawn stood on at that moment ({@link OneMovePawns}
 * follows pieces through those moments): named positions, look-alikes where the piece is free,
 * the published problems decided, and the oracle on real games.
 */
class CagedPromotionsTest {
    private static final int A7 = Square.parse("a7");

    private static Defect rule(String diagram) {
        RetroBoard b = RetroBoard.of(Retro.diagram(diagram));
        return OneMovePawns.check(b, Walls.of(b, 0));
    }

    /**
     * Mortensen's B record {@code BK1k4/Pp6/p7 b} with White's last move b6xa7 taken back as the
     * capture of a rook: the bishop on a8 moves only to b7, where Black's pawn never moved, so it was
     * promoted on a8 from a7 and has held a8 since; a rook comes to a7 only from a8 (b7 never moved,
     * a6 holds the pawn that came from a7), so it came in before that promotion and stood on a7 when
     * the promoting pawn did.
     */
    private static final String ROOK_TAKEN_ON_A7 = "BK1k4/rp6/pP6/8/8/8/8/8 w";

    @Test
    void aRookCannotHaveComeToA7PastTheBishopPromotedOnA8() {
        Defect d = rule(ROOK_TAKEN_ON_A7);
        assertEquals(DefectKind.PIECE_PAST_CAGED_PROMOTION, d.kind());
        assertEquals(Piece.BLACK, d.side());
        assertEquals(A7, d.square());
        assertEquals(Bitboards.bit(A7) | Bitboards.bit(Square.A8), d.units());
        assertEquals(A7, d.count());
    }

    @Test
    void aKnightComesToA7FromB5OrC6() {
        // The published answer: b6xa7 took a knight.
        assertNull(rule("BK1k4/np6/pP6/8/8/8/8/8 w"));
    }

    @Test
    void aBishopThatCanLeaveIsNoWall() {
        // b7 is empty: the bishop on a8 may have come in along the long diagonal and left again.
        assertNull(rule("BK1k4/r7/pP6/8/8/8/8/8 w"));
    }

    @Test
    void thePromotedPieceItselfIsExplainedByItsPromotion() {
        assertNull(CagedPromotionsTest.rule("BK1k4/Pp6/p7/8/8/8/8/8 b"));
        assertEquals(Bitboards.bit(Square.A8), CagedPromotions.squares(RetroBoard.of(Retro.diagram("BK1k4/Pp6/p7/8/8/8/8/8 b")),
                Walls.of(RetroBoard.of(Retro.diagram("BK1k4/Pp6/p7/8/8/8/8/8 b")), 0)));
    }

    @Test
    void thePublishedProblemsAreDecided() {
        // Mortensen: b6xa7 took a knight; Bartolovic and Grinblat: b6xa7 took a queen.
        RetroReport mortensen = Retro.analyse("BK1k4/Pp6/p7/8/8/8/8/8 b");
        assertEquals(1, mortensen.possibleLastMoves().size(), () -> Retro.lastMoves(mortensen).toString());
        assertEquals(List.of(Piece.KNIGHT), mortensen.possibleLastMoves().get(0).uncaptured());
        RetroReport grinblat = Retro.analyse("BbK1k3/Pp2ppp1/p1p5/1p6/8/8/8/8 b");
        assertEquals(1, grinblat.possibleLastMoves().size(), () -> Retro.lastMoves(grinblat).toString());
        assertEquals(List.of(Piece.QUEEN), grinblat.possibleLastMoves().get(0).uncaptured());
    }

    @Test
    void theRuleDoesNotDependOnColoursOrTheSideOfTheBoard() {
        Defect original = rule(ROOK_TAKEN_ON_A7);
        Defect flipped = rule(SymmetryTest.flip(ROOK_TAKEN_ON_A7));
        Defect mirrored = rule(SymmetryTest.mirror(ROOK_TAKEN_ON_A7));
        assertEquals(DefectKind.PIECE_PAST_CAGED_PROMOTION, flipped.kind());
        assertEquals(original.side() ^ 1, flipped.side());
        assertEquals(SymmetryTest.flipSquare(original.square()), flipped.square());
        assertEquals(SymmetryTest.flipSquare(original.count()), flipped.count());
        assertEquals(DefectKind.PIECE_PAST_CAGED_PROMOTION, mirrored.kind());
        assertEquals(original.square() ^ 7, mirrored.square());
        assertNull(rule(SymmetryTest.flip("BK1k4/np6/pP6/8/8/8/8/8 w")));
        assertNull(rule(SymmetryTest.mirror("BK1k4/np6/pP6/8/8/8/8/8 w")));
        SymmetryTest.assertSymmetric("BK1k4/Pp6/p7/8/8/8/8/8 b");
    }

    @Test
    void noPositionOfARealGameBreaksTheRule() {
        int[] met = checkRandomGames(41, 150, 200);
        assertTrue(met[0] > 15_000, "too few positions: " + met[0]);
        // Random games seldom shut a promoted piece in (the named positions above do); what they
        // check is that following pieces through the promotions and pawn moves never goes wrong.
        assertTrue(met[1] > 1_500, "too few positions with a pawn that moved once or a promoted piece shut in: " + met[1]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksTheRuleDeep() {
        checkRandomGames(42, 5000, 250);
    }

    /** Counts: positions, positions with a pawn that moved once from a known square or a caged promoted piece. */
    private static int[] checkRandomGames(long seed, int games, int plies) {
        RuleOnRealGames.Counts counts = RuleOnRealGames.check(seed, games, plies,
                step -> OneMovePawns.check(RetroBoard.of(step.after()), Walls.of(RetroBoard.of(step.after()), step.actualCastling())),
                step -> { RetroBoard b = RetroBoard.of(step.after()); return CagedPromotions.squares(b, Walls.of(b, step.actualCastling())) != 0 || hasOneMovePawn(b); });
        return new int[] {counts.positions(), counts.judged()};
    }

    private static boolean hasOneMovePawn(RetroBoard b) {
        return (b.pieces(Piece.WHITE, Piece.PAWN) & Bitboards.RANK_3 | b.pieces(Piece.BLACK, Piece.PAWN) & Bitboards.RANK_6) != 0;
    }
}
