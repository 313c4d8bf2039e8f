package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a stop leaves known of a first move: nothing, a bound on its key's length, or the length. */
class KeysInProgressTest {
    private static final int MOVE = 1234;

    @Test
    void aMoveNothingWasProvenOfIsNoKey() {
        assertEquals(new OpenFirstMove(MOVE, 0, false), new KeysInProgress(3).open(1, MOVE));
    }

    @Test
    void aKeyInTheMiddleOfItsLengthsDescentKeepsTheShortestProvenAsABound() {
        KeysInProgress keys = new KeysInProgress(3);
        keys.within(2, 9);
        keys.within(2, 8);
        assertEquals(new OpenFirstMove(MOVE, 8, false), keys.open(2, MOVE));
    }

    @Test
    void aKeyWhoseTreeWasBeingBuiltHasItsExactLength() {
        KeysInProgress keys = new KeysInProgress(3);
        keys.within(0, 9);
        keys.exactly(0, 9);
        assertEquals(new OpenFirstMove(MOVE, 9, true), keys.open(0, MOVE));
    }
}
