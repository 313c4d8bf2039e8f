package org.passant.report;

/**
 * One row of the HTML report's index, kept while the rest of the problem is already written out
 * (so that a report of thousands of problems holds only its rows in memory). Public only so that
 * the template engine can read it.
 */
public record HtmlIndexRow(int number, String anchor, String id, String authors, String origins, String stipulation,
                           String pieces, int pieceTotal, String verdict, String verdictClass, String keys, long millis,
                           String time) {
    static HtmlIndexRow of(HtmlProblem p, HtmlNotation notation) {
        return new HtmlIndexRow(p.number(), p.anchor(), p.id() + (p.twin().isEmpty() ? "" : " (twin " + p.twin() + ")"),
                String.join(", ", p.authors()), String.join("; ", p.origins()), p.stipulation(), p.pieces(), p.pieceTotal(),
                p.verdict(), p.verdictClass(), notation.move(p.keys()), p.millis(), p.time());
    }
}
