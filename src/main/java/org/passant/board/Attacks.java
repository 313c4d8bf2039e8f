package org.passant.board;

/**
 * Attack sets of every piece kind. Steppers come from tables; sliders from "fancy" magic
 * bitboards whose multipliers are searched once at class load with a fixed seed, so runs are
 * reproducible and no table of magic numbers needs to be trusted or maintained.
 */
public final class Attacks {
    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** Rook and bishop attacks on an empty board: the lines along which a slider could reach a square. */
    private static final long[] ROOK_RAYS = new long[64];
    private static final long[] BISHOP_RAYS = new long[64];
    /** PAWN[colour][square]: the squares a pawn of that colour on that square attacks. */
    private static final long[][] PAWN = new long[2][64];

    private static final SliderMagics ROOK = new SliderMagics(new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, 0x5EED_0001L, KnownMagics.ROOK);
    private static final SliderMagics BISHOP = new SliderMagics(new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, 0x5EED_0002L, KnownMagics.BISHOP);

    private static final long[] ROOK_MASKS = ROOK.masks;
    private static final long[] ROOK_MAGICS = ROOK.magics;
    private static final int[] ROOK_SHIFTS = ROOK.shifts;
    private static final int[] ROOK_OFFSETS = ROOK.offsets;
    private static final long[] ROOK_TABLE = ROOK.table;
    private static final long[] BISHOP_MASKS = BISHOP.masks;
    private static final long[] BISHOP_MAGICS = BISHOP.magics;
    private static final int[] BISHOP_SHIFTS = BISHOP.shifts;
    private static final int[] BISHOP_OFFSETS = BISHOP.offsets;
    private static final long[] BISHOP_TABLE = BISHOP.table;

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, knightSteps);
            KING[sq] = steps(sq, kingSteps);
            PAWN[Piece.WHITE][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[Piece.BLACK][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
            ROOK_RAYS[sq] = ROOK.attacks(sq, 0);
            BISHOP_RAYS[sq] = BISHOP.attacks(sq, 0);
        }
    }

    private Attacks() {
    }

    private static long steps(int sq, int[][] deltas) {
        long set = 0;
        for (int[] d : deltas) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                set |= Bitboards.bit(Square.of(f, r));
            }
        }
        return set;
    }

    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    public static long king(int sq) {
        return KING[sq];
    }

    public static long pawn(int color, int sq) {
        return PAWN[color][sq];
    }

    /** Squares a rook on {@code sq} would attack on an empty board (a cheap test before the magic lookup). */
    static long rookRays(int sq) {
        return ROOK_RAYS[sq];
    }

    /** Squares a bishop on {@code sq} would attack on an empty board. */
    static long bishopRays(int sq) {
        return BISHOP_RAYS[sq];
    }

    public static long rook(int sq, long occupied) {
        return ROOK_TABLE[ROOK_OFFSETS[sq] + (int) (((occupied & ROOK_MASKS[sq]) * ROOK_MAGICS[sq]) >>> ROOK_SHIFTS[sq])];
    }

    public static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSETS[sq]
                + (int) (((occupied & BISHOP_MASKS[sq]) * BISHOP_MAGICS[sq]) >>> BISHOP_SHIFTS[sq])];
    }

    public static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    /** Attacks of a non-pawn piece type; for pawns use {@link #pawn}. */
    public static long of(int type, int sq, long occupied) {
        switch (type) {
            case Piece.KNIGHT: return KNIGHT[sq];
            case Piece.BISHOP: return bishop(sq, occupied);
            case Piece.ROOK: return rook(sq, occupied);
            case Piece.QUEEN: return queen(sq, occupied);
            case Piece.KING: return KING[sq];
            default: throw new IllegalArgumentException("no plain attack set for type " + type);
        }
    }

    /** Slow reference computation of a slider's attacks, used to build and test the magic tables. */
    static long slide(int sq, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] d : directions) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = Bitboards.bit(Square.of(f, r));
                attacks |= b;
                if ((occupied & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }
}
