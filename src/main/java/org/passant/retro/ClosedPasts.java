package org.passant.retro;

import java.util.HashMap;
import java.util.Map;

/**
 * The root moves whose past {@link HistoryClosure} exhausted, per castling presumption, with the
 * number of positions it went through: the reason the report gives for them.
 */
final class ClosedPasts {
    static final ClosedPasts NONE = new ClosedPasts();

    private final Map<Long, Long> positions = new HashMap<>();

    void add(int move, int presumed, long count) {
        positions.put(key(move, presumed), count);
    }

    /** The positions explored when {@code move} was refuted under {@code presumed}, or 0 if it was not refuted so. */
    long positions(int move, int presumed) {
        return positions.getOrDefault(key(move, presumed), 0L);
    }

    int size() {
        return positions.size();
    }

    private static long key(int move, int presumed) {
        return (long) presumed << 32 | (move & 0xFFFF_FFFFL);
    }
}
