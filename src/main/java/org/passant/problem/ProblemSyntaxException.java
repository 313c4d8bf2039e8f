package org.passant.problem;

/**
 * Thrown inside the readers when a problem cannot be read; caught at the problem (or twin)
 * boundary and turned into a {@link ProblemFileError}. Never escapes {@link ProblemReader}.
 */
final class ProblemSyntaxException extends Exception {

    private final int line;
    private final int column;

    ProblemSyntaxException(int line, int column, String reason) {
        super(reason, null, false, false);
        this.line = line;
        this.column = column;
    }

    ProblemSyntaxException(Token at, String reason) {
        this(at.line(), at.column(), reason);
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }

    String reason() {
        return getMessage();
    }
}
