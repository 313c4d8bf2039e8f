package org.passant.notation;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * The order in which Popeye 4.104 prints moves played in the same position, so that our
 * Popeye-format output can be diffed line by line against Popeye's.
 *
 * <p>Popeye plays the moves of a position in the reverse of the order it generates them, and it
 * has two generators, so there are two orders:
 *
 * <ul>
 * <li><b>Any move</b> (defences, keys and tries, threats and continuations that do not end the
 * play): origin squares a1, b1 ... h8 whatever the piece, the king in its place. Within one
 * piece: a king castles queenside, then kingside, then steps; kings, queens, rooks and bishops
 * take their lines in the order down-left, down-right, up-right, up-left, down, left, up, right
 * (those the piece has), farther squares first (a capture ends a line, so it comes first); a
 * knight leaps (-2,-1), (-1,-2), (+1,-2), (+2,-1), (+2,+1), (+1,+2), (-1,+2), (-2,+1) as (files,
 * ranks); a pawn plays its double step, single step, then the capture towards the h-file, then
 * towards the a-file (an e.p. capture in the place of the capture in its direction).
 * <li><b>Mating moves</b> (in a direct mate, the attacker's move with one move left: the keys
 * and tries of a #1, the last move of a threat or continuation, short mates, which Popeye finds
 * in a pass of one move before it looks further; self play and stalemates have none, since
 * Popeye generates mating moves only for a checkmate that the attacker gives, see
 * {@code report.PopeyeAttackOrder}): origin squares h8, g8 ... a1. Within one piece as above, but a
 * pawn captures towards the h-file, towards the a-file, then double step, single step, then
 * e.p. towards the a-file, towards the h-file.
 * </ul>
 * In both, the promotions of one pawn move come Q, S, R, B.
 *
 * <p>How this was established: read from Popeye's source (its board loop runs h8 to a1 and the
 * moves are played from the top of the stack down; the line vectors, the pawn and castling
 * generators; a separate generator for the final mating move, whose board loop runs a1 to h8; the
 * promotee chain queen, knight, rook, bishop), and checked against Popeye 4.104's own output:
 * the 42 direct-mate cases of PopeyeCasesTest, the benchmark trees and Howard 1938 print the same
 * lines in the same order (the short-mate rule is what makes three of those cases agree; at the
 * first move Popeye does not look for short mates first, which one case shows).
 */
public final class PopeyeOrder {
    /** Line directions in Popeye's vector order (file step, rank step); played last first. */
    private static final int[][] LINES = {
        {1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
    /** Knight leaps in Popeye's vector order; played last first. */
    private static final int[][] LEAPS = {
        {-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
    /** Promoted pieces in Popeye's order. */
    private static final int[] PROMOTEES = {Piece.QUEEN, Piece.KNIGHT, Piece.ROOK, Piece.BISHOP};

    private PopeyeOrder() {
    }

    /** The items sorted as Popeye plays any move (see above); lists of fewer than two as they are. */
    public static <T> List<T> anyMoves(List<T> items, ToIntFunction<T> move) {
        return sorted(items, move, false);
    }

    /** The items sorted as Popeye plays mating moves (see above); lists of fewer than two as they are. */
    public static <T> List<T> matingMoves(List<T> items, ToIntFunction<T> move) {
        return sorted(items, move, true);
    }

    private static <T> List<T> sorted(List<T> items, ToIntFunction<T> move, boolean mating) {
        if (items.size() < 2) {
            return items;
        }
        return items.stream().sorted(Comparator.comparingInt(t -> rank(move.applyAsInt(t), mating))).toList();
    }

    /**
     * A number that grows along the order of any move ({@code mating} false) or of mating moves
     * (true): origin, then the move within its piece, then the promotee. Moves played in one
     * position never share it; lines of play compare move by move with it (help play).
     */
    public static int rank(int move, boolean mating) {
        int from = Move.from(move);
        int origin = mating ? 63 - from : from;
        return (origin * 128 + withinPiece(move, mating)) * 4 + promotee(move);
    }

    private static int withinPiece(int move, boolean mating) {
        int from = Move.from(move);
        int to = Move.to(move);
        int files = Square.file(to) - Square.file(from);
        int ranks = Square.rank(to) - Square.rank(from);
        if (Move.isCastling(move)) {
            return files < 0 ? 0 : 1;
        }
        return switch (Move.mover(move)) {
            case Piece.PAWN -> pawnStep(move, files > 0, mating);
            case Piece.KNIGHT -> LEAPS.length - 1 - indexOf(LEAPS, files, ranks);
            default -> {
                int distance = Math.max(Math.abs(files), Math.abs(ranks));
                int line = indexOf(LINES, Integer.signum(files), Integer.signum(ranks));
                yield 2 + (LINES.length - 1 - line) * 8 + (7 - distance);
            }
        };
    }

    private static int pawnStep(int move, boolean towardsH, boolean mating) {
        boolean capture = Move.isCapture(move);
        if (mating) {
            if (Move.isEnPassant(move)) {
                return towardsH ? 5 : 4;
            }
            if (capture) {
                return towardsH ? 0 : 1;
            }
            return Move.isDoubleStep(move) ? 2 : 3;
        }
        if (capture) {
            return towardsH ? 2 : 3;
        }
        return Move.isDoubleStep(move) ? 0 : 1;
    }

    private static int promotee(int move) {
        return Move.promotion(move) == 0 ? 0 : promoteeRank(Move.promotion(move));
    }

    /** The place of a promoted piece's type in Popeye's chain of promotees: Q 0, S 1, R 2, B 3. */
    public static int promoteeRank(int type) {
        for (int i = 0; i < PROMOTEES.length; i++) {
            if (PROMOTEES[i] == type) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a piece a pawn promotes to: " + type);
    }

    private static int indexOf(int[][] vectors, int files, int ranks) {
        for (int i = 0; i < vectors.length; i++) {
            if (vectors[i][0] == files && vectors[i][1] == ranks) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a line or leap of a chess piece: " + files + "," + ranks);
    }
}
