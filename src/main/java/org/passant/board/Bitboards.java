package org.passant.board;

/** Square-set constants and the geometric tables (lines between squares) that pins and checks need. */
public final class Bitboards {
    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_4 = RANK_1 << 24;
    public static final long RANK_5 = RANK_1 << 32;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;

    /** Squares strictly between two squares on a common line; 0 when they share none. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (edge to edge) through two squares; 0 when they share none. */
    private static final long[] LINE = new long[64 * 64];
    /** The squares on the line from one square through another that lie past the second; 0 when they share none. */
    private static final long[] BEYOND = new long[64 * 64];

    static {
        int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int from = 0; from < 64; from++) {
            for (int[] d : directions) {
                long between = 0;
                int f = Square.file(from) + d[0];
                int r = Square.rank(from) + d[1];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    int to = Square.of(f, r);
                    BETWEEN[from * 64 + to] = between;
                    LINE[from * 64 + to] = ray(from, d[0], d[1]) | ray(from, -d[0], -d[1]) | bit(from);
                    BEYOND[from * 64 + to] = ray(to, d[0], d[1]);
                    between |= bit(to);
                    f += d[0];
                    r += d[1];
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long ray(int from, int df, int dr) {
        long ray = 0;
        int f = Square.file(from) + df;
        int r = Square.rank(from) + dr;
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            ray |= bit(Square.of(f, r));
            f += df;
            r += dr;
        }
        return ray;
    }

    public static long bit(int square) {
        return 1L << square;
    }

    public static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    public static long line(int a, int b) {
        return LINE[a << 6 | b];
    }

    /** The squares on the line from {@code a} through {@code b} that lie past {@code b} (where a pinner of a unit on b stands). */
    public static long beyond(int a, int b) {
        return BEYOND[a << 6 | b];
    }

    public static boolean aligned(int a, int b, int c) {
        return (LINE[a << 6 | b] & bit(c)) != 0;
    }

    public static int first(long bits) {
        return Long.numberOfTrailingZeros(bits);
    }

    public static int count(long bits) {
        return Long.bitCount(bits);
    }

    public static boolean several(long bits) {
        return (bits & (bits - 1)) != 0;
    }
}
