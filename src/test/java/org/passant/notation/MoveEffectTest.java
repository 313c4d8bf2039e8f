package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Position;

/** Whether a move checks, mates or stalemates, for the solver's report marks. */
class MoveEffectTest {
    /** Ka8 alone against Qb1 and Kc6: Qb6 takes every square and gives no check. */
    private static final String STALEMATE_IN_ONE = "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1";

    private static MoveEffect effect(String fen, String uci) {
        Position p = Fen.parse(fen);
        MoveEffect effect = Notation.effect(p, TestMoves.byUci(p, uci));
        assertEquals(fen, p.toFen(), "the position is unchanged");
        return effect;
    }

    @Test
    void gundersenFaulEnPassantMates() {
        Position p = Fen.parse(NamedPositions.GUNDERSEN_FAUL);
        int hxg6 = TestMoves.byUci(p, "h5g6");
        assertEquals(MoveEffect.MATE, Notation.effect(p, hxg6));
        assertTrue(Notation.isMate(p, hxg6));
        assertTrue(Notation.givesCheck(p, hxg6));
        assertEquals(NamedPositions.GUNDERSEN_FAUL, p.toFen());
    }

    @Test
    void checkThatIsNotMate() {
        Position p = Fen.parse("6k1/8/8/8/8/8/8/R5K1 w - - 0 1");
        int ra8 = TestMoves.byUci(p, "a1a8");
        assertEquals(MoveEffect.CHECK, Notation.effect(p, ra8));
        assertTrue(Notation.givesCheck(p, ra8));
        assertFalse(Notation.isMate(p, ra8));
    }

    @Test
    void castlingMate() {
        assertEquals(MoveEffect.MATE, effect("8/8/8/8/8/8/5Q2/2k1K2R w K - 0 1", "e1g1"));
    }

    @Test
    void stalemateIsNeitherCheckNorMateAndCarriesNoShortAlgebraicMark() {
        assertEquals(MoveEffect.STALEMATE, effect(STALEMATE_IN_ONE, "b1b6"));
        Position p = Fen.parse(STALEMATE_IN_ONE);
        int qb6 = TestMoves.byUci(p, "b1b6");
        assertFalse(Notation.givesCheck(p, qb6));
        assertFalse(Notation.isMate(p, qb6));
        assertEquals("Qb6", Notation.san(p, qb6));
    }

    @Test
    void quietMove() {
        assertEquals(MoveEffect.QUIET, effect(STALEMATE_IN_ONE, "b1b2"));
        assertEquals("", MoveEffect.QUIET.sanSuffix());
    }

    @Test
    void aMoveOfAnotherPositionIsRefusedBeforeItCanCorruptTheBoard() {
        Position p = Fen.parse(STALEMATE_IN_ONE);
        int fromKiwipete = TestMoves.byUci(Fen.parse(NamedPositions.KIWIPETE), "e5f7");
        assertThrows(NotationException.class, () -> Notation.effect(p, fromKiwipete));
        assertEquals(STALEMATE_IN_ONE, p.toFen());
    }
}
