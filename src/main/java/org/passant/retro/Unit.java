package org.passant.retro;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Piece;

/**
 * A unit on the board at the moment a reason speaks of it (a piece code and its square); reasons
 * keep the units themselves because deeper in a history the board has changed.
 */
public record Unit(int square, int piece) {
    // equals and hashCode written out: a record's generated ones are linked through method handles
    // on first use, tens of milliseconds of a single #2's start-up (docs/startup.md).
    @Override
    public boolean equals(Object o) {
        return o instanceof Unit u && square == u.square && piece == u.piece;
    }

    @Override
    public int hashCode() {
        return square * 31 + piece;
    }

    public int color() {
        return Piece.color(piece);
    }

    public int type() {
        return Piece.type(piece);
    }

    /** The units on the squares of {@code set}, in a1..h8 order. */
    static List<Unit> of(RetroBoard board, long set) {
        List<Unit> units = new ArrayList<>(Long.bitCount(set));
        for (long s = set; s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            units.add(new Unit(sq, board.board[sq]));
        }
        return List.copyOf(units);
    }
}
