package org.passant.notation;

import org.passant.board.Move;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * Moves as text and back: short algebraic as problemists print it, Popeye 4.104's long algebraic,
 * and UCI coordinates.
 *
 * <p>Every method that takes a position and a move expects a legal move of that position; those
 * that look at the position after the move play it and take it back, so the position is the same
 * when they return. Texts are built per call: this is for output and input, not for the search.
 */
public final class Notation {
    private Notation() {
    }

    /**
     * Short algebraic with the check or mate mark: Nxe5, exd6 e.p., e8=N+, 0-0, Rad1, R1d2,
     * Qh4xe1, hxg6 e.p.#. The mark follows the text directly, also after "e.p.".
     *
     * @throws NotationException when the move is not legal in {@code before}
     */
    public static String san(Position before, int move) {
        return sanWithoutSuffix(before, move) + effect(before, move).sanSuffix();
    }

    /**
     * Short algebraic without the check or mate mark.
     *
     * @throws NotationException when the move is not legal in {@code before}
     */
    public static String sanWithoutSuffix(Position before, int move) {
        return ShortAlgebraic.format(move, legalMovesIncluding(before, move));
    }

    /**
     * Popeye 4.104's long algebraic: Sc5-b7, f4*e5, e5*f6 ep., c7*b8=S, 0-0-0. No check mark: Popeye's
     * output appends " +" or " #" after a space. The move int carries everything this needs, so the
     * position is not consulted.
     */
    public static String popeye(Position before, int move) {
        return popeye(move);
    }

    /** {@link #popeye(Position, int)} without a position, which it does not need. */
    public static String popeye(int move) {
        return LongAlgebraic.POPEYE.format(move);
    }

    /** Coordinates: e2e4, e7e8q, castling as the king's move e1g1. */
    public static String uci(int move) {
        return Move.uci(move);
    }

    /**
     * The unique legal move of {@code p} that {@code text} denotes, in any of the notations above or
     * their common variants (O-O, Nc5b7, e8Q, exd6ep, trailing + # ! ? and spaces).
     *
     * @throws NotationException when the text is no move, denotes no legal move, or is ambiguous
     */
    public static int parse(Position p, String text) {
        return MoveParser.parse(p, text);
    }

    /** Whether the move gives check (mate included). */
    public static boolean givesCheck(Position before, int move) {
        return effect(before, move).isCheck();
    }

    /** Whether the move mates. */
    public static boolean isMate(Position before, int move) {
        return effect(before, move) == MoveEffect.MATE;
    }

    /**
     * Check, mate, stalemate or none of these, judged on the position after the move.
     *
     * @throws NotationException when the move is not legal in {@code before} (playing it could corrupt the board)
     */
    public static MoveEffect effect(Position before, int move) {
        legalMovesIncluding(before, move);
        return MoveEffect.of(before, move);
    }

    private static int[] legalMovesIncluding(Position p, int move) {
        int[] legal = LegalMoves.of(p);
        if (!LegalMoves.contains(legal, move)) {
            throw new NotationException(describe(move) + " is not a legal move in " + p.toFen());
        }
        return legal;
    }

    private static String describe(int move) {
        return move == Move.NONE ? "No move" : Square.name(Move.from(move)) + "-" + Square.name(Move.to(move));
    }
}
