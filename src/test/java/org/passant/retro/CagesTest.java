package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Units that move only among themselves ({@link Cages}): a named cage, look-alikes with a way out,
 * the published problems it decides, symmetry, and the oracle: no position of a real game breaks
 * the rule.
 */
class CagesTest {
    private static Defect rule(String diagram) {
        return Cages.check(RetroBoard.of(Retro.diagram(diagram)), Cages.ARRANGEMENTS_BEFORE_LAST_MOVE);
    }

    /**
     * Mortensen's B record {@code BNk5/Kp1p4/ppb5 b} with White's last move c7xb8=N taken back as
     * the capture of a knight. The white king on a7 came from b6 or b8: from b8 the knight came in
     * after it, through c6 (a6 and d7 are held), checking it with Black to move; from b6 it stood in
     * check from the c7 pawn that never moved, or once that pawn had gone to b6, b6 was held. Taking
     * back the moves of these units finds only two arrangements (the b6 pawn back on c7 or not),
     * neither with the king on e1.
     */
    private static final String KNIGHT_TAKEN_ON_B8 = "Bnk5/KpPp4/ppb5/8/8/8/8/8 w";

    @Test
    void theKingOnA7AndItsCornerMoveOnlyAmongThemselves() {
        Defect d = rule(KNIGHT_TAKEN_ON_B8);
        assertEquals(DefectKind.UNITS_CAGED_AWAY_FROM_HOME, d.kind());
        assertEquals(Piece.WHITE, d.side());
        assertEquals(Square.parse("a7"), d.square());
        assertEquals(2, d.count());
    }

    @Test
    void aRookTakenOnB8LeavesTheCornerOpen() {
        // The published answer, c7xb8=N taking a rook: the rook came in along the eighth rank and
        // the king through b8 before it, so the corner is no cage.
        assertNull(rule("Brk5/KpPp4/ppb5/8/8/8/8/8 w"));
    }

    @Test
    void aKingWithAWayOutIsNotCaged() {
        // Without the b6 pawn the king may have come from b6, and from there anywhere.
        assertNull(rule("Bnk5/KpPp4/p1b5/8/8/8/8/8 w"));
    }

    @Test
    void theInitialArrayIsNoCage() {
        assertNull(rule("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
    }

    @Test
    void thePublishedProblemsAreDecided() {
        // Mortensen: c7xb8=N took a rook; Mortensen and Keym: f7xg8=R took a rook, not a knight.
        RetroReport r = Retro.analyse("BNk5/Kp1p4/ppb5/8/8/8/8/8 b");
        assertEquals(1, r.possibleLastMoves().size(), () -> Retro.lastMoves(r).toString());
        assertEquals(List.of(Piece.ROOK), r.possibleLastMoves().get(0).uncaptured());
        RetroReport keym = Retro.analyse("k4BRB/4p1pK/6pp/8/8/8/8/8 b");
        assertEquals(1, keym.possibleLastMoves().size(), () -> Retro.lastMoves(keym).toString());
        assertEquals(List.of(Piece.ROOK), keym.possibleLastMoves().get(0).uncaptured());
    }

    /**
     * Mortensen's B record {@code k4bRK/4p1pR/5p1p b} (janko.at LastMove, answer f7xg8=R taking a
     * bishop) with that move taken back as the capture of a knight. The white rook on h7 can only
     * have come from h8 (g7 and h6 are held), and the king, and the rook before it, only through
     * g8 or h7; h7 held the black pawn until h7-h6, after which h6 shuts the h-file. The knight on
     * g8 came from f6 or h6, each open only before its pawn moved there. Every order of these
     * events taken back leaves the corner shut: the cage has thousands of arrangements, none the
     * initial array's, so only the larger search made just before the last move finds the proof.
     */
    private static final String KNIGHT_TAKEN_ON_G8 = "k4bnK/4pPpR/5p1p/8/8/8/8/8 w";

    @Test
    void aCornerShutOnlyAfterItsPawnsMovedIsACageWhenSearchedWholly() {
        Defect d = rule(KNIGHT_TAKEN_ON_G8);
        assertEquals(DefectKind.UNITS_CAGED_AWAY_FROM_HOME, d.kind());
        // More than a search deep in the retraction tree is given: there it would prove nothing.
        assertTrue(d.count() > Cages.ARRANGEMENTS, "arrangements: " + d.count());
    }

    @Test
    void aBishopTakenOnG8LeavesTheCornerOpen() {
        // The published answer: the bishop came in over f7 or h7 while those were open, so the corner
        // is no cage, however many arrangements are searched.
        assertNull(rule("k4bbK/4pPpR/5p1p/8/8/8/8/8 w"));
    }

    @Test
    void mortensensCornersAreDecidedByTheOrderOfEvents() {
        // Published: f7xg8=R took a bishop (a knight is refuted above, a rook by FrozenUnits, a queen's check).
        RetroReport r = Retro.analyse("k4bRK/4p1pR/5p1p/8/8/8/8/8 b");
        assertEquals(1, r.possibleLastMoves().size(), () -> Retro.lastMoves(r).toString());
        assertEquals(List.of(Piece.BISHOP), r.possibleLastMoves().get(0).uncaptured());
        SymmetryTest.assertSymmetric("k4bRK/4p1pR/5p1p/8/8/8/8/8 b");
    }

    @Test
    void theRuleDoesNotDependOnColoursOrTheSideOfTheBoard() {
        String cage = KNIGHT_TAKEN_ON_B8;
        Defect original = rule(cage);
        Defect flipped = rule(SymmetryTest.flip(cage));
        Defect mirrored = rule(SymmetryTest.mirror(cage));
        assertEquals(DefectKind.UNITS_CAGED_AWAY_FROM_HOME, flipped.kind());
        assertEquals(original.side() ^ 1, flipped.side());
        assertEquals(SymmetryTest.flipSquare(original.square()), flipped.square());
        assertEquals(original.count(), flipped.count());
        assertEquals(DefectKind.UNITS_CAGED_AWAY_FROM_HOME, mirrored.kind());
        assertEquals(original.square() ^ 7, mirrored.square());
        assertNull(rule(SymmetryTest.flip("Bnk5/KpPp4/p1b5/8/8/8/8/8 w")));
        assertNull(rule(SymmetryTest.mirror("Bnk5/KpPp4/p1b5/8/8/8/8/8 w")));
        SymmetryTest.assertSymmetric("BNk5/Kp1p4/ppb5/8/8/8/8/8 b");
    }

    @Test
    void noPositionOfARealGameBreaksTheRule() {
        int[] met = checkRandomGames(51, 150, 200);
        assertTrue(met[0] > 15_000, "too few positions: " + met[0]);
        // The rule must have had something to judge: a cage with a unit away from its starting square.
        assertTrue(met[1] > 100, "too few positions with a unit caged away from home: " + met[1]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksTheRuleDeep() {
        checkRandomGames(52, 5000, 250);
    }

    /** Counts: positions, positions whose cage holds a unit away from its starting square. */
    private static int[] checkRandomGames(long seed, int games, int plies) {
        RuleOnRealGames.Counts counts = RuleOnRealGames.check(seed, games, plies,
                step -> Cages.check(RetroBoard.of(step.after()), Cages.ARRANGEMENTS_BEFORE_LAST_MOVE),
                step -> { RetroBoard b = RetroBoard.of(step.after()); return (FrozenUnits.cageCandidates(b, Cages.MAX_SQUARES) & ~SetRetractions.atStart(b)) != 0; });
        return new int[] {counts.positions(), counts.judged()};
    }
}
