package org.passant.board;

/**
 * A FEN or EPD string that cannot be read; the message names the field and what is wrong, and
 * for a fault in the piece placement {@link #offset()} says where in the placement it is, so
 * that a reader of files can name the column.
 */
public final class FenException extends IllegalArgumentException {
    /** The offset of an unknown place. */
    public static final int NO_OFFSET = -1;

    private final int offset;

    public FenException(String message) {
        this(message, NO_OFFSET);
    }

    public FenException(String message, int offset) {
        super(message);
        this.offset = offset;
    }

    /** The index of the faulty character in the text read, or {@link #NO_OFFSET}. */
    public int offset() {
        return offset;
    }
}
