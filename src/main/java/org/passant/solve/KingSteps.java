package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;

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

    /**
     * What a king with {@code moves} moves left from {@code square} may attack at the end, on the
     * empty board, while the other king ends on {@code otherKing}: two kings never stand side by
     * side, so it ends two steps from there at least.
     */
    static long attackedAwayFrom(int square, int moves, int otherKing) {
        long ends = WITHIN[square][Math.min(moves, 7)] & ~WITHIN[otherKing][1];
        long sides = (ends << 1 & ~Bitboards.FILE_A) | (ends >>> 1 & ~Bitboards.FILE_H);
        long rows = ends | sides;
        return sides | rows << 8 | rows >>> 8;
    }

    /** The squares exactly {@code steps} king steps from {@code square}. */
    static long ring(int square, int steps) {
        return steps == 0 ? bit(square) : WITHIN[square][steps] & ~WITHIN[square][steps - 1];
    }
}
