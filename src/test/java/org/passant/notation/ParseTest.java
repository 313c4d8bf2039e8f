package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.passant.board.Fen;
import org.passant.board.Position;

/** Reading moves: every accepted spelling of a move finds it, and bad texts get a one-line reason. */
class ParseTest {
    private static final String START_WITHOUT_D_PAWN_AFTER_NF3 =
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1";
    /** A white pawn on b7 that can promote on b8 or by taking the rook on a8. */
    private static final String PAWN_ON_B7 = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    /** Schoepfer 1927 after the key 1.Qf2, as if Black could pass: the threat is 2.0-0#. */
    private static final String CASTLING_MATE = "8/8/8/8/8/8/5Q2/2k1K2R w K - 0 1";

    private static void assertReads(String fen, String uci, String text) {
        Position p = Fen.parse(fen);
        assertEquals(TestMoves.byUci(p, uci), Notation.parse(p, text), text);
        assertEquals(fen, p.toFen(), "parsing leaves the position alone");
    }

    private static String refusal(String fen, String text) {
        return assertThrows(NotationException.class, () -> Notation.parse(Fen.parse(fen), text)).getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0-0", "O-O", "o-o", "0-0+", "O-O!", "e1g1", "Ke1-g1", "Kg1", " 0-0 "})
    void kingsideCastlingInAnySpelling(String text) {
        assertReads(NamedPositions.KIWIPETE, "e1g1", text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0-0-0", "O-O-O", "O-O-O?!", "e1c1"})
    void queensideCastlingInAnySpelling(String text) {
        assertReads(NamedPositions.KIWIPETE, "e1c1", text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Nxf7", "Ne5xf7", "Se5*f7", "Ne5f7", "e5f7", "Nexf7", "N5xf7", "Nf7", "Nxf7!", "Nxf7 !?",
        "Ne5:f7", "Ne5-f7"})
    void pieceCaptureInAnySpelling(String text) {
        assertReads(NamedPositions.KIWIPETE, "e5f7", text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"exd6", "exd6 e.p.", "exd6e.p.", "exd6ep", "exd6 ep", "exd6 ep.", "e5*d6 ep.", "e5xd6",
        "e5d6", "ed6", "exd6 e.p.+", "exd6 EP"})
    void enPassantWithOrWithoutItsMark(String text) {
        assertReads(NamedPositions.PETROV, "e5d6", text);
    }

    @Test
    void gundersenFaulMateReadsInProblemistAndPopeyeSpelling() {
        assertReads(NamedPositions.GUNDERSEN_FAUL, "h5g6", "hxg6 e.p.#");
        assertReads(NamedPositions.GUNDERSEN_FAUL, "h5g6", "h5*g6 ep. #");
        assertReads(NamedPositions.GUNDERSEN_FAUL, "h5g6", "h5g6");
    }

    @ParameterizedTest
    @ValueSource(strings = {"b8=Q", "b8Q", "b7b8q", "b7-b8=Q", "b8=Q+", "b7b8Q"})
    void promotionToAQueen(String text) {
        assertReads(PAWN_ON_B7, "b7b8q", text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bxa8=N", "bxa8N", "b7*a8=S", "b7a8n", "bxa8=S", "b7xa8=N"})
    void capturingPromotionToAKnightInEnglishAndGerman(String text) {
        assertReads(PAWN_ON_B7, "b7a8n", text);
    }

    @Test
    void lowerCaseBAfterTheSquaresIsABishopPromotion() {
        assertReads(PAWN_ON_B7, "b7b8b", "b7b8b");
        assertReads(PAWN_ON_B7, "b7a8b", "bxa8=B");
    }

    @Test
    void castlingMateReadsWithItsMark() {
        assertReads(CASTLING_MATE, "e1g1", "0-0#");
        assertReads(CASTLING_MATE, "e1g1", "0-0 #");
    }

    @Test
    void aStalemateMarkSetApartByASpaceIsIgnored() {
        assertReads(NamedPositions.KIWIPETE, "e5f7", "Se5*f7 =");
    }

    @Test
    void ambiguousTextNamesTheCandidates() {
        assertEquals("Nd2 is ambiguous: Nb1-d2 and Nf3-d2", refusal(START_WITHOUT_D_PAWN_AFTER_NF3, "Nd2"));
        assertReads(START_WITHOUT_D_PAWN_AFTER_NF3, "b1d2", "Nbd2");
        assertReads(START_WITHOUT_D_PAWN_AFTER_NF3, "f3d2", "Sf3-d2");
    }

    @Test
    void aMissingPromotionPieceIsNamedAsSuch() {
        assertEquals("b8 lacks the promotion piece: b7-b8=Q, b7-b8=R, b7-b8=B and b7-b8=N", refusal(PAWN_ON_B7, "b8"));
        assertEquals("bxa8 lacks the promotion piece: b7xa8=Q, b7xa8=R, b7xa8=B and b7xa8=N",
                refusal(PAWN_ON_B7, "bxa8"));
    }

    @Test
    void aPawnMoveWithoutAFromFileIsAStepNeverACapture() {
        // In the Petrov position only exd6 e.p. reaches d6; "d6" would be a step of a d-pawn.
        assertEquals("d6 is not a legal move here (White to move)", refusal(NamedPositions.PETROV, "d6"));
    }

    @Test
    void aCaptureSignDemandsACapture() {
        // In Kiwipete the queen may go to f5, an empty square, but cannot take there.
        assertEquals("Qxf5 is not a legal move here (White to move)", refusal(NamedPositions.KIWIPETE, "Qxf5"));
        assertReads(NamedPositions.KIWIPETE, "f3f5", "Qf5");
    }

    @Test
    void anEnPassantMarkDemandsAnEnPassantCapture() {
        // Kiwipete: d5xe6 takes a pawn standing on e6, which is no e.p. capture.
        assertEquals("dxe6 e.p. is not a legal move here (White to move)",
                refusal(NamedPositions.KIWIPETE, "dxe6 e.p."));
        assertReads(NamedPositions.KIWIPETE, "d5e6", "dxe6");
    }

    @Test
    void illegalMovesAreRefusedWithTheSideToMove() {
        assertEquals("Nf6 is not a legal move here (White to move)", refusal(Fen.START, "Nf6"));
        assertEquals("0-0 is not a legal move here (White to move)", refusal(Fen.START, "0-0"));
        assertEquals("e2e5 is not a legal move here (White to move)", refusal(Fen.START, "e2e5"));
        // Black to move in the e.p. alignment case: a white move is refused.
        assertEquals("Qf2 is not a legal move here (Black to move)", refusal(NamedPositions.ALIGN_EP, "Qf2"));
    }

    @Test
    void anEnPassantCaptureThatWouldExposeTheKingIsNotLegal() {
        // align-ep-pinned: c5xd6 e.p. would leave Ke5 open to the rook on b5 along the fifth rank.
        assertEquals("cxd6 e.p. is not a legal move here (White to move)",
                refusal(NamedPositions.ALIGN_EP_PINNED, "cxd6 e.p."));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Nz9", "hello", "e9", "Xe4", "0-0-0-0", "e4e5e6", "N", "+", "ep", "e.p.", "exd6 e.p. x"})
    void malformedTextIsNamedAndTheFormsListed(String text) {
        assertEquals(text + " is not a move: expected short algebraic (Nf3, exd6 e.p., e8=Q, 0-0),"
                + " Popeye (Sg1-f3, e5*f6 ep.) or UCI (g1f3, e7e8q)", refusal(NamedPositions.KIWIPETE, text));
    }

    @Test
    void emptyAndMissingTextAreMalformed() {
        assertEquals("An empty text is not a move: expected short algebraic (Nf3, exd6 e.p., e8=Q, 0-0),"
                + " Popeye (Sg1-f3, e5*f6 ep.) or UCI (g1f3, e7e8q)", refusal(NamedPositions.KIWIPETE, "  "));
        assertThrows(NotationException.class, () -> Notation.parse(Fen.parse(NamedPositions.KIWIPETE), null));
    }

    @Test
    void notationExceptionIsAnIllegalArgumentException() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Notation.parse(Fen.parse(NamedPositions.KIWIPETE), "Nz9"));
        assertEquals(NotationException.class, e.getClass());
    }
}
