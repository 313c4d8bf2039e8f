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
 * {@link #NONE} (0) is never a legal move (from = to = a1).
 */
public final class Move {
    public static final int NONE = 0;

    public static final int NORMAL = 0;
    public static final int DOUBLE_STEP = 1;
    public static final int EN_PASSANT = 2;
    public static final int CASTLING = 3;

    private Move() {
    }

    public static int of(int from, int to, int kind, int mover, int captured, int promotion) {
        return from | to << 6 | promotion << 12 | kind << 15 | mover << 17 | captured << 20;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    public static int promotion(int move) {
        return (move >>> 12) & 7;
    }

    public static int kind(int move) {
        return (move >>> 15) & 3;
    }

    public static int mover(int move) {
        return (move >>> 17) & 7;
    }

    public static int captured(int move) {
        return (move >>> 20) & 7;
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
