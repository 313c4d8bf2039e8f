package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.passant.solve.ProblemResult;

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

    /**
     * Asserts that every part of a solved problem reads in the HTML report line for line as in the
     * text report: the tree, the notes, the verdict, the duals and the count of moves searched.
     */
    static void assertReadsAsTheTextReport(ProblemResult.Solved solved, String id) {
        HtmlProblem html = HtmlProblem.of(1, solved, new HtmlNotation(false));
        for (int k = 0; k < html.parts().size(); k++) {
            HtmlPart part = html.parts().get(k);
            List<String> text = Arrays.stream(new TextFormat().format(solved.solution().parts().get(k).tree()).split("\n"))
                    .skip(2).map(String::strip).filter(l -> !l.isEmpty()).toList();
            List<String> shown = new ArrayList<>();
            part.lines().forEach(l -> flatten(l, shown));
            shown.addAll(part.notes());
            shown.add(part.verdict());
            part.duals().forEach(d -> shown.add(d.strip()));
            shown.add(part.searched());
            assertEquals(text, shown, id + " part " + (k + 1));
        }
    }
}
