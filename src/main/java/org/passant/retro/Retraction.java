package org.passant.retro;

import org.passant.board.Move;

/**
 * A last move as data, without the unit it may have taken (a {@link LastMove} lists those):
 * the moving unit's type, its squares, whether it captured, the type it promoted to (0 for none)
 * and its kind. Two retractions are equal exactly when a problemist writes them the same way.
 */
public record Retraction(int piece, int from, int to, boolean capture, int promotion, Kind kind) {
    // equals and hashCode written out: a record's generated ones are linked through method handles
    // on first use, tens of milliseconds of a single #2's start-up (docs/startup.md).
    @Override
    public boolean equals(Object o) {
        return o instanceof Retraction r && piece == r.piece && from == r.from && to == r.to && capture == r.capture
                && promotion == r.promotion && kind == r.kind;
    }

    @Override
    public int hashCode() {
        return ((((piece * 31 + from) * 31 + to) * 31 + Boolean.hashCode(capture)) * 31 + promotion) * 31 + kind.hashCode();
    }

    public enum Kind {
        ORDINARY,
        DOUBLE_STEP,
        EN_PASSANT,
        CASTLING
    }

    static Retraction of(int move) {
        Kind kind = switch (Move.kind(move)) {
            case Move.DOUBLE_STEP -> Kind.DOUBLE_STEP;
            case Move.EN_PASSANT -> Kind.EN_PASSANT;
            case Move.CASTLING -> Kind.CASTLING;
            default -> Kind.ORDINARY;
        };
        return new Retraction(Move.mover(move), Move.from(move), Move.to(move), Move.isCapture(move), Move.promotion(move), kind);
    }

    /** For a castling: whether it is on the king's side. */
    public boolean kingside() {
        return to > from;
    }
}
