package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each static defect on a position that has it: its kind, its side, and the units it names. */
class PositionValidatorTest {

    @Test
    void theStartPositionAndTheLiteratureExamplesAreValid() {
        assertEquals(List.of(), PositionValidator.defects(Fen.parse(Fen.START)));
        assertEquals(List.of(), PositionValidator.defects(Fen.parse("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1")));
        assertEquals(List.of(), PositionValidator.defects(Fen.parse("r1bq1r2/pp2n3/4N2k/3pPppP/1b1n2Q1/2N5/PP3PP1/R1B1K2R w KQ g6 0 15")));
    }

    @Test
    void kings() {
        assertEquals(Piece.WHITE, defect(DefectKind.NO_KING, "7k/8/8/8/8/8/8/8 w - - 0 1").side());
        Defect two = defect(DefectKind.EXTRA_KINGS, "k6k/8/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(Piece.BLACK, two.side());
        assertEquals(2, two.count());
    }

    /** Found by the fuzz campaign: two kings in all, but both White's, once crashed the check test. */
    @Test
    void twoWhiteKingsAndNoBlackKingAreTwoDefects() {
        List<Defect> defects = PositionValidator.defects(Fen.parse("8/8/8/8/8/8/8/K1K4Q w - - 0 1"));
        assertEquals(List.of(DefectKind.NO_KING, DefectKind.EXTRA_KINGS), defects.stream().map(Defect::kind).sorted().toList());
    }

    @Test
    void material() {
        Defect pawns = defect(DefectKind.TOO_MANY_PAWNS, "k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1");
        assertEquals(9, pawns.count());
        assertEquals(8, pawns.limit());
        Defect queens = defect(DefectKind.TOO_MANY_PROMOTED_PIECES, "k7/8/8/8/8/1QQQ4/PPPPPPP1/7K w - - 0 1");
        assertEquals(2, queens.count(), "three queens: two promoted");
        assertEquals(1, queens.limit(), "one pawn missing");
        assertEquals(17, defect(DefectKind.TOO_MANY_UNITS, "k7/8/NNNNNNNN/NNNNNNNN/8/8/8/K7 w - - 0 1").count());
    }

    @Test
    void allPawnsOnTheEdgeRanksAreOneDefect() {
        Defect d = defect(DefectKind.PAWNS_ON_EDGE_RANK, "p6k/8/8/8/8/8/8/K5PP w - - 0 1");
        assertEquals(Bitboards.bit(Square.A8) | Bitboards.bit(Square.G1) | Bitboards.bit(Square.H1), d.units());
        assertEquals(1, PositionValidator.defects(Fen.parse("p6k/8/8/8/8/8/8/K5PP w - - 0 1")).size());
    }

    @Test
    void theSideNotToMoveIsInCheck() {
        Defect d = defect(DefectKind.WAITING_SIDE_IN_CHECK, "k7/8/8/8/8/8/8/R6K w - - 0 1");
        assertEquals(Piece.BLACK, d.side());
        assertEquals(Square.A8, d.square());
        assertEquals(Bitboards.bit(Square.A1), d.units());
    }

    @Test
    void impossibleChecks() {
        assertEquals(3, Long.bitCount(defect(DefectKind.TOO_MANY_CHECKERS, "r6k/8/8/8/8/1n6/8/K1q5 w - - 0 1").units()));
        defect(DefectKind.DOUBLE_CHECK_WITHOUT_LINE_PIECE, "k7/8/8/8/8/8/1pn5/K7 w - - 0 1");
        defect(DefectKind.DOUBLE_CHECK_ON_ONE_LINE, "k7/8/8/8/8/8/8/r2K3r w - - 0 1");
        // python-chess tricky.perft "ep-unrelated-check": the queen's check has nothing to do with c7-c5.
        Defect ep = defect(DefectKind.EN_PASSANT_STEP_CANNOT_CHECK, "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6");
        assertEquals(Square.parse("c6"), ep.square());
    }

    @Test
    void rightsThatThePiecesContradict() {
        assertEquals(Square.H1, defect(DefectKind.CASTLING_ROOK_NOT_HOME, "k7/8/8/8/8/8/8/4K3 w K - 0 1").square());
        Defect king = defect(DefectKind.CASTLING_KING_NOT_HOME, "k7/8/8/8/8/8/8/4K3 w q - 0 1");
        assertEquals(Square.E8, king.square());
        assertEquals(Bitboards.bit(Square.A8), king.units(), "the rook of the right, to name it");
        assertEquals(Square.parse("e6"), defect(DefectKind.EN_PASSANT_PAWN_MISSING, "k7/8/8/8/8/8/8/4K3 w - e6 0 1").square());
        assertEquals(Bitboards.bit(Square.parse("e7")), defect(DefectKind.EN_PASSANT_PATH_OCCUPIED, "k7/4p3/8/4p3/8/8/8/4K3 w - e6 0 1").units());
    }

    private static Defect defect(DefectKind kind, String fen) {
        List<Defect> defects = PositionValidator.defects(Fen.parse(fen));
        return defects.stream().filter(d -> d.kind() == kind).findFirst()
                .orElseThrow(() -> new AssertionError(defects + " should have a " + kind));
    }
}
