package org.passant.report;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.passant.problem.Metadata;

/**
 * The lines Popeye prints above the board: authors, origins, the award and the titles, one a
 * line, each centred over the 37 columns of the board (a line longer than the board starts at
 * the margin). Popeye measures a line in bytes, not characters: a name with letters outside ASCII
 * ("Štefan Sovík", 12 letters in 14 bytes of UTF-8) starts one column further left than its
 * letters alone would put it, and the layout follows Popeye.
 */
final class PopeyeHeader {
    private static final int BOARD_WIDTH = 37;

    private PopeyeHeader() {
    }

    /**
     * The block with a blank line after it. A problem that names none of these still gets the
     * blank line: Popeye 4.104 prints it whatever the block holds (two blank lines above the board).
     */
    static String of(Metadata m) {
        List<String> lines = new ArrayList<>(m.authors());
        lines.addAll(m.origins());
        if (!m.award().isEmpty()) {
            lines.add(m.award());
        }
        lines.addAll(m.titles());
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            int width = line.getBytes(StandardCharsets.UTF_8).length;
            out.append(" ".repeat(Math.max(0, (BOARD_WIDTH - width) / 2))).append(line).append('\n');
        }
        return out.append('\n').toString();
    }
}
