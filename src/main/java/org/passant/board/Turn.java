package org.passant.board;

/**
 * One turn of a side: one move, or two under a rule set with two-move turns. A turn of one move
 * where two were due is {@linkplain #cutShort() cut short}: its move captured the king
 * (double-move chess), gave check (Marseillais chess), or left no second move. The game's single
 * first turn of double-move chess is one move by rule, not cut short.
 *
 * @param first  the first move ({@link Move} bits)
 * @param second the second move, or {@link Move#NONE} for a turn of one move
 * @param cutShort whether a second move was due but the turn ended after the first
 */
public record Turn(int first, int second, boolean cutShort) {
    public Turn {
        if (first == Move.NONE) {
            throw new IllegalArgumentException("a turn has at least one move");
        }
        if (cutShort && second != Move.NONE) {
            throw new IllegalArgumentException("a turn cut short has one move");
        }
    }

    /** A turn of one move. */
    public static Turn single(int move, boolean cutShort) {
        return new Turn(move, Move.NONE, cutShort);
    }

    /** A turn of two moves. */
    public static Turn of(int first, int second) {
        return new Turn(first, second, false);
    }

    /** 1 or 2. */
    public int size() {
        return second == Move.NONE ? 1 : 2;
    }

    /** The moves in the order played. */
    public int[] moves() {
        return second == Move.NONE ? new int[] {first} : new int[] {first, second};
    }

    /** The last move played. */
    public int last() {
        return second == Move.NONE ? first : second;
    }

    /** Whether one of its moves takes a king off the board. */
    public boolean capturesKing() {
        return Move.captured(first) == Piece.KING || second != Move.NONE && Move.captured(second) == Piece.KING;
    }

    /** Coordinate form, the moves joined by a comma: {@code f1b5,b5e8}. */
    public String uci() {
        return second == Move.NONE ? Move.uci(first) : Move.uci(first) + "," + Move.uci(second);
    }

    @Override
    public String toString() {
        return uci() + (cutShort ? " (cut short)" : "");
    }
}
