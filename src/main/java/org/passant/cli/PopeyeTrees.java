package org.passant.cli;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether Passant's {@code --format popeye} output and Popeye's own output for the same input show
 * the same solutions, line by line: keys, tries, refutations, threats, variations, every
 * continuation, in the same order. What only says which run it was is left out: Popeye's banner
 * line (its version, system and memory), the time after "solution finished." and blank lines.
 */
final class PopeyeTrees {
    /** Popeye's first line, e.g. "Popeye Linux-6.1-64Bit v4.104 (1024 MB)". */
    private static final Pattern BANNER = Pattern.compile("Popeye .* v\\d+\\.\\d+.*");
    private static final Pattern FINISHED = Pattern.compile("solution finished\\..*");

    private PopeyeTrees() {
    }

    /** Whether the two outputs show the same solutions (see the class comment). */
    static boolean same(String passant, String popeye) {
        return normalized(passant).equals(normalized(popeye));
    }

    /** The lines that carry solutions, trailing spaces removed. */
    static List<String> normalized(String output) {
        List<String> lines = output.lines().map(String::stripTrailing).filter(line -> !line.isEmpty()).toList();
        int first = !lines.isEmpty() && BANNER.matcher(lines.get(0)).matches() ? 1 : 0;
        return lines.subList(first, lines.size()).stream()
                .map(line -> FINISHED.matcher(line).matches() ? "solution finished." : line)
                .toList();
    }
}
