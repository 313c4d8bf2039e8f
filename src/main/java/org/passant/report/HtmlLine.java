package org.passant.report;

import java.util.ArrayList;
import java.util.List;

/**
 * One line of a solution tree as the HTML report shows it: the words and moves the text report
 * prints on that line, and the lines indented beneath it, which fold under it. Built in place by
 * {@link HtmlTree} (hence the growing lists), then only read by the template.
 *
 * @param tokens   the line, in order: moves and words ("threat:", "but", "/")
 * @param children the lines beneath it
 * @param marks    what to highlight: "key", "try", "cook", "dual", "refutation", "set", "solution" (a line of help or series play)
 * @param depth    0 for a first move or a heading, one more per level beneath
 */
public record HtmlLine(List<Token> tokens, List<HtmlLine> children, List<String> marks, int depth) {
    /** Folded lines below this depth start closed; a #2 shows at once, a long tree level by level. */
    static final int OPEN_DEPTH = 2;

    /**
     * A move or a word of a line.
     *
     * @param text  the move as written ("1.hxg6 e.p.!", "2...Kxd4") or the word
     * @param fen   for a move, the position after it (drawn when the move is chosen); null for a word
     */
    public record Token(String text, String fen) {
        public boolean move() {
            return fen != null;
        }
    }

    static HtmlLine at(int depth) {
        return new HtmlLine(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), depth);
    }

    HtmlLine move(String text, String fenAfter) {
        tokens.add(new Token(text, fenAfter));
        return this;
    }

    HtmlLine word(String text) {
        tokens.add(new Token(text, null));
        return this;
    }

    HtmlLine mark(String mark) {
        if (!marks.contains(mark)) {
            marks.add(mark);
        }
        return this;
    }

    /** A new line beneath this one. */
    HtmlLine child() {
        HtmlLine child = at(depth + 1);
        children.add(child);
        return child;
    }

    /** Whether the line starts unfolded. */
    public boolean open() {
        return depth < OPEN_DEPTH;
    }
}
