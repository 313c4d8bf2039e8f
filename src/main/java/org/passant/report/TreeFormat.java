package org.passant.report;

import org.passant.solve.SolutionTree;

/** Renders a solution tree as text for people or programs. */
public interface TreeFormat {
    String format(SolutionTree tree);

    /** The formatter for a name given on the command line: text, popeye or json. */
    static TreeFormat named(String name) {
        return switch (name) {
            case "text" -> new TextFormat();
            case "popeye" -> new PopeyeFormat();
            case "json" -> new JsonFormat();
            default -> throw new IllegalArgumentException("unknown format '" + name + "': use text, popeye or json");
        };
    }
}
