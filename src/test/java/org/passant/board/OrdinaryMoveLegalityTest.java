package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveGenerator#isLegalOrdinaryMove} against the generator: over the positions of the perft
 * suites and their successors, a move remembered from elsewhere (any move met on the walk so far,
 * of either side) passes exactly when the generator lists it here and it is not castling, e.p.,
 * a double step or a promotion.
 */
class OrdinaryMoveLegalityTest {
    /** Moves met recently on the walk: the killers a search would bring from other positions. */
    private static final int POOL = 400;

    private final int[] pool = new int[POOL];
    private int pooled;
    private long tested;

    @Test
    void rememberedMovesPassExactlyWhenTheGeneratorListsThemAndTheyAreOrdinary() {
        int positions = 0;
        for (Position p : PerftSuite.samplePositions()) {
            walk(p, 2);
            positions++;
        }
        assertTrue(positions > 500, "sample too small: " + positions);
        assertTrue(tested > 5_000_000, "too few moves tested: " + tested);
    }

    @Test
    void aPinnedKnightsMoveAndAKingStepIntoCheckAreNotLegal() {
        Position p = Fen.parse("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        assertEquals(false, MoveGenerator.isLegalOrdinaryMove(p, Move.of(Square.of(4, 1), Square.of(2, 2), Move.NORMAL, Piece.KNIGHT, 0, 0)));
        assertEquals(true, MoveGenerator.isLegalOrdinaryMove(p, Move.of(Square.E1, Square.D1, Move.NORMAL, Piece.KING, 0, 0)));
        Position q = Fen.parse("4k3/8/8/8/8/8/8/3rK3 w - - 0 1");
        assertEquals(false, MoveGenerator.isLegalOrdinaryMove(q, Move.of(Square.E1, Square.F1, Move.NORMAL, Piece.KING, 0, 0)));
        assertEquals(true, MoveGenerator.isLegalOrdinaryMove(q, Move.of(Square.E1, Square.D1, Move.NORMAL, Piece.KING, Piece.ROOK, 0)));
    }

    private void walk(Position p, int depth) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, legal, 0);
        Set<Integer> ordinary = new HashSet<>();
        for (int i = 0; i < n; i++) {
            if (Move.kind(legal[i]) == Move.NORMAL && Move.promotion(legal[i]) == 0) {
                ordinary.add(legal[i]);
            }
        }
        for (int i = 0; i < n; i++) {
            check(p, legal[i], ordinary);
        }
        for (int k = 0; k < Math.min(pooled, POOL); k++) {
            check(p, pool[k], ordinary);
        }
        for (int i = 0; i < n; i++) {
            pool[pooled++ % POOL] = legal[i];
        }
        if (depth > 1) {
            for (int i = 0; i < n; i++) {
                p.make(legal[i]);
                walk(p, depth - 1);
                p.unmake(legal[i]);
            }
        }
    }

    private void check(Position p, int move, Set<Integer> ordinary) {
        tested++;
        if (MoveGenerator.isLegalOrdinaryMove(p, move) != ordinary.contains(move)) {
            assertEquals(ordinary.contains(move), MoveGenerator.isLegalOrdinaryMove(p, move),
                    "isLegalOrdinaryMove(" + Move.uci(move) + ", mover " + Move.mover(move) + ", captured "
                            + Move.captured(move) + ") in " + p.toFen());
        }
    }
}
