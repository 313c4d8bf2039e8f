package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import java.util.Arrays;
import org.passant.board.Bitboards;
import org.passant.board.Piece;

/**
 * Where one unit may stand after k moves of its own on the empty board, as (type, square) states
 * with the fewest moves to each: the moves of {@link EmptyBoardReach} (a pawn steps, steps two from
 * its first rank, steps diagonally as it does to capture, and on its last rank becomes a knight,
 * bishop, rook or queen), counted per state rather than united per number of moves. A unit that
 * ends on a square attacks only what it attacks from there: this is what tells a rook that may
 * attack any square after one move from a rook that attacks two given squares at once, which a
 * final picture asks of it.
 *
 * <p>Every real move is one of these (captures keep the geometry, a castling rook moves as a rook,
 * castling kings are widened by their callers), so a unit that stands somewhere after k real moves
 * has a state here within k moves: a lower bound to prune with.
 */
final class EmptyBoardStates {
    /** States farther than this are not listed: a side has at most 7 moves in the bounds that ask. */
    static final int MAX_MOVES = 16;
    private static final int KINDS = 7;
    /** {@code STATES[kind][square]}: {@code type << 6 | square} of every reachable state, nearest first. */
    private static final int[][][] STATES = new int[KINDS][64][];
    /** {@code FIRST_BEYOND[kind][square][k]}: the index in STATES of the first state farther than k moves. */
    private static final int[][][] FIRST_BEYOND = new int[KINDS][64][MAX_MOVES + 1];
    /**
     * {@code STAND[(kind * 64 + from) * 64 + to]}: the fewest moves to stand on {@code to} as any
     * type; MAX_MOVES + 1 for never. One flat array: the bounds look it up in their innermost
     * loops, and one load is cheaper than three.
     */
    private static final byte[] STAND = new byte[KINDS * 64 * 64];
    /** {@code AS_PIECE[kind][from][k]}: where the unit may stand as a piece (a pawn once promoted) within k moves. */
    private static final long[][][] AS_PIECE = new long[KINDS][64][MAX_MOVES + 1];

    static {
        for (int kind = 0; kind < KINDS; kind++) {
            for (int square = 0; square < 64; square++) {
                fill(kind, square);
            }
        }
    }

    private EmptyBoardStates() {
    }

    /** 0 white pawn, 1 black pawn, then knight, bishop, rook, queen and king of either colour. */
    static int kind(int color, int type) {
        return type == Piece.PAWN ? color : type;
    }

    /** The states of a unit of this kind on {@code square}, nearest first ({@code type << 6 | square}). */
    static int[] states(int kind, int square) {
        return STATES[kind][square];
    }

    /** How many of {@link #states} are within {@code moves} moves. */
    static int within(int kind, int square, int moves) {
        return FIRST_BEYOND[kind][square][Math.min(moves, MAX_MOVES)];
    }

    /** The fewest moves for the unit to stand on {@code to}, or more than {@link #MAX_MOVES} for never. */
    static int standing(int kind, int from, int to) {
        return STAND[(kind << 12) | (from << 6) | to];
    }

    /**
     * Where the unit may stand as a piece within {@code moves} moves: a pawn only once it promoted,
     * so only there may it move (and pin, and attack) as one.
     */
    static long standsAsPieceWithin(int kind, int from, int moves) {
        return AS_PIECE[kind][from][Math.min(moves, MAX_MOVES)];
    }

    private static void fill(int kind, int from) {
        int color = kind <= 1 ? kind : Piece.WHITE;
        int start = kind <= 1 ? Piece.PAWN : kind;
        int[][] distance = new int[Piece.KING + 1][64];
        for (int[] row : distance) {
            Arrays.fill(row, Integer.MAX_VALUE);
        }
        int[] queue = new int[(Piece.KING + 1) * 64];
        int head = 0;
        int tail = 0;
        distance[start][from] = 0;
        queue[tail++] = start << 6 | from;
        while (head < tail) {
            int state = queue[head++];
            int type = state >>> 6;
            int square = state & 63;
            int next = distance[type][square] + 1;
            if (next > MAX_MOVES) {
                continue;
            }
            long to = EmptyBoardReach.steps(type, color, square);
            long last = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
            while (to != 0) {
                int s = Long.numberOfTrailingZeros(to);
                to &= to - 1;
                boolean promotes = type == Piece.PAWN && (bit(s) & last) != 0;
                for (int t = promotes ? Piece.KNIGHT : type; t <= (promotes ? Piece.QUEEN : type); t++) {
                    if (distance[t][s] == Integer.MAX_VALUE) {
                        distance[t][s] = next;
                        queue[tail++] = t << 6 | s;
                    }
                }
            }
        }
        // The queue holds the states in the order of their distance already.
        STATES[kind][from] = Arrays.copyOf(queue, tail);
        int row = (kind << 12) | (from << 6);
        Arrays.fill(STAND, row, row + 64, (byte) (MAX_MOVES + 1));
        int index = 0;
        for (int k = 0; k <= MAX_MOVES; k++) {
            while (index < tail && distanceOf(distance, queue[index]) <= k) {
                int square = queue[index] & 63;
                int at = row | square;
                STAND[at] = (byte) Math.min(STAND[at], k);
                if (queue[index] >>> 6 != Piece.PAWN) {
                    AS_PIECE[kind][from][k] |= bit(square);
                }
                index++;
            }
            FIRST_BEYOND[kind][from][k] = index;
            if (k < MAX_MOVES) {
                AS_PIECE[kind][from][k + 1] = AS_PIECE[kind][from][k];
            }
        }
    }

    private static int distanceOf(int[][] distance, int state) {
        return distance[state >>> 6][state & 63];
    }
}
