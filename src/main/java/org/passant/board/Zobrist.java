package org.passant.board;

/** Random keys for the incremental position hash, from a fixed seed so hashes are reproducible. */
final class Zobrist {
    /** Key of a piece code on a square at index {@code code << 6 | square} (flat: one bounds check, no indirection). */
    static final long[] PIECES = new long[16 * 64];
    static final long[] CASTLING = new long[16];
    static final long[] EN_PASSANT_FILE = new long[8];
    static final long BLACK_TO_MOVE;
    /** Key of each pair of the castling-exclusion relation (bit i of {@link CastlingExclusions#relation()}). */
    private static final long[] EXCLUSION = new long[16];
    /** The next move is the second of a two-move turn. */
    static final long SECOND_MOVE;
    /** The turn is one move by rule (the first of a double-move game). */
    static final long SINGLE_TURN;
    /** An e.p. right of a two-move turn, by the square passed over (drawn after the orthodox keys, which stay as they were). */
    static final long[] TURN_EN_PASSANT = new long[64];

    static {
        long state = 0x9E3779B97F4A7C15L;
        for (int code = 0; code < 16; code++) {
            for (int sq = 0; sq < 64; sq++) {
                state = next(state);
                PIECES[code << 6 | sq] = mix(state);
            }
        }
        for (int i = 0; i < 16; i++) {
            state = next(state);
            CASTLING[i] = mix(state);
        }
        for (int f = 0; f < 8; f++) {
            state = next(state);
            EN_PASSANT_FILE[f] = mix(state);
        }
        state = next(state);
        BLACK_TO_MOVE = mix(state);
        for (int i = 0; i < 16; i++) {
            state = next(state);
            EXCLUSION[i] = mix(state);
        }
        state = next(state);
        SECOND_MOVE = mix(state);
        state = next(state);
        SINGLE_TURN = mix(state);
        for (int sq = 0; sq < 64; sq++) {
            state = next(state);
            TURN_EN_PASSANT[sq] = mix(state);
        }
    }

    private Zobrist() {
    }

    static long piece(int code, int square) {
        // The mask changes nothing for valid arguments; it lets the JIT drop the bounds check
        // (and its deoptimisation stub, which counts against the inlining limit of make).
        return PIECES[(code << 6 | square) & 1023];
    }

    /** The key of a castling-exclusion relation; 0 for none, so orthodox hashes are unchanged. */
    static long exclusions(int relation) {
        long key = 0;
        for (int bits = relation; bits != 0; bits &= bits - 1) {
            key ^= EXCLUSION[Integer.numberOfTrailingZeros(bits)];
        }
        return key;
    }

    private static long next(long state) {
        return state + 0x9E3779B97F4A7C15L;
    }

    /** SplitMix64 finaliser. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
