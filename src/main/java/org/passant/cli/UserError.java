package org.passant.cli;

/** A problem with the user's input (bad FEN, illegal position, unreadable file): reported in one line, exit status 2. */
public final class UserError extends RuntimeException {
    private final int exitCode;

    public UserError(String message) {
        this(message, 2);
    }

    public UserError(String message, int exitCode) {
        super(message);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
