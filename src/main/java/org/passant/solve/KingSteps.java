package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;

/**
 * The squares a king reaches in d steps on the empty board: where a king that has d moves left
 * may end, the first thing every bound on a help play's final picture asks.
 */
final class KingSteps {
    /** {@code WITHIN[square][d]}: the squares within d king steps of the square, itself included. */
    private static final long[][] WITHIN = new long[64][8];

    static {
        for (int square = 0; square < 64; square++) {
            WITHIN[square][0] = bit(square);
            for (int d = 1; d < 8; d++) {
                long grown = WITHIN[square][d - 1];
                for (long rest = grown; rest != 0; rest &= rest - 1) {
                    grown |= Attacks.king(Long.numberOfTrailingZeros(rest));
                }
                WITHIN[square][d] = grown;
            }
        }
    }

    private KingSteps() {
    }

    /** The squares within {@code steps} king steps of {@code square} (0 to 7; 7 is the whole board), itself included. */
    static long within(int square, int steps) {
        return WITHIN[square][steps];
    }

    /** The squares exactly {@code steps} king steps from {@code square}. */
    static long ring(int square, int steps) {
        return steps == 0 ? bit(square) : WITHIN[square][steps] & ~WITHIN[square][steps - 1];
    }
}
