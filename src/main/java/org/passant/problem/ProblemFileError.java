package org.passant.problem;

import java.util.Objects;

/**
 * Why a problem (or one twin of it) could not be read: the source, the 1-based line and column of
 * the offending text (0 when not known), the id of the problem concerned ("" when not known) and a
 * one-line reason meant for the user.
 */
public record ProblemFileError(String file, int line, int column, String problemId, String reason) {

    public ProblemFileError {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(problemId, "problemId");
        Objects.requireNonNull(reason, "reason");
    }

    /** "file:line:column: reason", the usual compiler-style form that editors can jump to. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(file);
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        text.append(": ");
        if (!problemId.isEmpty()) {
            text.append('[').append(problemId).append("] ");
        }
        return text.append(reason).toString();
    }
}
