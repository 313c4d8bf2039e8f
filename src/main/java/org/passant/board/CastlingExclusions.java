package org.passant.board;

/**
 * Castlings that exclude one another (retro-strategy): of such a pair only the one played first
 * is legal, since the retro analysis shows one of the units involved must have moved but not
 * which. Once a castling is played, the rights it excludes are gone for the rest of the game.
 *
 * <p>Packed as a 4x4 relation over the four rights (bit {@code 4*i + j}: the right with bit
 * {@code i} excludes the right with bit {@code j}), kept symmetric. Each side castles at most
 * once, so at most one castling of each side is ever played and pairs describe every case exactly.
 */
public record CastlingExclusions(int relation) {
    public static final CastlingExclusions NONE = new CastlingExclusions(0);

    public CastlingExclusions {
        if ((relation & ~0xFFFF) != 0) {
            throw new IllegalArgumentException("castling exclusions out of range: " + relation);
        }
    }

    /** The two rights (single bits of {@link Castling}) exclude each other. */
    public static CastlingExclusions pair(int right, int other) {
        int i = index(right);
        int j = index(other);
        return new CastlingExclusions(1 << (4 * i + j) | 1 << (4 * j + i));
    }

    /**
     * The exclusions implied by alternative sets of rights, one of which holds: two rights
     * exclude each other when no alternative contains both. One alternative (or none) excludes nothing.
     */
    public static CastlingExclusions ofAlternatives(Iterable<Integer> alternatives) {
        int together = 0;
        int count = 0;
        int all = 0;
        for (int rights : alternatives) {
            count++;
            all |= rights;
            for (int i = 0; i < 4; i++) {
                if ((rights & 1 << i) != 0) {
                    together |= (rights & 15) << (4 * i);
                }
            }
        }
        if (count < 2) {
            return NONE;
        }
        int relation = 0;
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                if (i != j && (all & 1 << i) != 0 && (all & 1 << j) != 0 && (together & 1 << (4 * i + j)) == 0) {
                    relation |= 1 << (4 * i + j);
                }
            }
        }
        return new CastlingExclusions(relation);
    }

    public CastlingExclusions with(CastlingExclusions other) {
        return new CastlingExclusions(relation | other.relation);
    }

    public boolean isEmpty() {
        return relation == 0;
    }

    /** The rights that playing {@code right} (a single bit) takes away. */
    public int excludedBy(int right) {
        return relation >>> (4 * index(right)) & 15;
    }

    /** The pairs in words, e.g. {@code "White 0-0-0 / Black 0-0"}, joined by ", ". */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                if ((relation & 1 << (4 * i + j)) != 0) {
                    sb.append(sb.length() > 0 ? ", " : "").append(Castling.describe(1 << i)).append(" / ").append(Castling.describe(1 << j));
                }
            }
        }
        return sb.toString();
    }

    private static int index(int right) {
        if (Integer.bitCount(right) != 1 || (right & ~Castling.ALL) != 0) {
            throw new IllegalArgumentException("not a single castling right: " + right);
        }
        return Integer.numberOfTrailingZeros(right);
    }
}
