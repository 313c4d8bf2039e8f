package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The queue of first moves: in order, or one thread to a unit. The units below are origin squares
 * as the generator lists them, unit by unit: a knight on f6 (three moves), a rook on g5 (two), a
 * queen on g2 (three).
 */
class FirstMoveQueueTest {
    private static final int F6 = 45;
    private static final int G5 = 38;
    private static final int G2 = 14;
    private static final int[] ORIGINS = {F6, F6, F6, G5, G5, G2, G2, G2};
    private static final int NONE = FirstMoveQueue.NONE;

    @Test
    void oneThreadTakesTheMovesInTheirOrderEitherWay() {
        for (FirstMoveQueue queue : new FirstMoveQueue[] {FirstMoveQueue.inOrder(8), FirstMoveQueue.unitsApart(ORIGINS)}) {
            int previous = NONE;
            for (int expected = 0; expected < 8; expected++) {
                previous = queue.take(previous);
                assertEquals(expected, previous);
            }
            assertEquals(NONE, queue.take(previous));
        }
    }

    @Test
    void inOrderASecondThreadTakesTheNextMoveWhateverItsUnit() {
        FirstMoveQueue queue = FirstMoveQueue.inOrder(8);
        assertEquals(0, queue.take(NONE));
        assertEquals(1, queue.take(NONE));
    }

    @Test
    void unitsApartASecondThreadTakesUpAUnitNoThreadIsOn() {
        FirstMoveQueue queue = FirstMoveQueue.unitsApart(ORIGINS);
        int first = queue.take(NONE);
        int second = queue.take(NONE);
        int third = queue.take(NONE);
        assertEquals(0, first, "the knight");
        assertEquals(3, second, "the rook, not the knight's second move");
        assertEquals(5, third, "the queen");
        assertEquals(NONE, queue.take(NONE), "every unit left has a thread: a fourth joins the questions instead");
    }

    @Test
    void aThreadGoesOnWithItsUnitThenTakesUpAFreeOne() {
        FirstMoveQueue queue = FirstMoveQueue.unitsApart(ORIGINS);
        int knight = queue.take(NONE);
        int rook = queue.take(NONE);
        assertEquals(4, queue.take(rook), "the rook's other move");
        assertEquals(5, queue.take(4), "the rook is done: the queen, which no thread is on");
        assertEquals(1, queue.take(knight), "the knight's next move");
        assertEquals(6, queue.take(5));
        assertEquals(7, queue.take(6));
        assertEquals(NONE, queue.take(NONE), "the knight's last move belongs to a unit with a thread");
        assertEquals(1, queue.left(), "one move left, the knight's");
    }

    @Test
    void noMoveFromTheEndOnIsHandedOut() {
        FirstMoveQueue queue = FirstMoveQueue.unitsApart(ORIGINS);
        int knight = queue.take(NONE);
        queue.endAt(2);
        assertEquals(1, queue.take(knight));
        assertEquals(NONE, queue.take(1));
        assertEquals(0, queue.left());
    }
}
