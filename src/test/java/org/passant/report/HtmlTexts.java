package org.passant.report;

import java.util.List;

/** What the HTML tests read off a page or a drawn tree: its lines as text, and counts of a part. */
final class HtmlTexts {
    private HtmlTexts() {
    }

    /** The line and all lines below it, each as its tokens joined by spaces (no space before a turn's comma). */
    static void flatten(HtmlLine line, List<String> into) {
        StringBuilder text = new StringBuilder();
        for (HtmlLine.Token t : line.tokens()) {
            text.append(text.length() == 0 || t.text().equals(",") ? "" : " ").append(t.text());
        }
        into.add(text.toString());
        line.children().forEach(c -> flatten(c, into));
    }

    /** How many times {@code part} stands in {@code text}, overlapping ones included. */
    static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
