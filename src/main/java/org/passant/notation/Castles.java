package org.passant.notation;

import org.passant.board.Move;

/** Castling in problemists' and Popeye's spelling: zeros, not the letter O. */
final class Castles {
    static final String KINGSIDE = "0-0";
    static final String QUEENSIDE = "0-0-0";

    private Castles() {
    }

    /** The name of a castling move, which the board encodes as the king's two-square step. */
    static String name(int castlingMove) {
        return Move.to(castlingMove) > Move.from(castlingMove) ? KINGSIDE : QUEENSIDE;
    }
}
