package org.passant.board;

/**
 * A move packed in an {@code int}, so move lists are plain {@code int[]} stacks.
 *
 * <pre>
 * bits  0- 5  from square
 * bits  6-11  to square
 * bits 12-14  promotion piece type (0: none)
 * bits 15-16  kind: normal, double step, en passant, castling
 * bits 17-19  moving piece type
 * bits 20-22  captured piece type (0: none; a pawn for en passant)
 * </pre>
 * {@link #NONE} (0) is never a legal move (from = to = a1). This class is the only one that knows
 * the layout: the generator builds moves and make tells them apart through the methods below.
 */
public final class Move {
    public static final int NONE = 0;

    public static final int NORMAL = 0;
    public static final int DOUBLE_STEP = 1;
    public static final int EN_PASSANT = 2;
    public static final int CASTLING = 3;

    private static final int TO_SHIFT = 6;
    private static final int PROMOTION_SHIFT = 12;
    private static final int KIND_SHIFT = 15;
    private static final int MOVER_SHIFT = 17;
    private static final int CAPTURED_SHIFT = 20;

    /**
     * The bits that mark a move needing more than lifting one unit and perhaps taking one: a
     * promotion, or the kind bit that e.p. captures and castling share.
     */
    private static final int PROMOTION_EN_PASSANT_OR_CASTLING = 7 << PROMOTION_SHIFT | 2 << KIND_SHIFT;
    /** The kind bit of a double step (castling has it too, but is told apart by the bit above). */
    private static final int DOUBLE_STEP_BIT = DOUBLE_STEP << KIND_SHIFT;

    private Move() {
    }

    public static int of(int from, int to, int kind, int mover, int captured, int promotion) {
        return from | to << TO_SHIFT | promotion << PROMOTION_SHIFT | kind << KIND_SHIFT
                | mover << MOVER_SHIFT | captured << CAPTURED_SHIFT;
    }

    /**
     * The part of a normal move that one unit's moves share: origin and mover. The generator
     * completes it per target with {@link #onto}.
     */
    public static int unitOn(int from, int mover) {
        return from | mover << MOVER_SHIFT;
    }

    /** A normal move completed from {@link #unitOn}: the target square and what stands there (0: nothing). */
    public static int onto(int unit, int to, int captured) {
        return unit | to << TO_SHIFT | captured << CAPTURED_SHIFT;
    }

    /** A pawn move that reaches the last rank, promoting to a piece type. */
    public static int promotingTo(int move, int type) {
        return move | type << PROMOTION_SHIFT;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> TO_SHIFT) & 63;
    }

    public static int promotion(int move) {
        return (move >>> PROMOTION_SHIFT) & 7;
    }

    public static int kind(int move) {
        return (move >>> KIND_SHIFT) & 3;
    }

    public static int mover(int move) {
        return (move >>> MOVER_SHIFT) & 7;
    }

    public static int captured(int move) {
        return (move >>> CAPTURED_SHIFT) & 7;
    }

    /** Whether a move is a promotion, an e.p. capture or castling: one test, for make's fast path. */
    public static boolean isPromotionEnPassantOrCastling(int move) {
        return (move & PROMOTION_EN_PASSANT_OR_CASTLING) != 0;
    }

    /**
     * Whether a move that is neither e.p. nor castling is a double step: one bit, for make's fast
     * path (castling shares the bit, so the caller must have ruled it out).
     */
    public static boolean isDoubleStepUnlessCastling(int move) {
        return (move & DOUBLE_STEP_BIT) != 0;
    }

    public static boolean isCapture(int move) {
        return captured(move) != 0;
    }

    public static boolean isEnPassant(int move) {
        return kind(move) == EN_PASSANT;
    }

    public static boolean isCastling(int move) {
        return kind(move) == CASTLING;
    }

    public static boolean isDoubleStep(int move) {
        return kind(move) == DOUBLE_STEP;
    }

    /** The square of the pawn an e.p. capture removes: beside the capturer, behind the target square. */
    public static int enPassantVictim(int move) {
        return Square.of(Square.file(to(move)), Square.rank(from(move)));
    }

    /** Coordinate notation (e2e4, e7e8q), the form UCI uses; castling as king from-to. */
    public static String uci(int move) {
        if (move == NONE) {
            return "0000";
        }
        String s = Square.name(from(move)) + Square.name(to(move));
        return promotion(move) == 0 ? s : s + Character.toLowerCase(Piece.letter(promotion(move)));
    }
}
