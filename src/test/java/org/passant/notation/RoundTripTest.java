package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/**
 * Every legal move of each named position, and of each position one move later, reads back from
 * each notation as itself, and no two moves of a position share a text.
 */
class RoundTripTest {

    static Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of("Kiwipete", NamedPositions.KIWIPETE),
                Arguments.of("Position 3", NamedPositions.POSITION_3),
                Arguments.of("Position 4", NamedPositions.POSITION_4),
                Arguments.of("Position 4 mirrored", NamedPositions.POSITION_4_MIRRORED),
                Arguments.of("Position 5", NamedPositions.POSITION_5),
                Arguments.of("Position 6", NamedPositions.POSITION_6),
                Arguments.of("align-ep", NamedPositions.ALIGN_EP),
                Arguments.of("align-ep-pinned", NamedPositions.ALIGN_EP_PINNED),
                Arguments.of("Petrovic 218", NamedPositions.PETROVIC_218),
                Arguments.of("Gundersen-Faul 1928", NamedPositions.GUNDERSEN_FAUL),
                Arguments.of("Howard 1938", NamedPositions.HOWARD_1938));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void everyMoveTwoPliesDeepReadsBackFromEachNotation(String name, String fen) {
        Position p = Fen.parse(fen);
        int[] first = LegalMoves.of(p);
        assertTrue(first.length > 0, name + " has legal moves");
        checkAllMoves(p);
        for (int move : first) {
            p.make(move);
            checkAllMoves(p);
            p.unmake(move);
        }
    }

    private static void checkAllMoves(Position p) {
        String fen = p.toFen();
        long hash = p.hash();
        Set<String> sans = new HashSet<>();
        Set<String> popeyes = new HashSet<>();
        int[] legal = LegalMoves.of(p);
        for (int move : legal) {
            String san = Notation.san(p, move);
            String popeye = Notation.popeye(p, move);
            String where = " in " + fen;
            assertEquals(move, Notation.parse(p, san), san + where);
            assertEquals(move, Notation.parse(p, Notation.sanWithoutSuffix(p, move)), san + where);
            assertEquals(move, Notation.parse(p, popeye), popeye + where);
            assertEquals(move, Notation.parse(p, Notation.uci(move)), Notation.uci(move) + where);
            assertTrue(sans.add(san), "SAN " + san + " twice" + where);
            assertTrue(popeyes.add(popeye), "Popeye " + popeye + " twice" + where);
            assertEquals(fen, p.toFen(), "position restored after " + san);
            assertEquals(hash, p.hash(), "hash restored after " + san);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void checkMarksAgreeWithTheBoard(String name, String fen) {
        Position p = Fen.parse(fen);
        for (int move : LegalMoves.of(p)) {
            String san = Notation.san(p, move);
            boolean check = p.givesCheck(move);
            p.make(move);
            boolean mate = check && !MoveGenerator.hasLegalMove(p, new int[MoveGenerator.MAX_MOVES]);
            p.unmake(move);
            String mark = san.endsWith("+") || san.endsWith("#") ? san.substring(san.length() - 1) : "";
            assertEquals(mate ? "#" : check ? "+" : "", mark, name + ": " + san);
        }
    }

    @Test
    void petrovicPositionHasTheFamous218Moves() {
        assertEquals(218, LegalMoves.of(Fen.parse(NamedPositions.PETROVIC_218)).length);
    }
}
