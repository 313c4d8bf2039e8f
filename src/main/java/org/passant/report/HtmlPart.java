package org.passant.report;

import java.util.List;

/**
 * One part of a problem's solution in the HTML report (the only part, unless the retro analysis
 * is partial), in the text report's words. Public only so that the template engine can read it.
 *
 * @param title    "Part 2: if Black's last move was g7-g5 (castling -, e.p. on g6)", or "" for the only part
 * @param before   the diagram before the last move this part's history names, or null
 * @param beforeCaption what {@code before} shows
 * @param lines    the solution tree
 * @param notes    "Note: ..." lines
 * @param verdict  "Verdict: sound, key 1.d4."
 * @param duals    "Duals (2):" and one line per dual, or none
 * @param searched "Searched 13,363 moves in 0.59 s."
 */
public record HtmlPart(String title, HtmlBoard before, String beforeCaption, List<HtmlLine> lines, List<String> notes,
                       String verdict, List<String> duals, String searched) {
}
