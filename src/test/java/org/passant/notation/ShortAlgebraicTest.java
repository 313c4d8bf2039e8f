package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Position;

/** Short algebraic as problemists print it, case by case on named positions. */
class ShortAlgebraicTest {

    private static String san(String fen, String uci) {
        Position p = Fen.parse(fen);
        return Notation.san(p, TestMoves.byUci(p, uci));
    }

    @Test
    void pieceMovesAndCapturesNameOnlyTheTargetWhenNoOtherPieceOfTheKindCouldGoThere() {
        // Kiwipete: Ne5 takes on f7, the queen goes to f5, a pawn steps and a pawn captures.
        assertEquals("Nxf7", san(NamedPositions.KIWIPETE, "e5f7"));
        assertEquals("Qf5", san(NamedPositions.KIWIPETE, "f3f5"));
        assertEquals("d6", san(NamedPositions.KIWIPETE, "d5d6"));
        assertEquals("dxe6", san(NamedPositions.KIWIPETE, "d5e6"));
        assertEquals("gxh3", san(NamedPositions.KIWIPETE, "g2h3"));
    }

    @Test
    void twoRooksOnOneRankAreToldApartByFile() {
        String rooksA1F1 = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1";
        assertEquals("Rad1", san(rooksA1F1, "a1d1"));
        assertEquals("Rfd1", san(rooksA1F1, "f1d1"));
        assertEquals("Ra2", san(rooksA1F1, "a1a2"));
    }

    @Test
    void twoRooksOnOneFileAreToldApartByRank() {
        String rooksD1D3 = "4k3/8/8/8/8/3R4/8/3R2K1 w - - 0 1";
        assertEquals("R1d2", san(rooksD1D3, "d1d2"));
        assertEquals("R3d2", san(rooksD1D3, "d3d2"));
    }

    @Test
    void aQueenWithRivalsOnItsFileAndItsRankNamesItsSquare() {
        // Queens e4, h4, h1 can all take the rook on e1.
        String threeQueens = "2k5/K7/8/8/4Q2Q/8/8/4r2Q w - - 0 1";
        assertEquals("Qh4xe1", san(threeQueens, "h4e1"));
        assertEquals("Qexe1", san(threeQueens, "e4e1"));
        assertEquals("Q1xe1", san(threeQueens, "h1e1"));
    }

    @Test
    void knightsOnOneSquareEachAreToldApartByFile() {
        // Start position without the d-pawn, after Nf3: both knights reach d2.
        String twoKnights = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1";
        assertEquals("Nbd2", san(twoKnights, "b1d2"));
        assertEquals("Nfd2", san(twoKnights, "f3d2"));
    }

    @Test
    void aPinnedRivalDoesNotForceDisambiguation() {
        // The knight on c3 is pinned by Bb4 against Ke1, so only Ng1 can reach e2.
        assertEquals("Ne2", san("4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "g1e2"));
    }

    @Test
    void promotionsNameThePieceAfterAnEqualsSign() {
        String pawnOnB7 = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals("bxa8=Q+", san(pawnOnB7, "b7a8q"));
        assertEquals("bxa8=N", san(pawnOnB7, "b7a8n"));
        assertEquals("b8=R+", san(pawnOnB7, "b7b8r"));
        assertEquals("b8=B", san(pawnOnB7, "b7b8b"));
        // Position 5: the d7 pawn takes the bishop on c8.
        assertEquals("dxc8=Q", san(NamedPositions.POSITION_5, "d7c8q"));
        assertEquals("dxc8=N", san(NamedPositions.POSITION_5, "d7c8n"));
    }

    @Test
    void underpromotionToAKnightCanMate() {
        // Kh7 walled in by its own knight, bishop and pawns: only a knight on f8 mates.
        String walledIn = "6nb/5Ppk/6pp/8/8/8/8/4K3 w - - 0 1";
        assertEquals("f8=N#", san(walledIn, "f7f8n"));
        assertEquals("f8=Q", san(walledIn, "f7f8q"));
    }

    @Test
    void enPassantCarriesTheProblemistsMark() {
        assertEquals("exd6 e.p.", san(NamedPositions.PETROV, "e5d6"));
        assertEquals("exd6 e.p.", Notation.sanWithoutSuffix(Fen.parse(NamedPositions.PETROV),
                TestMoves.byUci(Fen.parse(NamedPositions.PETROV), "e5d6")));
    }

    @Test
    void gundersenFaulEnPassantMatesByDoubleDiscoveredCheck() {
        assertEquals("hxg6 e.p.#", san(NamedPositions.GUNDERSEN_FAUL, "h5g6"));
        Position p = Fen.parse(NamedPositions.GUNDERSEN_FAUL);
        assertEquals("hxg6 e.p.", Notation.sanWithoutSuffix(p, TestMoves.byUci(p, "h5g6")));
    }

    @Test
    void castlingIsWrittenWithZerosAndCarriesItsCheck() {
        assertEquals("0-0+", san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));
        assertEquals("0-0-0+", san("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"));
        assertEquals("0-0", san(NamedPositions.KIWIPETE, "e1g1"));
        assertEquals("0-0-0", san(NamedPositions.KIWIPETE, "e1c1"));
    }

    @Test
    void schoepferMatesByCastling() {
        // G. Schoepfer, Neue Leipziger Ztg. 1927 (#2): 1.Qf2! threatens 2.0-0#.
        Position threat = Fen.parse("8/8/8/8/8/8/5Q2/2k1K2R w K - 0 1");
        assertEquals("0-0#", Notation.san(threat, TestMoves.byUci(threat, "e1g1")));
    }

    @Test
    void mateAndCheckMarks() {
        String backRank = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        assertEquals("Ra8#", san(backRank, "a1a8"));
        assertEquals("Ra7", san(backRank, "a1a7"));
        assertEquals("Kf2", san(backRank, "g1f2"));
        assertEquals("Ra8+", san("6k1/8/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"));
        assertEquals("Qxf7#", san("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1", "h5f7"));
    }

    @Test
    void aMoveThatIsNotLegalHereIsRefused() {
        Position p = Fen.parse(NamedPositions.KIWIPETE);
        int fromAnotherPosition = TestMoves.byUci(Fen.parse(NamedPositions.PETROV), "e5d6");
        NotationException e = assertThrows(NotationException.class, () -> Notation.san(p, fromAnotherPosition));
        assertEquals("e5-d6 is not a legal move in " + NamedPositions.KIWIPETE, e.getMessage());
    }
}
