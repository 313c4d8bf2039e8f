package org.passant.board;

/** A FEN or EPD string that cannot be read; the message names the field and what is wrong. */
public final class FenException extends IllegalArgumentException {
    public FenException(String message) {
        super(message);
    }
}
