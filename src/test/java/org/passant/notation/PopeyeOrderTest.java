package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/**
 * Popeye 4.104 prints the moves of one position in the order below (moves written as Popeye
 * writes them); each expectation is given in that order and checked against the rule applied to
 * the same moves shuffled.
 */
class PopeyeOrderTest {
    /** White: Ke1 Ra1 Rh1 Sb1 Bc1 Qd1 Pb7 Pd5 Pg2, Black Kh8 Ra8 Pe5 (just played e7-e5) Pf3. */
    private static final String MIXED = "r6k/1P6/8/3Pp3/8/5p2/6P1/RNBQK2R w KQ e6 0 1";

    @Test
    void anyMoveGoesByOriginSquareFromA1ToH8WhateverThePiece() {
        assertAnyMoveOrder(MIXED, "Ra1-a2", "Sb1-c3", "Bc1-d2", "Qd1-e2", "Ke1-f1", "Rh1-h2", "g2-g3",
                "d5-d6", "b7-b8=Q");
    }

    @Test
    void aKingCastlesQueensideThenKingsideThenStepsAlongItsLinesInPopeyesOrder() {
        assertAnyMoveOrder("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "0-0-0", "0-0", "Ke1-f2", "Ke1-d2", "Ke1-d1", "Ke1-e2", "Ke1-f1");
    }

    @Test
    void aQueenTakesItsLinesDownLeftDownRightUpRightUpLeftDownLeftUpRight() {
        assertAnyMoveOrder("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1",
                "Qd4-a1", "Qd4-c3", "Qd4-g1", "Qd4-h8", "Qd4-a7", "Qd4-d1", "Qd4-a4", "Qd4-d8", "Qd4-h4");
    }

    @Test
    void alongALineFartherSquaresComeFirstSoTheCaptureLeads() {
        assertAnyMoveOrder("4k3/8/p7/8/8/8/8/R3K3 w - - 0 1",
                "Ra1*a6", "Ra1-a5", "Ra1-a4", "Ra1-a3", "Ra1-a2", "Ra1-d1", "Ra1-c1", "Ra1-b1");
    }

    @Test
    void aKnightLeapsAnticlockwiseFromTwoLeftOneDown() {
        assertAnyMoveOrder("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1",
                "Sd4-b3", "Sd4-c2", "Sd4-e2", "Sd4-f3", "Sd4-f5", "Sd4-e6", "Sd4-c6", "Sd4-b5");
    }

    @Test
    void aPawnStepsTwiceThenOnceThenCapturesTowardsTheHFileThenTowardsTheAFile() {
        assertAnyMoveOrder("4k3/8/8/8/8/3p1p2/4P3/4K3 w - - 0 1", "e2-e4", "e2-e3", "e2*f3", "e2*d3");
        assertAnyMoveOrder("4k3/4p3/3P1P2/8/8/8/8/4K3 b - - 0 1", "e7-e5", "e7-e6", "e7*f6", "e7*d6");
    }

    @Test
    void anEnPassantCaptureTakesThePlaceOfTheCaptureInItsDirection() {
        assertAnyMoveOrder("4k3/8/2n5/3Pp3/8/8/8/4K3 w - e6 0 1", "d5-d6", "d5*e6 ep.", "d5*c6");
    }

    @Test
    void promotionsOfOnePawnMoveGoQueenKnightRookBishop() {
        assertAnyMoveOrder("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
                "a7-a8=Q", "a7-a8=S", "a7-a8=R", "a7-a8=B", "a7*b8=Q", "a7*b8=S", "a7*b8=R", "a7*b8=B");
    }

    /** Seidel 1988 after 1.Qa2-c4+ Kd3-c2: Popeye lists the three mates 2.Sc3-d1, 2.Sc3-a4, 2.Ra1-a2. */
    @Test
    void matingMovesGoByOriginSquareFromH8ToA1() {
        assertMatingOrder("1b3q1n/2pb2r1/4P3/r3pp2/2QPP2p/P1N1PNP1/2kB4/R3K2R w KQ - 2 2",
                "Sc3-d1", "Sc3-a4", "Ra1-a2");
    }

    @Test
    void aMatingPawnCapturesTowardsTheHFileThenTheAFileThenStepsThenTakesEnPassant() {
        assertMatingOrder("4k3/8/3r1r2/4P3/8/8/8/4K3 w - - 0 1", "e5*f6", "e5*d6", "e5-e6");
        assertMatingOrder("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2-e4", "e2-e3");
        assertMatingOrder("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5-e6", "e5*d6 ep.");
        assertMatingOrder("4k3/8/8/3pPp2/8/8/8/4K3 w - f6 0 1", "e5-e6", "e5*f6 ep.");
    }

    /** No two legal moves of a position share a place: the order never falls back on the input's. */
    @Test
    void bothOrdersAreTotalOnTheLegalMoves() {
        for (String fen : List.of(MIXED, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1")) {
            Position p = Fen.parse(fen);
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(p, list, 0);
            for (boolean mating : new boolean[] {false, true}) {
                Set<Integer> places = new HashSet<>();
                for (int i = 0; i < count; i++) {
                    places.add(PopeyeOrder.rank(list[i], mating));
                }
                assertEquals(count, places.size(), fen + (mating ? " (mating)" : ""));
            }
        }
    }

    private static void assertAnyMoveOrder(String fen, String... expected) {
        Position p = Fen.parse(fen);
        assertEquals(List.of(expected), popeye(p, PopeyeOrder.anyMoves(shuffled(p, expected), Integer::intValue)));
    }

    private static void assertMatingOrder(String fen, String... expected) {
        Position p = Fen.parse(fen);
        assertEquals(List.of(expected), popeye(p, PopeyeOrder.matingMoves(shuffled(p, expected), Integer::intValue)));
    }

    private static List<Integer> shuffled(Position p, String... texts) {
        List<Integer> moves = new ArrayList<>();
        for (String text : texts) {
            moves.add(Notation.parse(p, text));
        }
        Collections.reverse(moves);
        Collections.shuffle(moves, new Random(4104));
        return moves;
    }

    private static List<String> popeye(Position p, List<Integer> moves) {
        return moves.stream().map(m -> Notation.popeye(p, m)).toList();
    }
}
