package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * What a stop leaves known of a first move: whether it was begun, and nothing, a bound on its
 * key's length, or the length.
 */
class FirstMovesInProgressTest {
    private static final int MOVE = 1234;

    @Test
    void aMoveNoThreadBeganIsNotReachedAndNoKey() {
        assertEquals(new OpenFirstMove(MOVE, 0, false, false), new FirstMovesInProgress(3).open(1, MOVE));
    }

    @Test
    void aMoveBegunWithNothingProvenIsBeingExamined() {
        FirstMovesInProgress moves = new FirstMovesInProgress(3);
        moves.begin(1);
        assertEquals(new OpenFirstMove(MOVE, 0, false, true), moves.open(1, MOVE));
        assertEquals(new OpenFirstMove(MOVE, 0, false, false), moves.open(2, MOVE), "only the move begun");
    }

    @Test
    void aKeyInTheMiddleOfItsLengthsDescentKeepsTheShortestProvenAsABound() {
        FirstMovesInProgress keys = new FirstMovesInProgress(3);
        keys.begin(2);
        keys.within(2, 9);
        keys.within(2, 8);
        assertEquals(new OpenFirstMove(MOVE, 8, false, true), keys.open(2, MOVE));
    }

    @Test
    void aKeyWhoseTreeWasBeingBuiltHasItsExactLength() {
        FirstMovesInProgress keys = new FirstMovesInProgress(3);
        keys.begin(0);
        keys.within(0, 9);
        keys.exactly(0, 9);
        assertEquals(new OpenFirstMove(MOVE, 9, true, true), keys.open(0, MOVE));
    }
}
