package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * The two empty-board tables, one of squares per number of moves and one of the fewest moves per
 * square, are built apart and must tell the same: the bounds ask whichever is cheaper.
 */
class EmptyBoardTablesTest {
    @Test
    void aSquareIsReachedWithinKMovesExactlyWhenItsFewestMovesAreAtMostK() {
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                int kind = EmptyBoardStates.kind(color, type);
                for (int from = 0; from < 64; from++) {
                    for (int k = 0; k <= EmptyBoardStates.MAX_MOVES; k++) {
                        long fewest = 0;
                        for (int to = 0; to < 64; to++) {
                            if (EmptyBoardStates.standing(kind, from, to) <= k) {
                                fewest |= 1L << to;
                            }
                        }
                        assertEquals(fewest, EmptyBoardReach.reachedWithin(color, type, from, k),
                                "kind " + kind + " on " + Square.name(from) + " within " + k);
                    }
                }
            }
        }
    }
}
