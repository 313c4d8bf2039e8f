package org.passant.notation;

/**
 * A move text that cannot be read, or that denotes no legal move or several. The message is one
 * line naming the text and the problem, fit to show a user as it is.
 */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
