package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;
import org.passant.board.Square;

/**
 * The verified positions of {@code shared/retro.md} (project reference data, checked there by
 * hand and by independent search). Each test states the position, the expectation, and why.
 */
class VerifiedPositionsTest {

    @Test
    void e1_epProvenInOnePly() {
        // kN6/pp6/3B1N2/3PpK2 w: Black's last move was e7-e5. e6-e5 would have come from a square
        // where the pawn checked Kf5 with Black to move; d6xe5 and f6xe5 start from occupied
        // squares (Bd6, Nf6); Ka8 and the pawns a7, b7 have nothing to take back.
        RetroReport r = Retro.analyse("kN6/pp6/3B1N2/3PpK2/8/8/8/8 w");
        assertEquals(List.of("e7-e5"), Retro.lastMoves(r));
        assertTrue(r.enPassant().proven());
        assertEquals(Square.parse("e6"), r.enPassant().square());
        assertTrue(Retro.reason(r.enPassant()).contains("e6-e5: the black pawn on e6 gives check to the white king on f5"),
                Retro.reason(r.enPassant()));
    }

    @Test
    void e2_amelungEpProvenTwoPliesBack() {
        // Amelung 1897: g6-g5 would have checked Kf5 (one ply). Kg7-h6 fails one ply deeper: the
        // king on g7 stood in check from Pf6 with Black to move, and no white move can have given
        // that check (f5 holds the king, e5 and g5 are occupied, nothing can be discovered).
        RetroReport r = Retro.analyse("7R/7p/5P1k/4PKpP/8/8/8/8 w");
        assertEquals(List.of("g7-g5"), Retro.lastMoves(r));
        assertEquals(Square.parse("g6"), r.provenEpSquare());
        LastMove kingMove = find(r.impossibleLastMoves(), "Kg7-h6");
        assertTrue(Retro.reason(kingMove).contains("the black king on g7 is in check from the white pawn on f6, which no last move of White can have given"),
                Retro.reason(kingMove));
    }

    @Test
    void n1_notProvenWhenTheCheckingKingIsAway() {
        // E1 with the white king on g3: e6-e5 is now an innocent pawn move.
        RetroReport r = Retro.analyse("kN6/pp6/3B1N2/3Pp3/8/6K1/8/8 w");
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertTrue(Retro.alternatives(r.enPassant()).contains("e6-e5"));
    }

    @Test
    void n2_notProvenWhenAnUnCaptureFromD6IsPossible() {
        // E1 without Bd6: d6xe5 taking any white unit (White has lost 10) explains the position.
        // The trap: forgetting un-captures would "prove" e.p. here.
        RetroReport r = Retro.analyse("kN6/pp6/5N2/3PpK2/8/8/8/8 w");
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertTrue(Retro.lastMoves(r).contains("d6xe5 (un-capture: P, N, B, R, Q)"), Retro.lastMoves(r).toString());
    }

    @Test
    void n4_howardAfterTheKeyGivenAsADiagramHasManyLastMoves() {
        // Howard 1938 after 1.d4 set up as a diagram: d2-d4 is possible, and so are many other
        // white moves, so Black may not take e.p. on the first move of a solution from here.
        RetroReport r = Retro.analyse("B4n2/3ppp2/1Np1k2N/2P1P3/2pPp2p/6B1/5P2/Q3R1K1 b");
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertTrue(Retro.lastMoves(r).contains("d2-d4"));
        assertTrue(r.possibleLastMoves().size() > 10);
    }

    @Test
    void i1_pawnAndRookDoubleCheckIsIllegal() {
        // Pd4 and Ra5 both check Ke5: a pawn cannot discover a rank, and no rook move lands on
        // a5 while uncovering the pawn's check. Every white retraction leaves a check on Black.
        RetroReport r = Retro.analyse("8/8/8/R3k3/3P4/8/8/4K3 b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertTrue(Retro.illegality(r).get(0).contains("which no last move of White can have given"), Retro.illegality(r).toString());
    }

    @Test
    void i2_twoAdjacentBishopsCannotBothCheck() {
        // Bd6 and Bf6 against Ke7: neither can have been uncovered by the other (no square between).
        assertEquals(Legality.ILLEGAL, Retro.analyse("8/4k3/3B1B2/8/8/8/8/4K3 b").legality());
    }

    @Test
    void i3_queenAndRookCheckThatNoMoveGives() {
        // Qd7 and Re1 check Ke8: the queen, coming from the e-file to uncover the rook, would
        // already have been checking from there (e7 or e6).
        assertEquals(Legality.ILLEGAL, Retro.analyse("4k3/3Q4/8/8/8/8/8/4R2K b").legality());
    }

    @Test
    void i4_twoKnightsCannotBothCheck() {
        // A double check needs a discovered check, and a knight cannot be discovered.
        RetroReport r = Retro.analyse("8/8/8/4k3/8/3N1N2/8/4K3 b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertTrue(Retro.illegality(r).get(0).contains("only a line piece can be discovered"));
    }

    @Test
    void i5_pawnOnC3NeedsACaptureButBlackHasAllUnits() {
        RetroReport r = Retro.analyse("rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertEquals(List.of("White's pawns need at least 1 capture to stand on their files, but Black has lost only 0 units"),
                Retro.illegality(r));
    }

    @Test
    void i6_twoLightSquaredBishopsWithAllPawns() {
        // Bf1 and Bh1 are both light-squared; with 8 pawns none can be promoted.
        RetroReport r = Retro.analyse("4k3/8/8/8/8/8/PPPPPPPP/2B1KB1B b");
        assertEquals(Legality.ILLEGAL, r.legality());
        assertTrue(Retro.illegality(r).get(0).contains("promoted"));
    }

    @Test
    void l1_doubleCheckExplainedOnlyByEnPassant() {
        // From a real game (1.e4 f5 2.Bb5 Kf7 3.Qh5+ Kf6 4.Qf7+ Kg5 5.h4+ Kh6 6.h5 a6 7.d3+ g5
        // 8.hxg6 e.p.): Bc1 and Rh1 check together, uncovered by the two pawns leaving g5 and h5.
        RetroReport r = Retro.analyse("rnbq1bnr/1ppppQ1p/p5Pk/1B3p2/4P3/3P4/PPP2PP1/RNB1K1NR b");
        assertTrue(r.legal());
        assertEquals(List.of("h5xg6 e.p."), Retro.lastMoves(r));
    }

    @Test
    void l2_doubleCheckByACapturingPromotion() {
        // Qd8 and Re1 check Ke8: e7xd8=Q opened the e-file and checked at once.
        RetroReport r = Retro.analyse("3Qk3/8/8/8/8/8/8/4R2K b");
        assertTrue(r.legal());
        assertEquals(List.of("e7xd8=Q"), r.possibleLastMoves().stream().map(Retro::notation).toList());
    }

    @Test
    void l3_onlyCastlingExplainsTheRookCheck() {
        // Rf1 checks Kc1 along the first rank; a rook coming along the rank would have checked
        // before, the king's own moves leave the check standing: only 0-0 (rook from h1).
        RetroReport r = Retro.analyse("8/8/8/8/8/1Q6/5P2/2k2RK1 b");
        assertEquals(List.of("0-0"), Retro.lastMoves(r));
    }

    @Test
    void l4_onlyAPromotionExplainsTheQueenCheck() {
        // Qa8 checks Kb7: from a7 it would have checked already, b8 holds a black knight.
        RetroReport r = Retro.analyse("Qn6/1k6/p7/8/8/8/8/7K b");
        assertEquals(List.of("a7-a8=Q"), Retro.lastMoves(r));
    }

    @Test
    void c1_loydBlackQueensideCastlingDisproved() {
        // Loyd 1859: Pa7 and Pc7 never moved, so Black's last move was by the king or the rook.
        RetroReport r = Retro.analyse("r3k3/p1p5/Q3K3/8/8/8/8/8 w");
        CastlingVerdict v = r.castlingVerdict(Castling.BLACK_QUEENSIDE);
        assertTrue(v.disproved());
        assertTrue(Retro.reason(v).contains("no other black unit has a move to take back"), Retro.reason(v));
    }

    @Test
    void c2_whiteKingsideCastlingDisprovedWhenAllPawnsAreHome() {
        RetroReport r = Retro.analyse("4k3/8/8/8/8/8/PPPPPPPP/4K2R b");
        assertTrue(r.castlingVerdict(Castling.WHITE_KINGSIDE).disproved());
    }

    @Test
    void c3_blackQueensideDisprovedByARouteArgument() {
        // With Black's 0-0-0 presumed, Ke8 and Ra8 never moved. A white pawn on d7 or f7 would
        // have checked Ke8 from beside it and been taken at once; every other square of the 7th
        // rank holds an unmoved black pawn: White never promoted, and three rooks are one too many.
        // Nothing proves that White's king or rooks moved.
        RetroReport r = Retro.analyse("r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b");
        assertTrue(r.legal());
        assertTrue(r.castlingVerdict(Castling.BLACK_QUEENSIDE).disproved());
        assertFalse(r.castlingVerdict(Castling.WHITE_KINGSIDE).disproved());
        assertFalse(r.castlingVerdict(Castling.WHITE_QUEENSIDE).disproved());
    }

    @Test
    void p1_castlingImpliesTheDoubleStep() {
        // If Black may castle, Ke8 and Rh8 never moved, so the last move was d7-d5 (d6-d5 would
        // have checked Kc5). Two parts: neither right, or both.
        RetroReport r = Retro.analyse("4k2r/8/2P1P3/2KpP3/8/8/8/8 w");
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertFalse(r.castlingVerdict(Castling.BLACK_KINGSIDE).disproved());
        assertEquals(List.of("- -", "k d6"), r.parts().stream().map(RightsCombination::fenFields).toList());
    }

    @Test
    void p2_castlingImpliesOneOfTwoDoubleSteps() {
        // Castling presumed: the last move was d7-d5 or f7-f5, which one is unknown, so e.p.
        // itself is not proven; one part per possible history.
        RetroReport r = Retro.analyse("4k2r/8/2P1P1P1/2PpKpP1/8/8/8/8 w");
        assertEquals(EnPassantVerdict.Status.NOT_PROVEN, r.enPassant().status());
        assertEquals(List.of("- -", "k d6", "k f6"), r.parts().stream().map(RightsCombination::fenFields).toList());
    }

    @Test
    void w1_langstaffTwoParts() {
        RetroReport r = Retro.analyse("4k2r/8/5B1P/3R1KpP/8/8/8/8 w");
        assertTrue(r.partialRetroAnalysis());
        assertEquals(List.of("- -", "k g6"), r.parts().stream().map(RightsCombination::fenFields).toList());
    }

    static LastMove find(List<LastMove> moves, String notation) {
        return moves.stream().filter(m -> Retro.notation(m).equals(notation)).findFirst()
                .orElseThrow(() -> new AssertionError(notation + " not in " + moves));
    }
}
