package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Which pawn came from which file, said only where the capture counting forces it: the same file
 * in every assignment within the captures the other side's losses allow.
 */
class PawnOriginsTest {
    private static final String KAHL_MORTENSEN = "2b1r1nr/3p1K1k/4pp1b/6pP/3qn2p/4pp2/6p1/8 w";
    private static final String DAWSON_1914 = "3k4/p2P2p1/1N1P1N2/1PpKpP2/2PpP3/3P4/3P4/8 w";

    private static List<PawnOrigin> origins(String placementAndSide) {
        return Retro.analyse(placementAndSide).pawnOrigins();
    }

    /**
     * Kahl & Mortensen: Black has all sixteen units, so its eight pawns came from eight different
     * files, every file once. The black pawn on h4 stands under the white pawn on h5, and White's
     * pawns can have captured nothing (Black has lost no unit), so the h4 pawn did not come from
     * the h-file. The a-file is then within reach of one pawn only: e3 (four files from a, four
     * moves made); d7, e6, f6, g5, h4, f3 and g2 cannot get there.
     */
    @Test
    void kahlMortensenTheBlackPawnOnE3CameFromTheAFile() {
        assertEquals(List.of(new PawnOrigin(Piece.BLACK, Square.parse("e3"), 0, 4)), origins(KAHL_MORTENSEN));
    }

    /** The same position mirrored left to right: the pawn on d3 came from the h-file. */
    @Test
    void kahlMortensenMirroredTheBlackPawnOnD3CameFromTheHFile() {
        assertEquals(List.of(new PawnOrigin(Piece.BLACK, Square.parse("d3"), 7, 4)),
                origins("rn1r1b2/k1K1p3/b1pp4/Pp6/p2nq3/2pp4/1p6/8 w"));
    }

    /** The same position with the colours swapped and the board turned: the white pawn on e6 came from the a-file. */
    @Test
    void kahlMortensenColoursSwappedTheWhitePawnOnE6CameFromTheAFile() {
        assertEquals(List.of(new PawnOrigin(Piece.WHITE, Square.parse("e6"), 0, 4)),
                origins("8/6P1/4PP2/3QN2P/6Pp/4PP1B/3P1k1K/2B1R1NR b"));
    }

    /**
     * Dawson 1914: White's eight pawns fill eight files, and a, g and h are reachable from d7, d6,
     * b5, c4, f5 and e4 in several ways within the ten captures Black's losses allow; the black
     * pawn on d4 may have come from c or e. The analysis proves the last move c7-c5 on the position
     * before it (e7-e5 would shut in the gone bishop on f8), but no pawn's origin is forced in
     * the diagram, so none is claimed.
     */
    @Test
    void dawson1914ForcesNoOrigin() {
        assertEquals(List.of(), origins(DAWSON_1914));
    }

    /** Doubled white pawns on c3 and c4 with captures to spare: either may be the c-pawn, so nothing is said. */
    @Test
    void doubledPawnsWithCapturesToSpareForceNothing() {
        assertEquals(List.of(), origins("4k3/8/8/8/2P5/2P5/8/4K3 w"));
    }

    /** Black has lost nothing, so White's doubled b-pawns cannot stand: the diagram is illegal and no origin is claimed. */
    @Test
    void anIllegalPawnStructureClaimsNothing() {
        assertEquals(List.of(), origins("rnbqkbnr/pppppppp/8/8/1P6/1P6/P1P5/4K3 w"));
    }

    /**
     * Black has lost one unit, so White's pawns made one capture at most. The pawns on a2, b2
     * and c2 never moved and hold the a-, b- and c-files; the pawn on c3 made one move, so it
     * came from b, c or d: from the d-file, with one capture.
     */
    @Test
    void aPawnBesideThreeUnmovedPawnsCameFromTheOnlyFreeFile() {
        assertEquals(List.of(new PawnOrigin(Piece.WHITE, Square.parse("c3"), 3, 1)),
                origins("rnbqkbn1/pppppppp/8/8/8/2P5/PPP5/4K3 w"));
    }
}
