package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** Siblings in a report are listed by a rule on the moves, whatever order they arrive in. */
class SiblingOrderTest {
    /** White: Ke1 Ra1 Rh1 Nb1 Bc1 Qd1 Pb7 Pd5 Pg2, Black Kh8 Ra8 Pe5 (just played e7-e5, so e.p. is on) Pf3. */
    private static final String MIXED = "r6k/1P6/8/3Pp3/8/5p2/6P1/RNBQK2R w KQ e6 0 1";

    @Test
    void kingFirstThenKnightsBishopsRooksQueensPawnsAndCastlingLast() {
        assertEquals(List.of("Kf1", "Nc3", "Bd2", "Ra2", "Qe2", "b8=Q", "0-0"),
                orderedSan(MIXED, "0-0", "b8=Q", "Qe2", "Ra2", "Bd2", "Nc3", "Kf1"));
    }

    @Test
    void onePiecesMovesGoByTargetSquareFromA1ToH8() {
        assertEquals(List.of("Qd2", "Qd3", "Qxf3"), orderedSan(MIXED, "Qxf3", "Qd3", "Qd2"));
    }

    @Test
    void piecesOfOneKindGoByOriginSquareFromA1ToH8() {
        assertEquals(List.of("Rf1", "Rh2"), orderedSan(MIXED, "Rh2", "Rf1"));
    }

    @Test
    void aPawnPushesThenCapturesThenTakesEnPassant() {
        assertEquals(List.of("d6", "dxe6 e.p."), orderedSan(MIXED, "dxe6 e.p.", "d6"));
        assertEquals(List.of("g3", "g4", "gxf3"), orderedSan(MIXED, "gxf3", "g4", "g3"));
    }

    @Test
    void promotionsGoQueenRookBishopKnightAndPushesBeforeCaptures() {
        assertEquals(List.of("b8=Q", "b8=R", "b8=B", "b8=N", "bxa8=Q", "bxa8=N"),
                orderedSan(MIXED, "bxa8=N", "b8=N", "b8=B", "bxa8=Q", "b8=R", "b8=Q"));
    }

    @Test
    void kingsideCastlingBeforeQueenside() {
        String bothWays = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assertEquals(List.of("0-0", "0-0-0"), orderedSan(bothWays, "0-0-0", "0-0"));
    }

    /** The rule is the order reports have always printed: the generator's, which it must not depend on. */
    @Test
    void shuffledLegalMovesSortBackToTheOrderReportsHaveAlwaysPrinted() {
        Random random = new Random(1938);
        for (String fen : List.of(MIXED, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")) {
            Position p = Fen.parse(fen);
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(p, list, 0);
            List<Integer> generated = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                generated.add(list[i]);
            }
            List<Integer> shuffled = new ArrayList<>(generated);
            Collections.shuffle(shuffled, random);
            assertEquals(generated, SiblingOrder.sorted(shuffled, Integer::intValue), fen);
        }
    }

    private static List<String> orderedSan(String fen, String... sans) {
        Position p = Fen.parse(fen);
        List<Integer> moves = new ArrayList<>();
        for (String san : sans) {
            moves.add(Notation.parse(p, san));
        }
        return SiblingOrder.sorted(moves, Integer::intValue).stream()
                .map(m -> Notation.sanWithoutSuffix(p, m)).toList();
    }
}
