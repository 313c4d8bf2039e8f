package org.passant.notation;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;
import org.passant.board.Move;
import org.passant.board.Piece;

/**
 * The order in which reports list moves played in the same position (keys and tries, defences,
 * threats, continuations), decided from the moves themselves so that a change in how the board
 * generates moves cannot reorder a report.
 *
 * <p>The rule, by the moving piece first: king steps; knights; bishops; rooks; queens; pawns;
 * castling last, kingside before queenside. Within a kind of piece, by origin square (a1, b1 ...
 * h1, a2 ... h8), then by target square in the same order. A pawn's moves from one square go
 * push, double step, captures, e.p. capture; promotions on one square go Q, R, B, N.
 *
 * <p>This is the order Passant's text and JSON reports have always printed. Popeye 4.104 orders
 * differently; the Popeye format follows Popeye's order, {@link PopeyeOrder}, so that its output
 * can be diffed line by line against Popeye's.
 */
public final class SiblingOrder {
    private static final int CASTLING_GROUP = 6;
    private static final int PAWN_GROUP = 5;

    private SiblingOrder() {
    }

    /** The items sorted by the rule above applied to their moves; lists of fewer than two as they are. */
    public static <T> List<T> sorted(List<T> items, ToIntFunction<T> move) {
        if (items.size() < 2) {
            return items;
        }
        return items.stream().sorted(Comparator.comparingLong(t -> rank(move.applyAsInt(t)))).toList();
    }

    /** A number that grows along the order: group, origin, pawn step, target, promotion, castling side. */
    static long rank(int move) {
        int kind = Move.kind(move);
        if (kind == Move.CASTLING) {
            boolean queenside = Move.to(move) < Move.from(move);
            return ((long) CASTLING_GROUP * 64 * 4 * 64 * 4) << 1 | (queenside ? 1 : 0);
        }
        int mover = Move.mover(move);
        int group = mover == Piece.KING ? 0 : mover == Piece.PAWN ? PAWN_GROUP : mover - Piece.KNIGHT + 1;
        int step = mover != Piece.PAWN ? 0 : pawnStep(move);
        int promotion = Move.promotion(move) == 0 ? 0 : Piece.QUEEN - Move.promotion(move);
        return ((((long) group * 64 + Move.from(move)) * 4 + step) * 64 + Move.to(move)) * 4 + promotion << 1;
    }

    /** A pawn's moves from one square: push 0, double step 1, capture 2, e.p. 3. */
    private static int pawnStep(int move) {
        if (Move.isEnPassant(move)) {
            return 3;
        }
        if (Move.isDoubleStep(move)) {
            return 1;
        }
        return Move.isCapture(move) ? 2 : 0;
    }
}
