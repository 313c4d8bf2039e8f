package org.passant.problem;

import java.util.Objects;

/**
 * Where a problem starts in its source: the file (or the name given to a string) and the 1-based
 * line of the keyword or FEN line that begins it.
 */
public record SourceLocation(String file, int line) {

    public SourceLocation {
        Objects.requireNonNull(file, "file");
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
