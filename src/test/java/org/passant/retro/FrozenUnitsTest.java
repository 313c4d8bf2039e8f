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
 * Units that shut each other in ({@link FrozenUnits}): named positions where the set stands away
 * from home, look-alikes where one unit of it can have moved, the published problems the rule
 * decides, and the oracle: no position of a real game breaks the rule.
 */
class FrozenUnitsTest {
    private static Defect rule(String diagram) {
        return FrozenUnits.check(RetroBoard.of(Retro.diagram(diagram)));
    }

    /**
     * Brandis's A record {@code 8/8/8/8/8/1P6/1PkPP3/KR1b4 b} with White's last move a2xb3 taken
     * back (a queen restored on b3): the rook on b1 cannot have come from c1 (it would check the
     * king on c2) nor from a1 (the king holds it); the black king cannot have come from c1 (in check
     * from a rook that cannot have just come to b1) nor from b3, c3 or d3 (in check from pawns that
     * never moved); the black bishop came through c2 or e2, both held. So the white king on a1 has
     * been there since the start, where it never stood.
     */
    private static final String BRANDIS_AFTER_A2XB3 = "8/8/8/8/8/1q6/PPkPP3/KR1b4 w";

    @Test
    void theCornerOfBrandisAfterA2xb3HasStoodStillSinceTheStart() {
        Defect d = rule(BRANDIS_AFTER_A2XB3);
        assertEquals(DefectKind.UNITS_SHUT_IN_AWAY_FROM_HOME, d.kind());
        long expected = 0;
        for (String sq : new String[] {"a1", "b1", "a2", "b2", "c2", "d1", "d2", "e2"}) {
            expected |= Bitboards.bit(Square.parse(sq));
        }
        assertEquals(expected, d.units());
        // Black moved last in that position: its king, not on e8, is the unit named (nearer its first rank than the bishop).
        assertEquals(Piece.BLACK, d.side());
        assertEquals(Square.parse("c2"), d.square());
    }

    @Test
    void aKingThatStoodOnA2BeforeItsLastMoveOpensTheCorner() {
        // The published answer, Ka2-a1, taken back: a1 is free, so the rook may have come from there,
        // and then the black king from c1 is no longer in a check nobody gave.
        assertNull(rule("8/8/8/8/8/1P6/KPkPP3/1R1b4 w"));
    }

    @Test
    void aCheckFromARookThatMayHaveJustMovedDoesNotShutTheKingIn() {
        // As Brandis after a2xb3, but a1 empty and the king on a3: the rook may just have come from
        // a1 to b1, giving check to a king on c1, so the black king may have come from c1.
        assertNull(rule("8/8/8/8/8/Kq6/PPkPP3/1R1b4 w"));
    }

    @Test
    void theInitialArrayIsAtHome() {
        assertNull(rule("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
    }

    @Test
    void aKingAndRookThatMayJustHaveCastledAreNotShutIn() {
        // Castling moves two units: the king on g1 may have come from e1 with the rook from h1.
        assertNull(rule("4k3/8/8/8/8/8/5PPP/5RK1 b"));
    }

    @Test
    void thePublishedCornerProblemsAreDecided() {
        // Brandis: Ka2-a1; August, Brandis, Dawson: Black's last move Nb3xc1 took a knight.
        assertEquals(List.of("Ka2-a1"), Retro.lastMoves(Retro.analyse("8/8/8/8/8/1P6/1PkPP3/KR1b4 b")));
        RetroReport r = Retro.analyse("8/8/8/8/8/8/PPkPP3/K1nb4 w");
        assertTrue(r.possibleLastMoves().stream().allMatch(m -> m.uncaptured().equals(List.of(Piece.KNIGHT))),
                () -> Retro.lastMoves(r).toString());
    }

    @Test
    void theRuleDoesNotDependOnColoursOrTheSideOfTheBoard() {
        Defect original = rule(BRANDIS_AFTER_A2XB3);
        Defect flipped = rule(SymmetryTest.flip(BRANDIS_AFTER_A2XB3));
        Defect mirrored = rule(SymmetryTest.mirror(BRANDIS_AFTER_A2XB3));
        assertEquals(DefectKind.UNITS_SHUT_IN_AWAY_FROM_HOME, flipped.kind());
        assertEquals(original.side() ^ 1, flipped.side());
        assertEquals(SymmetryTest.flipSquare(original.square()), flipped.square());
        assertEquals(original.count(), flipped.count());
        assertEquals(DefectKind.UNITS_SHUT_IN_AWAY_FROM_HOME, mirrored.kind());
        assertEquals(original.count(), mirrored.count());
        assertNull(rule(SymmetryTest.flip("8/8/8/8/8/1P6/KPkPP3/1R1b4 w")));
        assertNull(rule(SymmetryTest.mirror("8/8/8/8/8/1P6/KPkPP3/1R1b4 w")));
        SymmetryTest.assertSymmetric("8/8/8/8/8/1P6/1PkPP3/KR1b4 b");
    }

    @Test
    void noPositionOfARealGameBreaksTheRule() {
        int[] met = checkRandomGames(31, 150, 200);
        assertTrue(met[0] > 15_000, "too few positions: " + met[0]);
        // The rule must have had something to judge: a unit shut in that is not a pawn on its second rank.
        assertTrue(met[1] > 1_000, "too few positions with a piece shut in: " + met[1]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksTheRuleDeep() {
        checkRandomGames(32, 5000, 250);
    }

    /** Counts: positions, positions where a unit other than a pawn on its second rank is shut in. */
    private static int[] checkRandomGames(long seed, int games, int plies) {
        RuleOnRealGames.Counts counts = RuleOnRealGames.check(seed, games, plies,
                step -> FrozenUnits.check(RetroBoard.of(step.after())),
                step -> { RetroBoard b = RetroBoard.of(step.after()); long homePawns = b.pieces(Piece.WHITE, Piece.PAWN) & Bitboards.RANK_2 | b.pieces(Piece.BLACK, Piece.PAWN) & Bitboards.RANK_7; return (FrozenUnits.of(b) & ~homePawns) != 0; });
        return new int[] {counts.positions(), counts.judged()};
    }
}
