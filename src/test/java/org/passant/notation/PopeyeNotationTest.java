package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.board.Fen;
import org.passant.board.Position;

/** Popeye 4.104's long algebraic, compared with what Popeye printed. */
class PopeyeNotationTest {

    private static String popeye(String fen, String uci) {
        Position p = Fen.parse(fen);
        return Notation.popeye(p, TestMoves.byUci(p, uci));
    }

    @Test
    void armeni1994MovesAsPopeyePrintsThem() {
        // A. Armeni, Freie Presse 1994 (#2), after the key 1.f2-f4, as in beispiel-ep-00-mate2.out.
        String afterKey = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1PPpB/6PB/8/5r1R b - f3 0 1";
        assertEquals("g4*f3 ep.", popeye(afterKey, "g4f3"));
        assertEquals("Rf1*f4", popeye(afterKey, "f1f4"));
        assertEquals("Rf8-b8", popeye(afterKey, "f8b8"));
        Position p = Fen.parse(afterKey);
        p.make(TestMoves.byUci(p, "f8b8"));
        assertEquals("c7*b8=Q", Notation.popeye(p, TestMoves.byUci(p, "c7b8q")));
        Position afterEp = Fen.parse(afterKey);
        afterEp.make(TestMoves.byUci(afterEp, "g4f3"));
        assertEquals("Sc5-b7", Notation.popeye(afterEp, TestMoves.byUci(afterEp, "c5b7")));
        assertEquals("c7-c8=S", Notation.popeye(afterEp, TestMoves.byUci(afterEp, "c7c8n")));
        Position afterRxf4 = Fen.parse(afterKey);
        afterRxf4.make(TestMoves.byUci(afterRxf4, "f1f4"));
        assertEquals("Rh1-d1", Notation.popeye(afterRxf4, TestMoves.byUci(afterRxf4, "h1d1")));
    }

    @Test
    void enPassantAndCastlingAsPopeyePrintsThem() {
        assertEquals("h5*g6 ep.", popeye(NamedPositions.GUNDERSEN_FAUL, "h5g6"));
        assertEquals("e5*d6 ep.", popeye(NamedPositions.PETROV, "e5d6"));
        assertEquals("0-0", popeye(NamedPositions.KIWIPETE, "e1g1"));
        assertEquals("0-0-0", popeye(NamedPositions.KIWIPETE, "e1c1"));
        assertEquals("Ke1-f1", popeye(NamedPositions.KIWIPETE, "e1f1"));
        assertEquals("Se5*f7", popeye(NamedPositions.KIWIPETE, "e5f7"));
        assertEquals("d5*e6", popeye(NamedPositions.KIWIPETE, "d5e6"));
        assertEquals("a2-a4", popeye(NamedPositions.KIWIPETE, "a2a4"));
        assertEquals("d7*c8=B", popeye(NamedPositions.POSITION_5, "d7c8b"));
    }

    @Test
    void uciIsCoordinatesWithCastlingAsTheKingsMove() {
        Position kiwipete = Fen.parse(NamedPositions.KIWIPETE);
        assertEquals("e1g1", Notation.uci(TestMoves.byUci(kiwipete, "e1g1")));
        assertEquals("e5f7", Notation.uci(Notation.parse(kiwipete, "Nxf7")));
        assertEquals("d7c8q", Notation.uci(Notation.parse(Fen.parse(NamedPositions.POSITION_5), "dxc8=Q")));
        assertEquals("h5g6", Notation.uci(Notation.parse(Fen.parse(NamedPositions.GUNDERSEN_FAUL), "hxg6 e.p.")));
    }

    @Test
    void howard1938TreeReplaysInPopeyeNotation() {
        // K. S. Howard 1938, #3: Popeye 4.104's tree as quoted in the project's data/positions.md.
        List<String> tree = List.of(
                "   1.d2-d4 ! threat:",
                "          2.d4-d5 +",
                "              2...c6*d5",
                "                  3.Ba8*d5 #",
                "      1...c4*d3 ep.",
                "          2.Qa1-a2 +",
                "              2...d7-d5",
                "                  3.c5*d6 ep. #",
                "          2.Ba8*c6 threat:",
                "                  3.Bc6-d5 #",
                "              2...d7*c6",
                "                  3.Qa1-a2 #",
                "      1...e4*d3 ep.",
                "          2.f2-f4 threat:",
                "                  3.f4-f5 #",
                "              2...f7-f5",
                "                  3.e5*f6 ep. #",
                "      1...d7-d5",
                "          2.Qa1-a4 threat:",
                "                  3.Qa4*c6 #",
                "          2.Ba8*c6 threat:",
                "                  3.Bc6*d5 #");
        assertEquals(tree.size(), PopeyeTreeReplay.replay(NamedPositions.HOWARD_1938, tree));
    }

    @Test
    void howard1938KeyAndDefencesInShortAlgebraic() {
        Position p = Fen.parse(NamedPositions.HOWARD_1938);
        int key = Notation.parse(p, "d2-d4");
        assertEquals("d4", Notation.san(p, key));
        p.make(key);
        assertEquals("exd3 e.p.", Notation.san(p, Notation.parse(p, "e4*d3 ep.")));
        assertEquals("cxd3 e.p.", Notation.san(p, Notation.parse(p, "c4*d3 ep.")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // file,                            castling, e.p. (Popeye: king and rook at home, less NoCastling; Option EnPassant)
        "beispiel-castling-00-mate2,        K,  -",
        "beispiel-castling-02-mate3,        KQ, -",
        "beispiel-castling-03-mate3,        K,  -",
        "beispiel-castling-04-mate3,        Q,  -",
        "beispiel-castling-06-mate3,        K,  -",
        "beispiel-castling-07-mate4,        Q,  -",
        "beispiel-castling-08-mate4,        k,  -",
        "beispiel-castling-09-mate3,        Q,  -",
        "beispiel-castling-10-mate6,        Q,  -",
        "beispiel-castling-11-mate4,        Qk, -",
        "beispiel-castling-12-mate4,        q,  -",
        "beispiel-castling-13-mate2,        -,  -",
        "beispiel-castling-14-mate3,        KQ, -",
        "beispiel-castling-16-mate4,        Q,  -",
        "beispiel-ep-00-mate2,              -,  -",
        "beispiel-ep-01-mate10,             -,  -",
        "beispiel-ep-02-mate2,              -,  g6",
        "beispiel-ep-03-mate1,              -,  g6",
        "beispiel-ep-09-mate4,              -,  f6",
        "beispiel-nontriv-06-mate15,        -,  -",
        "regressions-4_57_to_4_59-00-mate2, -,  -",
        "tests-battle_play-01-mate1,        -,  -",
        "tests-battle_play-05-mate2,        -,  -",
        "tests-battle_play-09-mate2,        -,  -",
    })
    void everyMoveOfPopeyesSolutionIsWrittenBackAsPopeyePrintedIt(String file, String castling, String ep) {
        PopeyeOutput out = PopeyeOutput.load("/notation/popeye/" + file + ".out");
        String fen = out.placement() + " w " + castling + " " + ep + " 0 1";
        int checked = PopeyeTreeReplay.replay(fen, out.solution());
        assertTrue(checked > 0, file + " has moves to check");
    }
}
