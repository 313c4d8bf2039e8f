package org.passant.board;

/**
 * Magic-bitboard attack tables for one slider kind: per square a mask of relevant blockers, a
 * multiplier that maps every blocker subset to a distinct (or attack-equivalent) index, and the
 * attack sets in one shared array.
 */
final class SliderMagics {
    // Package-private so that Attacks can hold them in static final fields, which the JIT treats
    // as constants (it does not trust final instance fields): no loads of the array references.
    final long[] masks = new long[64];
    final long[] magics = new long[64];
    final int[] shifts = new int[64];
    final int[] offsets = new int[64];
    final long[] table;

    /**
     * @param known multipliers found earlier by this same search (see {@link KnownMagics}); each is
     *              checked while its table is filled, and searched for afresh if it does not fit,
     *              so a wrong entry costs start-up time, never correctness
     */
    SliderMagics(int[][] directions, long seed, long[] known) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevantBlockers(sq, directions);
            shifts[sq] = 64 - Long.bitCount(masks[sq]);
            offsets[sq] = total;
            total += 1 << Long.bitCount(masks[sq]);
        }
        table = new long[total];
        long random = seed;
        for (int sq = 0; sq < 64; sq++) {
            random = fill(sq, directions, random, known[sq]);
        }
    }

    long attacks(int sq, long occupied) {
        return table[offsets[sq] + (int) (((occupied & masks[sq]) * magics[sq]) >>> shifts[sq])];
    }

    /** Blockers that matter: the rays without their last square (a piece there changes nothing). */
    private static long relevantBlockers(int sq, int[][] directions) {
        long mask = 0;
        for (int[] d : directions) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= Bitboards.bit(Square.of(f, r));
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    private long fill(int sq, int[][] directions, long random, long known) {
        long mask = masks[sq];
        int size = 1 << Long.bitCount(mask);
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            occupancies[i] = subset;
            attacks[i] = Attacks.slide(sq, subset, directions);
            subset = (subset - mask) & mask; // Carry-Rippler: next subset of the mask
        }
        long[] slots = new long[size];
        int[] stamp = new int[size];
        int attempt = 0;
        while (true) {
            attempt++;
            long candidate;
            if (attempt == 1 && known != 0) {
                candidate = known;
            } else {
                random = xorshift(random);
                long r1 = random;
                random = xorshift(random);
                long r2 = random;
                random = xorshift(random);
                candidate = r1 & r2 & random; // sparse multipliers work best
                if (Long.bitCount((mask * candidate) >>> 56) < 6) {
                    continue;
                }
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int index = (int) ((occupancies[i] * candidate) >>> shifts[sq]);
                if (stamp[index] != attempt) {
                    stamp[index] = attempt;
                    slots[index] = attacks[i];
                } else if (slots[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                magics[sq] = candidate;
                for (int i = 0; i < size; i++) {
                    int index = (int) ((occupancies[i] * candidate) >>> shifts[sq]);
                    table[offsets[sq] + index] = attacks[i];
                }
                return random;
            }
        }
    }

    private static long xorshift(long x) {
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        return x;
    }
}
