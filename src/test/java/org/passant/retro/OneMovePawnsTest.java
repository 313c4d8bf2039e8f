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
 * Pieces that cannot have come in past a pawn that made one move ({@link OneMovePawns}): named
 * positions, the same positions with colours exchanged and files mirrored, then the oracle: no
 * position of a real game breaks the rule.
 */
class OneMovePawnsTest {
    private static final int A7 = Square.parse("a7");
    private static final int B6 = Square.parse("b6");

    private static Defect rule(String diagram) {
        RetroBoard b = RetroBoard.of(Retro.diagram(diagram));
        return OneMovePawns.check(b, Walls.of(b, 0));
    }

    /**
     * Janko's B record KQn5/1pp5/kp6 with White's last move a7xb8=Q taken back as the capture of a
     * bishop: the bishop on b8 came in through a7 or c7; c7 never moved, and a7 is entered only
     * from b6, and the b6 pawn, which can only have come from a7 (b7 and c7 never moved), always
     * held one of the two.
     */
    private static final String BISHOP_TAKEN_ON_B8 = "Kbn5/Ppp5/kp6/8/8/8/8/8 w";

    @Test
    void aBishopCannotComeToB8PastThePawnThatWentFromA7ToB6() {
        Defect d = rule(BISHOP_TAKEN_ON_B8);
        assertEquals(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, d.kind());
        assertEquals(Piece.BLACK, d.side());
        assertEquals(Square.B8, d.square());
        assertEquals(A7, d.count());
        assertEquals(Bitboards.bit(Square.B8) | Bitboards.bit(B6), d.units());
    }

    @Test
    void aKnightComesToB8ByD7OrC6() {
        // The published answer: a7xb8=Q took a knight.
        assertNull(rule("Knn5/Ppp5/kp6/8/8/8/8/8 w"));
    }

    @Test
    void aPawnThatMayHaveComeFromTwoSquaresClosesNothing() {
        // b7 is empty: the b6 pawn may have come straight from b7, and a7 was then open all game.
        assertNull(rule("Kbn5/P1p5/kp6/8/8/8/8/8 w"));
    }

    @Test
    void aPromotedBishopStillNeedsAWayIn() {
        // Black's pawns left the board and may have promoted, yet a bishop from the first rank needs a7 too.
        assertEquals(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, rule("Kb6/Ppp5/kp6/8/8/8/8/8 w").kind());
    }

    /**
     * Seven pawns that moved once from a known square (b3, d3, f3, b6, d6, f6, h6): more than are
     * taken together. h2 stays open, so the pawns on the second rank leave the bishop ways to the
     * first; the b6 pawn, taken alone, shuts it in.
     */
    private static final String SEVEN_ONE_MOVE_PAWNS = "Kbn5/Ppp1p1p1/kp1p1p1p/8/8/1P1P1P2/P1P1P1P1/8 w";

    @Test
    void withMorePawnsThanAreTakenTogetherEachIsTakenAlone() {
        Defect d = rule(SEVEN_ONE_MOVE_PAWNS);
        assertEquals(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, d.kind());
        assertEquals(Square.B8, d.square());
        assertEquals(A7, d.count());
        assertEquals(1, d.limit());
    }

    @Test
    void thePublishedProblemIsDecided() {
        // Janko's answer: a7xb8=Q took a knight (a rook or queen on b8 would have checked the king on a8).
        RetroReport r = Retro.analyse("KQn5/1pp5/kp6/8/8/8/8/8 b");
        assertEquals(1, r.possibleLastMoves().size());
        LastMove only = r.possibleLastMoves().get(0);
        assertEquals(new Retraction(Piece.PAWN, A7, Square.B8, true, Piece.QUEEN, Retraction.Kind.ORDINARY), only.move());
        assertEquals(java.util.List.of(Piece.KNIGHT), only.uncaptured());
    }

    /**
     * Hoeg's A record {@code 8/8/8/8/1P6/kP6/2PP4/KBb5 b} with White's last move c3xb4 taken back
     * (a queen restored on b4): the c3 pawn can only be the b-pawn (c2 and d2 never moved), so the
     * b3 pawn is the a-pawn, come from a2 in one move. The bishop on b1 came in through a2 (c2
     * never moved), entered only from b3, and one of a2 and b3 was always taken.
     */
    private static final String HOEG_AFTER_C3XB4 = "8/8/8/8/1q6/kPP5/2PP4/KBb5 w";

    @Test
    void captureCountingFixesWhereAPawnThatMovedOnceCameFrom() {
        Defect d = rule(HOEG_AFTER_C3XB4);
        assertEquals(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, d.kind());
        assertEquals(Square.B1, d.square());
        assertEquals(Square.parse("a2"), d.count());
    }

    @Test
    void aPawnThatMayBeItsOwnFilesFixesNothing() {
        // Without the c3 pawn the b3 pawn may have come from b2, and a2 may have been open all game.
        assertNull(rule("8/8/8/8/1q6/kP6/2PP4/KBb5 w"));
    }

    @Test
    void theRuleDoesNotDependOnColoursOrTheSideOfTheBoard() {
        for (String d : new String[] {BISHOP_TAKEN_ON_B8, "Kb6/Ppp5/kp6/8/8/8/8/8 w", SEVEN_ONE_MOVE_PAWNS, HOEG_AFTER_C3XB4}) {
            Defect original = rule(d);
            Defect flipped = rule(SymmetryTest.flip(d));
            Defect mirrored = rule(SymmetryTest.mirror(d));
            assertEquals(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, flipped.kind(), d);
            assertEquals(original.side() ^ 1, flipped.side(), d);
            assertEquals(SymmetryTest.flipSquare(original.square()), flipped.square(), d);
            assertEquals(SymmetryTest.flipSquare(original.count()), flipped.count(), d);
            assertEquals(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, mirrored.kind(), d);
            assertEquals(original.square() ^ 7, mirrored.square(), d);
            assertEquals(original.count() ^ 7, mirrored.count(), d);
        }
        for (String d : new String[] {"Knn5/Ppp5/kp6/8/8/8/8/8 w", "Kbn5/P1p5/kp6/8/8/8/8/8 w"}) {
            assertNull(rule(SymmetryTest.flip(d)), d);
            assertNull(rule(SymmetryTest.mirror(d)), d);
        }
        SymmetryTest.assertSymmetric("KQn5/1pp5/kp6/8/8/8/8/8 b");
    }

    @Test
    void noPositionOfARealGameBreaksTheRule() {
        int[] met = checkRandomGames(21, 150, 200);
        assertTrue(met[0] > 15_000, "too few positions: " + met[0]);
        // The rule must have had something to judge: a pawn that moved once from the one square it can have left.
        assertTrue(met[1] > 1_500, "too few positions with a pawn that moved once from a known square: " + met[1]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksTheRuleDeep() {
        checkRandomGames(22, 5000, 250);
    }

    /** Counts: positions, positions with a pawn that moved once from a known square. */
    private static int[] checkRandomGames(long seed, int games, int plies) {
        RuleOnRealGames.Counts counts = RuleOnRealGames.check(seed, games, plies,
                step -> OneMovePawns.check(RetroBoard.of(step.after()), Walls.of(RetroBoard.of(step.after()), step.actualCastling())),
                step -> hasOneMovePawnWithKnownOrigin(RetroBoard.of(step.after())));
        return new int[] {counts.positions(), counts.judged()};
    }

    private static boolean hasOneMovePawnWithKnownOrigin(RetroBoard b) {
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            long step = b.pieces(color, Piece.PAWN) & (color == Piece.WHITE ? Bitboards.RANK_3 : Bitboards.RANK_6);
            long home = b.pieces(color, Piece.PAWN) & (color == Piece.WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7);
            int back = color == Piece.WHITE ? -8 : 8;
            for (long s = step; s != 0; s &= s - 1) {
                int sq = Long.numberOfTrailingZeros(s);
                long origins = Bitboards.bit(sq + back) | (org.passant.board.Attacks.king(sq + back) & (Bitboards.RANK_1 << (8 * Square.rank(sq + back))));
                if (Long.bitCount(origins & ~home) == 1) {
                    return true;
                }
            }
        }
        return false;
    }
}
