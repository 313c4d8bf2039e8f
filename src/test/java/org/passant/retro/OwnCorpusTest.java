package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;
import org.passant.board.Square;

/**
 * Positions made for this module, one per kind of argument the analysis must make or must refuse
 * to make. The reasoning is written out so each case can be checked by hand.
 */
class OwnCorpusTest {

    // ------------------------------------------------------------------ e.p. proven

    @Test
    void epProvenOnlyByCaptureCounting() {
        // N2 (kN6/pp6/5N2/3PpK2) with all 16 white units on the board. The last move may not be
        // d6xe5, because Black cannot have captured anything: White would have had 17 units (or 9
        // pawns). e6-e5 would have checked Kf5, f6 is occupied, Ka8, a7 and b7 cannot move back.
        RetroReport r = Retro.analyse("kN6/pp6/5N2/3PpK2/8/8/PPP1PPPP/R1BQ1B1R w");
        assertEquals(Square.parse("e6"), r.provenEpSquare());
        assertTrue(Retro.reason(r.enPassant()).contains("d6xe5 (un-capture: N, B, R, Q): White has 17 units"), Retro.reason(r.enPassant()));
        assertTrue(Retro.reason(r.enPassant()).contains("d6xe5 (un-capture: P): White has 9 pawns"), Retro.reason(r.enPassant()));
    }

    @Test
    void epProvenTwoPliesBackByABishopCheckFromTheCorner() {
        // Black Ka6, Pb5 against Kc5, Pa5, Ba8, Na7, Nc6. b6-b5 and Kb6-a6 would have stood next
        // to (checked) Kc5; a7, a5 and c6 are occupied. Kb7-a6 fails one ply deeper: on b7 the king
        // stood in check from Ba8, which cannot have moved there (b7 was the king's, a7 the
        // knight's, so no move and no promotion reaches a8) and has nothing to discover.
        RetroReport r = Retro.analyse("B7/N7/k1N5/PpK5/8/8/8/8 w");
        assertEquals(List.of("b7-b5"), Retro.lastMoves(r));
        assertEquals(Square.parse("b6"), r.provenEpSquare());
        LastMove king = VerifiedPositionsTest.find(r.impossibleLastMoves(), "Kb7-a6");
        assertTrue(Retro.reason(king).startsWith("the black king on b7 is in check from the white bishop on a8, which no last move of White can have given"),
                Retro.reason(king));
        // The proof needs the second ply: with one ply only Kb7-a6 still stands.
        RetroReport shallow = RetroAnalysis.analyse(Retro.diagram("B7/N7/k1N5/PpK5/8/8/8/8 w"), new RetroBounds(1, 1_000));
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, shallow.enPassant().status());
    }

    @Test
    void epProvenForBlackInAmelungWithColoursReversed() {
        // Amelung 1897 mirrored top to bottom with the colours swapped, Black to move: White's
        // last move was g2-g4 (g3-g4 would have checked Kf4; Kg2-h3 leaves Kg2 in check from Pf3
        // that no black move gave). Exercises the black side of every rule.
        RetroReport r = Retro.analyse("8/8/8/8/4pkPp/5p1K/7P/7r b");
        assertEquals(List.of("g2-g4"), Retro.lastMoves(r));
        assertEquals(Square.parse("g3"), r.provenEpSquare());
    }

    // ------------------------------------------------------------------ e.p. not provable

    @Test
    void epNotProvableAlthoughThePawnStandsBesideTheCapturerWithThePassedSquaresEmpty() {
        // d5 beside e5, e6 and e7 empty: e7-e5 is possible, but so are e6-e5, the king's moves
        // and the pawn's captures from d6 and f6. Not proven, alternatives named.
        RetroReport r = Retro.analyse("4k3/8/8/3Pp3/8/8/8/4K3 w");
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertTrue(Retro.alternatives(r.enPassant()).containsAll(List.of("e6-e5", "Kd7-e8")), Retro.alternatives(r.enPassant()).toString());
        assertEquals(Square.NONE, r.parts().get(0).epSquare());
    }

    @Test
    void noEpQuestionWithoutAPawnBesideTheDoubleStepper() {
        RetroReport r = Retro.analyse("4k3/8/8/4p3/8/8/8/4K3 w");
        assertEquals(EnPassantVerdict.Status.NONE, r.enPassant().status());
    }

    // ------------------------------------------------------------------ castling

    @Test
    void castlingDisprovedWhenTheOnlyOtherMoveWouldHaveCheckedTheWhiteKing() {
        // If Black could castle short, Ke8 and Rh8 never moved. The pawns a7-e7 and g7 are
        // at home; f6 cannot come from f7 (it would have checked Kg6 with Black to move) nor
        // from e7 or g7 (occupied). So Black had no last move: 0-0 is disproved.
        RetroReport r = Retro.analyse("4k2r/ppppp1p1/5pK1/8/8/8/8/8 w");
        assertTrue(r.legal());
        CastlingVerdict v = r.castlingVerdict(Castling.BLACK_KINGSIDE);
        assertTrue(v.disproved());
        assertTrue(Retro.reason(v).contains("f7-f6: the black pawn on f7 gives check to the white king on g6 with Black to move"), Retro.reason(v));
    }

    @Test
    void eachCastlingAloneStandsButNotBoth() {
        // All black pawns at home: Black's last move was by the king or a rook. So both castlings
        // cannot be kept, but neither alone is disproved (the other rook may have moved):
        // castling is allowed by convention, with retro-strategy between the two.
        RetroReport r = Retro.analyse("r3k2r/pppppppp/8/8/8/8/8/4K3 w");
        assertFalse(r.castlingVerdict(Castling.BLACK_KINGSIDE).disproved());
        assertFalse(r.castlingVerdict(Castling.BLACK_QUEENSIDE).disproved());
        assertEquals(1, r.parts().size());
        RightsCombination part = r.parts().get(0);
        assertTrue(part.retroStrategy());
        assertEquals(List.of(Castling.BLACK_KINGSIDE, Castling.BLACK_QUEENSIDE), part.castlingAlternatives());
        assertTrue(r.worlds().contains(new RetroWorld(Castling.BLACK_KINGSIDE | Castling.BLACK_QUEENSIDE, Square.NONE, false)));
    }

    @Test
    void castlingNotDisprovableWhileOtherUnitsCanHaveMoved() {
        // White's Ke1 and Rh1 at home, a knight free to have moved: no proof either moved.
        RetroReport r = Retro.analyse("4k3/8/8/8/8/8/PPPPPPPP/4K1NR b");
        assertFalse(r.castlingVerdict(Castling.WHITE_KINGSIDE).disproved());
        assertEquals(Castling.WHITE_KINGSIDE, r.allowedCastling());
    }

    // ------------------------------------------------------------------ illegal for retro reasons only

    @Test
    void illegalBecauseNoWhiteUnitCanHaveMadeTheLastMove() {
        // Ka1 is walled in by Pa2, Pb2 and Bb1; Bb1 by Pa2 and Pc2; pawns on their second rank
        // never moved. White cannot have made a move, yet Black is to move. The shorter proof is
        // about the bishop itself: no bishop, original or promoted, can have entered b1.
        RetroReport r = Retro.analyse("4k3/8/8/8/8/8/PPP5/KB6 b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertEquals(List.of("the white bishop on b1 cannot be a promoted piece (units that never moved close the way from the"
                + " last rank, and a unit checking an unmoved king from beside it is taken at once), and no original one can"
                + " have reached it"), Retro.illegality(r));
    }

    @Test
    void illegalBecauseNoMoveGivesThisDoubleCheck() {
        // Pf4 and Ba1 both check Ke5. The pawn's move (from f3, e3 or g3) cannot have opened the
        // a1-e5 diagonal, and the bishop's move leaves the pawn check standing.
        RetroReport r = Retro.analyse("8/8/8/4k3/5P2/8/8/B3K3 b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertTrue(Retro.illegality(r).get(0).contains("which no last move of White can have given"));
    }

    @Test
    void illegalBecauseThePawnsNeedMoreCapturesThanBlackHasLost() {
        // Three white pawns on the a-file: they come from three different files, so at least
        // 0 + 1 + 2 = 3 captures, but Black has lost only its queen.
        RetroReport r = Retro.analyse("rnb1kbnr/pppppppp/8/8/P7/P7/P7/4K3 b");
        assertEquals(List.of("White's pawns need at least 3 captures to stand on their files, but Black has lost only 1 unit"),
                Retro.illegality(r));
    }

    @Test
    void illegalBecauseAClosedInBishopMakesASecondBishopPromoted() {
        // Pb2 and Pd2 never moved, so the bishop from c1 never left it: the dark-squared Bg1 is
        // promoted, but with 8 pawns White cannot have promoted anything.
        RetroReport r = Retro.analyse("4k3/8/8/8/8/8/PPPPPPPP/4K1B1 b");
        assertEquals(List.of("White has at least 1 promoted piece (the bishop from c1 never left it, since the pawns on b2 and d2"
                + " never moved) but only 0 missing pawns to promote"), Retro.illegality(r));
    }

    @Test
    void aMates2000DiagramIsIllegalByTheSameArgument() {
        // From the mates2000 collection: Pe7 and Pg7 never moved, so the dark-squared bishop of
        // f8 is gone and Be1 is promoted, but Black still has all eight pawns.
        RetroReport r = Retro.analyse("8/2p1p1p1/K1P3pr/N1kP2P1/1p2B1n1/1p1P3P/np2Np2/4br2 b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertTrue(Retro.illegality(r).get(0).contains("the bishop from f8 never left it"));
    }

    // ------------------------------------------------------------------ bounds

    @Test
    void aBudgetThatRunsOutNeverTurnsIntoAProof() {
        // Amelung with a budget too small to refute Kg7-h6: the answer is "not proven".
        RetroReport r = RetroAnalysis.analyse(Retro.diagram("7R/7p/5P1k/4PKpP/8/8/8/8 w"), new RetroBounds(6, 5));
        assertTrue(r.stats().budgetExhausted());
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertTrue(r.legal());
    }
}
