package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Piece;

/**
 * How far a unit is, on the empty board, from a square: the squares a unit on a given square may
 * stand on, and those it attacks, after at most k moves of its own, as if no other unit stood
 * anywhere. A pawn steps forward one square (two from its first rank), steps forward
 * diagonally (as it does to capture), and on the last rank becomes a queen, rook, bishop or knight,
 * which then moves on as that piece.
 *
 * <p>Every move a unit plays on a real board is one of these moves (a capture or e.p. keeps the
 * geometry, a castling rook moves as a rook), and a line that other units block attacks less, not
 * more: so the squares a unit can attack after k real moves are among those given here. That is
 * what makes it a lower bound to prune with. A king's castling is a move of two squares, which
 * the king's reach here leaves out: callers that allow castling widen it by one.
 */
final class EmptyBoardReach {
    /** Beyond this many moves every unit here may attack every square it can ever attack. */
    static final int MAX_MOVES = 16;
    private static final int KINDS = 7;
    private static final int ROW = MAX_MOVES + 1;
    /**
     * {@code ATTACKED[(kind * 64 + square) * ROW + k]}: the squares attacked within k moves; kinds
     * as {@link #kind}. Flat, as {@link #REACHED}: the bounds look them up in their innermost
     * loops, and one load is cheaper than three.
     */
    private static final long[] ATTACKED = new long[KINDS * 64 * ROW];
    /** {@code REACHED[(kind * 64 + square) * ROW + k]}: the squares stood on within k moves (the square itself too). */
    private static final long[] REACHED = new long[KINDS * 64 * ROW];

    static {
        for (int kind = 0; kind < KINDS; kind++) {
            for (int square = 0; square < 64; square++) {
                fill(kind, square);
            }
        }
    }

    private EmptyBoardReach() {
    }

    /**
     * The squares a unit of {@code type} and {@code color} standing on {@code square} may attack
     * after at most {@code moves} moves of its own.
     */
    static long attackedWithin(int color, int type, int square, int moves) {
        return ATTACKED[(kind(color, type) * 64 + square) * ROW + Math.min(moves, MAX_MOVES)];
    }

    /** The squares where such a unit may stand after at most {@code moves} moves, its own square included. */
    static long reachedWithin(int color, int type, int square, int moves) {
        return REACHED[(kind(color, type) * 64 + square) * ROW + Math.min(moves, MAX_MOVES)];
    }

    /** 0 white pawn, 1 black pawn, then knight, bishop, rook, queen and king of either colour. */
    private static int kind(int color, int type) {
        return type == Piece.PAWN ? color : type;
    }

    /**
     * Fills the table for one unit by sets of squares per type, move by move: a pawn reaching its
     * last rank stands there from then on as each of the four pieces it may become.
     */
    private static void fill(int kind, int square) {
        long[] on = new long[Piece.KING + 1]; // squares where the unit may stand, per type
        int color = kind <= 1 ? kind : Piece.WHITE;
        int type = kind <= 1 ? Piece.PAWN : kind;
        on[type] = bit(square);
        for (int k = 0; k <= MAX_MOVES; k++) {
            ATTACKED[(kind * 64 + square) * ROW + k] = attacks(on, color);
            long stood = 0;
            for (long squares : on) {
                stood |= squares;
            }
            REACHED[(kind * 64 + square) * ROW + k] = stood;
            on = step(on, color);
        }
    }

    private static long attacks(long[] on, int color) {
        long attacked = 0;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            long squares = on[type];
            while (squares != 0) {
                int s = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                attacked |= type == Piece.PAWN ? Attacks.pawn(color, s) : moves(type, s);
            }
        }
        return attacked;
    }

    /** Where the unit may stand after one more move. */
    private static long[] step(long[] on, int color) {
        long[] next = on.clone();
        long last = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            long squares = on[type];
            while (squares != 0) {
                int s = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                long to = steps(type, color, s);
                if (type == Piece.PAWN) {
                    next[Piece.PAWN] |= to & ~last;
                    for (int promoted = Piece.KNIGHT; promoted <= Piece.QUEEN; promoted++) {
                        next[promoted] |= to & last;
                    }
                } else {
                    next[type] |= to;
                }
            }
        }
        return next;
    }

    /**
     * The squares a unit of this type and colour reaches in one move on the empty board: a pawn
     * its steps (two from its first rank) and its diagonal steps, as it captures.
     */
    static long steps(int type, int color, int square) {
        return type == Piece.PAWN ? pawnMoves(color, square) : moves(type, square);
    }

    /** A pawn's steps and diagonal steps on the empty board (two squares from its first rank). */
    private static long pawnMoves(int color, int square) {
        int up = color == Piece.WHITE ? 8 : -8;
        int ahead = square + up;
        if (ahead < 0 || ahead >= 64) {
            return 0L;
        }
        long squares = bit(ahead) | Attacks.pawn(color, square);
        int firstRank = color == Piece.WHITE ? 1 : 6;
        if (square >>> 3 == firstRank) {
            squares |= bit(ahead + up);
        }
        return squares;
    }

    private static long moves(int type, int square) {
        return switch (type) {
            case Piece.KNIGHT -> Attacks.knight(square);
            case Piece.KING -> Attacks.king(square);
            default -> Attacks.of(type, square, 0L);
        };
    }
}
