package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The magic tables give the same slider attacks as walking the rays square by square. */
class AttacksTest {
    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    @Test
    void magicLookupsAgreeWithRayWalking() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            int sq = random.nextInt(64);
            long occupied = random.nextLong() & random.nextLong();
            assertEquals(Attacks.slide(sq, occupied, ROOK), Attacks.rook(sq, occupied), "rook on " + Square.name(sq));
            assertEquals(Attacks.slide(sq, occupied, BISHOP), Attacks.bishop(sq, occupied), "bishop on " + Square.name(sq));
        }
    }
}
