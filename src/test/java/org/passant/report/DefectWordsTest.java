package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Fen;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
import org.passant.board.Square;
import org.passant.retro.Unit;

/** The sentences the solver and perft print for the board's defects. */
class DefectWordsTest {

    private static List<String> words(String fen) {
        Position p = Fen.parse(fen);
        return DefectWords.sentences(p, PositionValidator.defects(p));
    }

    @Test
    void aMissingKingAndTooManyPawns() {
        assertEquals(List.of("Black has no king"), words("8/8/8/8/8/8/8/7K w - - 0 1"));
        assertEquals(List.of("White has 9 pawns (at most 8)"), words("k7/8/8/8/8/P7/PPPPPPPP/K7 w - - 0 1"));
    }

    /** The solver, perft and the retro report say a defect in the same words. */
    @Test
    void eightPawnsOnTheFirstRankAreOneSentence() {
        assertEquals(List.of("the white pawns on a1, b1, c1, d1, e1, f1, g1 and h1 stand on an edge rank, where no pawn can be"),
                words("k7/8/8/8/8/8/K7/PPPPPPPP w - - 0 1"));
        assertEquals(List.of("the black pawn on a8 stands on an edge rank, where no pawn can be"),
                words("p6k/8/8/8/8/8/8/K7 w - - 0 1"));
        assertEquals(List.of("the white pawn on h1 and the black pawn on a8 stand on an edge rank, where no pawn can be"),
                words("p6k/8/8/8/8/8/8/K6P w - - 0 1"));
    }

    @Test
    void theSideNotToMoveInCheckNamesTheChecker() {
        assertEquals(List.of("the white knight on c7 gives check to the black king on a8 with White to move"),
                words("k7/2N5/K7/8/8/8/8/8 w - - 0 1"));
    }

    @Test
    void statedRightsThePiecesContradict() {
        assertEquals(List.of("castling right Black 0-0-0 is stated but the king is not on e8"), words("k7/8/8/8/8/8/8/4K3 w q - 0 1"));
        assertEquals(List.of("castling right White 0-0 is stated but no rook stands on h1"), words("k7/8/8/8/8/8/8/4K3 w K - 0 1"));
        assertEquals(List.of("e.p. square e6 needs the double step e7-e5, but no black pawn stands on e5"),
                words("k7/8/8/8/8/8/8/4K3 w - e6 0 1"));
        assertEquals(List.of("e.p. square e6 needs the double step e7-e5, but e7 is occupied"),
                words("k7/4p3/8/4p3/8/8/8/4K3 w - e6 0 1"));
    }

    @Test
    void impossibleDoubleChecks() {
        assertEquals(List.of("the white king on d1 is in check from the black rook on a1 and the black rook on h1 along one line;"
                        + " no single move opens a line on both sides of a king"),
                words("k7/8/8/8/8/8/8/r2K3r w - - 0 1"));
    }

    @Test
    void aPieceThatCannotHaveComeInPastAPawnThatMovedOnce() {
        // Janko's record KQn5/1pp5/kp6 with a7xb8=Q taken back as the capture of a bishop.
        int b8 = Square.parse("b8");
        int b6 = Square.parse("b6");
        Defect d = new Defect(DefectKind.PIECE_PAST_ONE_MOVE_PAWN,
                Piece.BLACK, b8, (1L << b8) | (1L << b6), Square.parse("a7"), 1);
        List<Unit> units = List.of(
                new Unit(b6, Piece.code(Piece.BLACK, Piece.PAWN)),
                new Unit(b8, Piece.code(Piece.BLACK, Piece.BISHOP)));
        assertEquals("the black bishop on b8 cannot have come to b8: the black pawn on b6 came from a7 in one move, so a7 or b6"
                + " was always taken, and every way in passes the one taken at the time", DefectWords.sentence(d, units));
    }

    @Test
    void aPieceThatCannotHaveComeInPastAPromotedPieceThatNeverMoved() {
        // Mortensen's record BK1k4/Pp6/p7 with b6xa7 taken back as the capture of a rook.
        int a7 = Square.parse("a7");
        int a8 = Square.parse("a8");
        Defect d = new Defect(DefectKind.PIECE_PAST_CAGED_PROMOTION, Piece.BLACK, a7, (1L << a7) | (1L << a8), a7, 2);
        List<Unit> units = List.of(
                new Unit(a7, Piece.code(Piece.BLACK, Piece.ROOK)),
                new Unit(a8, Piece.code(Piece.WHITE, Piece.BISHOP)));
        assertEquals("the black rook on a7 cannot have come to a7: the white bishop on a8 can never have moved, so it was"
                + " promoted on a8 from a7 and has held a8 ever since, and every way in passes a8 after the promotion or"
                + " stands on a7 at its moment (or a square a pawn that moved once held at the time)",
                DefectWords.sentence(d, units));
    }

    @Test
    void aPromotedPieceShutInAPocketWhosePawnNeedsTooManyCaptures() {
        // 4k3/p7/8/8/8/1P6/1PPPPPPP/RbBQKBNR w: the bishop on b1 was promoted there from a2.
        int b1 = Square.parse("b1");
        Defect d = new Defect(DefectKind.PROMOTIONS_NEED_MORE_CAPTURES, Piece.BLACK, b1, 1L << b1, 2, 1);
        List<Unit> units = List.of(new Unit(b1, Piece.code(Piece.BLACK, Piece.BISHOP)));
        assertEquals("the black bishop on b1 can never have stood on a starting square of its kind (units that never"
                + " moved and pawns that moved once close the way), so it was promoted on a last-rank square it can"
                + " reach, and its pawn and Black's pawns on the board need at least 2 captures, but White has lost"
                + " only 1 unit a pawn can have taken",
                DefectWords.sentence(d, units));
    }

    @Test
    void unitsThatShutEachOtherInAwayFromHome() {
        // A white king on a1 behind its unmoved a2 and b2 pawns, with a bishop on b1 it cannot pass.
        int a1 = Square.parse("a1");
        int b1 = Square.parse("b1");
        int a2 = Square.parse("a2");
        int b2 = Square.parse("b2");
        Defect d = new Defect(DefectKind.UNITS_SHUT_IN_AWAY_FROM_HOME, Piece.WHITE, a1,
                (1L << a1) | (1L << b1) | (1L << a2) | (1L << b2), 4, 0);
        List<Unit> units = List.of(
                new Unit(a1, Piece.code(Piece.WHITE, Piece.KING)),
                new Unit(b1, Piece.code(Piece.WHITE, Piece.BISHOP)),
                new Unit(a2, Piece.code(Piece.WHITE, Piece.PAWN)),
                new Unit(b2, Piece.code(Piece.WHITE, Piece.PAWN)));
        assertEquals("the white king on a1 cannot be on a1: it and the white bishop on b1, the white pawn on a2 and the white"
                + " pawn on b2 shut each other in (none of them can have made the last move among them: the square it came"
                + " from is held by another, or it would have given or stood in a check no move can have given), so they"
                + " have stood where they are since the game began, and it did not start on a1",
                DefectWords.sentence(d, units));
    }

    @Test
    void unitsThatMoveOnlyAmongThemselves() {
        int a7 = Square.parse("a7");
        int a8 = Square.parse("a8");
        int b7 = Square.parse("b7");
        Defect d = new Defect(DefectKind.UNITS_CAGED_AWAY_FROM_HOME, Piece.WHITE, a7, (1L << a7) | (1L << a8) | (1L << b7), 2, 0);
        List<Unit> units = List.of(
                new Unit(a7, Piece.code(Piece.WHITE, Piece.KING)),
                new Unit(a8, Piece.code(Piece.WHITE, Piece.BISHOP)),
                new Unit(b7, Piece.code(Piece.BLACK, Piece.PAWN)));
        assertEquals("the white king on a7 cannot have come to a7: it and the white bishop on a8 and the black pawn on b7"
                + " move only among themselves (taking back their moves reaches 2 arrangements, none of them the initial"
                + " array's)", DefectWords.sentence(d, units));
    }
}
