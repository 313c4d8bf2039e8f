package org.passant.board;

import java.util.function.IntFunction;

/** Square sets in words, for messages composers read: "e5, f6 and g7". */
public final class SquareSets {
    private SquareSets() {
    }

    /** Each square of the set described, in a1..h8 order, joined as "x, y and z". */
    public static String describe(long set, IntFunction<String> square) {
        StringBuilder sb = new StringBuilder();
        while (set != 0) {
            int sq = Long.numberOfTrailingZeros(set);
            set &= set - 1;
            if (sb.length() > 0) {
                sb.append(set == 0 ? " and " : ", ");
            }
            sb.append(square.apply(sq));
        }
        return sb.toString();
    }
}
