package org.passant.report;

import java.io.PrintStream;
import java.util.List;

/**
 * A way of writing what solving gave: the problemist's text, Popeye's layout, JSON for programs
 * (and, in its own issue, HTML). Each format is one implementation of {@link Report}, chosen by its
 * name in {@link #named}; adding a format adds a case there and edits no other format.
 */
@FunctionalInterface
public interface ReportFormat {
    /** The names users may give to {@code --format}. */
    List<String> NAMES = List.of("text", "popeye", "json");

    /** A report of this format written to {@code out} (standard output, or a file). */
    Report open(PrintStream out);

    /** The format called {@code name} on the command line. */
    static ReportFormat named(String name) {
        return switch (name) {
            case "text" -> TextReport::new;
            case "popeye" -> out -> new PopeyeReport(out, System.err);
            case "json" -> JsonReport::new;
            default -> throw new IllegalArgumentException("unknown format '" + name + "': use text, popeye or json");
        };
    }
}
