package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The e.p. cases that move generators get wrong, each on a named position. */
class EnPassantTest {

    @Test
    void captureIsIllegalWhenBothPawnsLeavingTheRankExposeTheKing() {
        // Ka5 Pb5 against c7-c5 and Rh5: bxc6 e.p. would empty b5 and c5 and open the rank.
        Position p = Moves.play("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1", "c7c5");
        assertFalse(Moves.legalUci(p).contains("b5c6"));
        assertFalse(p.hasLegalEnPassant());
    }

    @Test
    void deadEnPassantSquareDoesNotChangeTheHash() {
        Position played = Moves.play("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1", "c7c5");
        Position stated = Fen.parse("7k/8/8/KPp4r/8/8/8/8 w - - 0 2");
        assertEquals(stated.hash(), played.hash());
        assertEquals(Fen.parse("7k/8/8/KPp4r/8/8/8/8 w - c6 0 2").hash(), stated.hash());
    }

    @Test
    void liveEnPassantSquareChangesTheHash() {
        Position played = Moves.play("7k/2p5/8/1P6/8/8/8/K7 b - - 0 1", "c7c5");
        assertTrue(played.hasLegalEnPassant());
        assertNotEquals(Fen.parse("7k/8/8/1Pp5/8/8/8/K7 w - - 0 2").hash(), played.hash());
    }

    @Test
    void capturerPinnedOnADiagonalMayNotLeaveIt() {
        // Kb3, Pd5 pinned by Bf7 along b3-f7: dxc6 leaves the diagonal, dxe6 stays on it.
        Position leave = Moves.play("7k/2p1pb2/8/3P4/8/1K6/8/8 b - - 0 1", "c7c5");
        assertFalse(Moves.legalUci(leave).contains("d5c6"));
        Position stay = Moves.play("7k/2p1pb2/8/3P4/8/1K6/8/8 b - - 0 1", "e7e5");
        assertTrue(Moves.legalUci(stay).contains("d5e6"));
    }

    @Test
    void captureThatDiscoversCheckIsACheckingMove() {
        // Re1 behind Pe5, Ke8: after d7-d5, exd6 e.p. opens the e-file.
        Position p = Moves.play("4k3/3p4/8/4P3/8/8/8/4RK2 b - - 0 1", "d7d5");
        int ep = Moves.find(p, "e5d6");
        assertTrue(Move.isEnPassant(ep));
        assertTrue(p.givesCheck(ep));
        int[] checks = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.checks(p, checks, 0);
        boolean found = false;
        for (int i = 0; i < n; i++) {
            found |= checks[i] == ep;
        }
        assertTrue(found, "exd6 e.p. must be among the checking moves");
    }

    @Test
    void captureAnswersACheckGivenByTheDoubleSteppedPawn() {
        // d7-d5+ checks Ke4; exd6 e.p. removes the checker.
        Position p = Moves.play("4k3/3p4/8/4P3/4K3/8/8/8 b - - 0 1", "d7d5");
        assertTrue(p.inCheck());
        assertTrue(Moves.legalUci(p).contains("e5d6"));
    }

    @Test
    void captureDoesNotAnswerACheckDiscoveredByTheDoubleStep() {
        // f7-f5 uncovers Bg8 against Kc4; gxf6 e.p. would leave the diagonal open, so it is no evasion.
        Position p = Moves.play("k5b1/5p2/8/6P1/2K5/8/8/8 b - - 0 1", "f7f5");
        assertTrue(p.inCheck());
        assertFalse(Moves.legalUci(p).contains("g5f6"));
        assertFalse(p.hasLegalEnPassant());
    }

    @Test
    void noInventedEvasionInTheIllegalUnrelatedCheckPosition() {
        // python-chess tricky.perft "ep-unrelated-check": the king is in check from Qb6... no double
        // step c7-c5 could have given it, so the position is illegal; generation must still not
        // offer dxc6 e.p. as an answer to that check.
        Position p = Fen.parse("rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6");
        assertFalse(PositionValidator.isValid(p));
        assertFalse(Moves.legalUci(p).contains("d5c6"));
    }

    @Test
    void sommerfeldtPinnedEpCaptureIsNotOfferedButTheCheckIs() {
        // As in Sommerfeldt 1902 (positions.md): Black Ka4 and Pe4, White Rh4. After 1.d4,
        // exd3 e.p. would empty d4 and e4 and expose Ka4 along the rank; e4-e3 stays legal.
        Position p = Moves.play("8/8/8/8/k3p2R/8/3P4/4K3 w - - 0 1", "d2d4");
        assertFalse(Moves.legalUci(p).contains("e4d3"));
        assertTrue(Moves.legalUci(p).contains("e4e3"));
    }
}
