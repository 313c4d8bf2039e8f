package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * MoveLegality against its definition, "the generator lists the move": every legal move of
 * positions of the perft suites and their successors is legal, and moves remembered from other
 * positions (another colour, another capture, a pin or check that is not there any more, castling
 * and e.p. included) are legal exactly when the generator lists them.
 */
class MoveLegalityTest {
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    /** Moves seen in other positions: the killers a search carries from one node to the next. */
    private final List<Integer> pool = new ArrayList<>();
    private final Set<Integer> pooled = new HashSet<>();
    private final Random random = new Random(13);
    private int compared;

    @Test
    void aMoveIsLegalExactlyWhenTheGeneratorListsIt() {
        for (String fen : sampleFens()) {
            Position p = Fen.parse(fen);
            if (PositionValidator.isValid(p)) {
                walk(p, 2);
            }
        }
        assertTrue(compared > 1_000_000, "too few moves compared: " + compared);
    }

    @Test
    void theKingCannotStepAlongTheLineOfTheRookThatChecksIt() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"); // Ra1 is not checking: Kd8 legal
        Position checked = Fen.parse("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
        int kingDown = Move.of(Square.parse("e8"), Square.parse("e7"), Move.NORMAL, Piece.KING, 0, 0);
        int kingAside = Move.of(Square.parse("e8"), Square.parse("d8"), Move.NORMAL, Piece.KING, 0, 0);
        assertTrue(MoveLegality.isLegal(p, kingDown, scratch));
        assertFalse(MoveLegality.isLegal(checked, kingDown, scratch));
        assertTrue(MoveLegality.isLegal(checked, kingAside, scratch));
    }

    @Test
    void aPinnedKnightMayNotMoveAndNoMoveIsLegalForTheSideNotToMove() {
        Position p = Fen.parse("4k3/4n3/8/8/8/8/8/4R1K1 b - - 0 1");
        int knight = Move.of(Square.parse("e7"), Square.parse("c6"), Move.NORMAL, Piece.KNIGHT, 0, 0);
        int rook = Move.of(Square.parse("e1"), Square.parse("e2"), Move.NORMAL, Piece.ROOK, 0, 0);
        assertFalse(MoveLegality.isLegal(p, knight, scratch));
        assertFalse(MoveLegality.isLegal(p, rook, scratch));
        assertFalse(MoveLegality.isLegal(p, Move.NONE, scratch));
    }

    private void walk(Position p, int depth) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, legal, 0);
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < n; i++) {
            listed.add(legal[i]);
            assertTrue(MoveLegality.isLegal(p, legal[i], scratch), () -> "legal move refused in " + p.toFen());
            compared++;
            if (pooled.add(legal[i])) {
                pool.add(legal[i]);
            }
        }
        for (int k = 0; k < 60 && !pool.isEmpty(); k++) {
            int move = pool.get(random.nextInt(pool.size()));
            assertEquals(listed.contains(move), MoveLegality.isLegal(p, move, scratch),
                    () -> Move.uci(move) + " (" + Integer.toHexString(move) + ") in " + p.toFen());
            compared++;
        }
        if (depth > 1) {
            for (int i = 0; i < n; i++) {
                p.make(legal[i]);
                walk(p, depth - 1);
                p.unmake(legal[i]);
            }
        }
    }

    private static List<String> sampleFens() {
        List<String> fens = new ArrayList<>();
        String previous = null;
        for (PerftSuite.Case c : PerftSuite.load("python-chess_random.perft")) {
            if (!c.fen().equals(previous) && fens.size() < 700) {
                fens.add(c.fen());
            }
            previous = c.fen();
        }
        for (PerftSuite.Case c : PerftSuite.load("chess22k_tricky.epd")) {
            fens.add(c.fen());
        }
        fens.add("r1bq1r2/pp2n3/4N2k/3pPppP/1b1n2Q1/2N5/PP3PP1/R1B1K2R w KQ g6 0 15");
        fens.add("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1");
        return fens;
    }
}
