package org.passant.problem;

import java.util.Objects;

/**
 * Where a problem starts in its source: the file (or the name given to a string) and the 1-based
 * line of the keyword or FEN line that begins it.
 */
public record SourceLocation(String file, int line) {
    // equals and hashCode written out: a record's generated ones are linked through method handles
    // on first use, tens of milliseconds of a single #2's start-up (docs/startup.md).
    @Override
    public boolean equals(Object o) {
        return o instanceof SourceLocation l && Objects.equals(file, l.file) && line == l.line;
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(file) * 31 + line;
    }

    public SourceLocation {
        Objects.requireNonNull(file, "file");
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
