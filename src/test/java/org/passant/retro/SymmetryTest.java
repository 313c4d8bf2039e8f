package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;
import org.passant.board.Fen;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * Metamorphic checks: the same diagram with the colours exchanged (board turned upside down,
 * White and Black swapped, the other side to move) must get the same verdicts, exchanged; and
 * mirrored left to right where castling is not in question. A rule written for one colour or
 * one wing only, or a direction constant wrong for Black, shows up here.
 */
class SymmetryTest {
    private static final String[] CORPUS = {
        "kN6/pp6/3B1N2/3PpK2/8/8/8/8 w", "7R/7p/5P1k/4PKpP/8/8/8/8 w", "kN6/pp6/5N2/3PpK2/8/8/8/8 w",
        "4k2r/8/5B1P/3R1KpP/8/8/8/8 w", "4k2r/8/2P1P1P1/2PpKpP1/8/8/8/8 w", "r3k3/p1p5/Q3K3/8/8/8/8/8 w",
        "rnbq1bnr/1ppppQ1p/p5Pk/1B3p2/4P3/3P4/PPP2PP1/RNB1K1NR b", "8/8/8/8/8/1Q6/5P2/2k2RK1 b",
        "B7/N7/k1N5/PpK5/8/8/8/8 w", "4k2r/ppppp1p1/5pK1/8/8/8/8/8 w", "r3k2r/pppppppp/8/8/8/8/8/4K3 w",
        "4k3/8/8/8/8/8/PPP5/KB6 b", "8/8/8/4k3/5P2/8/8/B3K3 b", "kN6/pp6/5N2/3PpK2/8/8/PPP1PPPP/R1BQ1B1R w",
        // the route rules: C3 (a castling disproved by routes), Dawson 1914 (capture counting),
        // pawns that cannot have passed, a third knight no pawn can have promoted to
        "r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b", "3k4/p2P2p1/1N1P1N2/1PpKpP2/2PpP3/3P4/3P4/8 w",
        "r1bqkbnr/pppp1ppp/4P3/4p3/8/8/PPPP1PPP/RNBQKBNR w", "4k3/pppppppp/8/8/8/8/8/NNN1K3 b",
        "2b1r1nr/3p1K1k/4pp1b/6pP/3qn2p/4pp2/6p1/8 w",
    };

    @Test
    void corpusVerdictsSurviveExchangingTheColours() {
        for (String d : CORPUS) {
            assertSymmetric(d);
        }
    }

    @Test
    void mates2000SampleVerdictsSurviveExchangingTheColours() throws IOException {
        List<String> all = RetroBenchmark.diagrams("mates2000.epd");
        for (int i = 0; i < all.size(); i += 50) {
            assertSymmetric(all.get(i));
        }
    }

    @Test
    @Tag("deep")
    void allMates2000VerdictsSurviveExchangingTheColours() throws IOException {
        for (String d : RetroBenchmark.diagrams("mates2000.epd")) {
            assertSymmetric(d);
        }
    }

    @Test
    void verdictsSurviveMirroringTheFilesWhereNoCastlingIsInQuestion() throws IOException {
        List<String> all = new ArrayList<>(List.of(CORPUS));
        List<String> mates = RetroBenchmark.diagrams("mates2000.epd");
        for (int i = 0; i < mates.size(); i += 12) {
            all.add(mates.get(i));
        }
        int compared = 0;
        for (String d : all) {
            if (!farFromCastling(Retro.diagram(d))) {
                continue; // castling is not symmetric under a mirror
            }
            RetroReport a = Retro.analyse(d);
            RetroReport b = Retro.analyse(mirror(d));
            assertEquals(a.legality(), b.legality(), d);
            assertEquals(a.possibleLastMoves().size(), b.possibleLastMoves().size(), d);
            assertEquals(a.impossibleLastMoves().size(), b.impossibleLastMoves().size(), d);
            assertEquals(a.enPassant().status(), b.enPassant().status(), d);
            assertEquals(a.enPassant().square() == Square.NONE ? Square.NONE : a.enPassant().square() ^ 7, b.enPassant().square(), d);
            compared++;
        }
        assertTrue(compared > 20, "too few diagrams compared: " + compared);
    }

    /**
     * Kings on their fourth rank or beyond: within the default six plies no retraction can bring
     * one home and take back a castling, the only move that a mirror does not preserve.
     */
    private static boolean farFromCastling(Position p) {
        return Square.relativeRank(p.kingSquare(Piece.WHITE), Piece.WHITE) >= 3
                && Square.relativeRank(p.kingSquare(Piece.BLACK), Piece.BLACK) >= 3;
    }

    static String mirror(String diagram) {
        Position p = Retro.diagram(diagram);
        Position q = new Position();
        for (int sq = 0; sq < 64; sq++) {
            if (p.pieceAt(sq) != Piece.NONE) {
                q.put(p.pieceAt(sq), sq ^ 7);
            }
        }
        q.setState(p.sideToMove(), 0, Square.NONE, 0, 1);
        return Fen.placement(q) + (q.sideToMove() == Piece.WHITE ? " w" : " b");
    }

    static void assertSymmetric(String diagram) {
        RetroReport a = Retro.analyse(diagram);
        String flipped = flip(diagram);
        RetroReport b = Retro.analyse(flipped);
        String where = diagram + " / " + flipped;
        assertEquals(a.legality(), b.legality(), where);
        assertEquals(a.possibleLastMoves().size(), b.possibleLastMoves().size(), where);
        assertEquals(a.impossibleLastMoves().size(), b.impossibleLastMoves().size(), where);
        assertEquals(a.enPassant().status(), b.enPassant().status(), where);
        assertEquals(flipSquare(a.enPassant().square()), b.enPassant().square(), where);
        for (CastlingVerdict v : a.castling()) {
            assertEquals(v.status(), b.castlingVerdict(flipRight(v.right())).status(), Castling.describe(v.right()) + " in " + where);
        }
        List<String> partsA = new ArrayList<>();
        for (RightsCombination c : a.parts()) {
            partsA.add(flipRights(c.castling()) + "/" + flipSquare(c.epSquare()));
        }
        List<String> partsB = new ArrayList<>();
        for (RightsCombination c : b.parts()) {
            partsB.add(c.castling() + "/" + c.epSquare());
        }
        assertEquals(partsA, partsB, where);
    }

    static String flip(String diagram) {
        Position p = Retro.diagram(diagram);
        Position q = new Position();
        for (int sq = 0; sq < 64; sq++) {
            int code = p.pieceAt(sq);
            if (code != Piece.NONE) {
                q.put(Piece.code(Piece.color(code) ^ 1, Piece.type(code)), flipSquare(sq));
            }
        }
        q.setState(p.sideToMove() ^ 1, 0, Square.NONE, 0, 1);
        return Fen.placement(q) + (q.sideToMove() == Piece.WHITE ? " w" : " b");
    }

    static int flipSquare(int sq) {
        return sq == Square.NONE ? Square.NONE : sq ^ 56;
    }

    static int flipRight(int right) {
        return right <= Castling.WHITE_QUEENSIDE ? right << 2 : right >> 2;
    }

    static int flipRights(int rights) {
        return (rights & 3) << 2 | (rights >> 2 & 3);
    }
}
