package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.Arrays;

/**
 * The squares a piece of each kind can reach, for one colour and one set of walls: from the
 * promotion squares, and from each starting square. Computed on demand and kept while the walls
 * stay the same, which in a retraction search they nearly always do (only a pawn move from its
 * second rank or a move of a presumed king or rook changes them), so the flood fills of
 * {@link PieceOrigins} are paid once per search rather than once per position.
 */
final class Reaches {
    private static final ThreadLocal<Reaches[]> PER_THREAD = ThreadLocal.withInitial(() -> new Reaches[] {new Reaches(), new Reaches()});
    /**
     * A second cache for {@link PromotionFiles}, whose walls include the squares of pawns that moved
     * once: sharing the first would make the two rules evict each other's fills at every position.
     */
    private static final ThreadLocal<Reaches[]> POCKETS = ThreadLocal.withInitial(() -> new Reaches[] {new Reaches(), new Reaches()});

    private int color = -1;
    private long walls;
    private long frozenKing;
    private long promotionSquares;
    /** Indexed by piece kind; {@code promotedKnown} says which are filled. */
    private final long[] promoted = new long[8];
    private int promotedKnown;
    /** Indexed by starting square, for the kind whose home it is; {@code homeKnown} says which are filled. */
    private final long[] fromHome = new long[64];
    private long homeKnown;

    /** The reaches of {@code color}'s pieces with these walls and this unmoved enemy king (0 if none). */
    static Reaches of(int color, long walls, long frozenKing) {
        return of(PER_THREAD.get()[color], color, walls, frozenKing);
    }

    /** As {@link #of}, without an unmoved king, from the cache kept for {@link PromotionFiles}. */
    static Reaches forPockets(int color, long walls) {
        return of(POCKETS.get()[color], color, walls, 0);
    }

    private static Reaches of(Reaches r, int color, long walls, long frozenKing) {
        if (r.color != color || r.walls != walls || r.frozenKing != frozenKing) {
            r.color = color;
            r.walls = walls;
            r.frozenKing = frozenKing;
            r.promotionSquares = PieceOrigins.promotionSquares(color, walls, frozenKing);
            r.promotedKnown = 0;
            r.homeKnown = 0;
            Arrays.fill(r.promoted, 0);
        }
        return r;
    }

    /** Squares a promoted piece of {@code kind} can reach. */
    long promoted(int kind) {
        if ((promotedKnown & 1 << kind) == 0) {
            promoted[kind] = PieceOrigins.reach(kind, promotionSquares, walls, sinks(kind));
            promotedKnown |= 1 << kind;
        }
        return promoted[kind];
    }

    /** Squares the original piece of {@code kind} that starts on {@code home} can reach. */
    long fromHome(int kind, int home) {
        if ((homeKnown & bit(home)) == 0) {
            fromHome[home] = PieceOrigins.reach(kind, bit(home), walls, sinks(kind));
            homeKnown |= bit(home);
        }
        return fromHome[home];
    }

    private long sinks(int kind) {
        return frozenKing == 0 ? 0 : PieceOrigins.contactChecks(kind, Long.numberOfTrailingZeros(frozenKing));
    }
}
