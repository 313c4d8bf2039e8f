package org.passant.notation;

import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** What a move does to the opponent: nothing special, check, mate, or stalemate. */
public enum MoveEffect {
    QUIET(""),
    CHECK("+"),
    MATE("#"),
    /** No check and no legal reply. Short algebraic marks nothing (problemists' "=" would clash with promotion). */
    STALEMATE("");

    private final String sanSuffix;

    MoveEffect(String sanSuffix) {
        this.sanSuffix = sanSuffix;
    }

    /** The mark short algebraic appends: "+", "#" or nothing. */
    public String sanSuffix() {
        return sanSuffix;
    }

    public boolean isCheck() {
        return this == CHECK || this == MATE;
    }

    /**
     * Plays the legal move on {@code before}, looks at the opponent's king and replies, and takes
     * the move back, so {@code before} is unchanged when this returns.
     */
    static MoveEffect of(Position before, int move) {
        before.make(move);
        try {
            boolean check = before.inCheck();
            boolean canReply = MoveGenerator.hasLegalMove(before, new int[MoveGenerator.MAX_MOVES]);
            if (canReply) {
                return check ? CHECK : QUIET;
            }
            return check ? MATE : STALEMATE;
        } finally {
            before.unmake(move);
        }
    }
}
