package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.passant.problem.Metadata;
import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;
import org.passant.retro.EnPassantVerdict;
import org.passant.retro.Retraction;
import org.passant.retro.RetroReport;
import org.passant.retro.RightsCombination;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.RightsPart;
import org.passant.solve.SolutionTree;

/**
 * Everything the HTML report shows of one problem, as text and diagrams: the index row's fields,
 * the problem's data, the retro findings and the parts of its solution. Every sentence comes from
 * the words the text report uses ({@link RightsNoteWords}, {@link RetroRightsWords},
 * {@link RetroWords}, {@link TextFormat}'s verdict lines), so the two never disagree. Public only
 * so that the template engine can read it.
 *
 * @param number       its place in the report, from 1
 * @param id           the problem's id ("classics/2")
 * @param source       file and line
 * @param twin         "b: move c7 e7" for a twin, else ""
 * @param board        the diagram; null when the problem could not be read
 * @param retroNotes   the text report's "Retro:" lines
 * @param illegal      why the position is illegal (the text report's "Illegal position:" lines)
 * @param epReason     for a proven e.p. right, the full argument; else ""
 * @param before       the diagram before the proven last move, or null
 * @param partsIntro   under partial retro analysis, the text report's sentence on parts; else ""
 * @param overall      under partial retro analysis, "Verdict over all parts: ..."; else ""
 * @param message      why a problem was not solved (unsupported, error), else ""
 */
public record HtmlProblem(int number, String id, String source, String twin, List<String> authors, List<String> origins,
                          List<String> titles, String award, List<String> remarks, String stipulation, String verdict,
                          String keys, long millis, HtmlBoard board, List<String> retroNotes, List<String> illegal,
                          String epReason, HtmlBoard before, String beforeCaption, String partsIntro, List<HtmlPart> parts,
                          String overall, String message) {

    /** The anchor of the problem's section: "p-12". */
    public String anchor() {
        return "p-" + number;
    }

    /** The verdict as a CSS class and filter value: "no-solution". */
    public String verdictClass() {
        return verdict.replace(' ', '-');
    }

    public String time() {
        return String.format(Locale.ROOT, "%.2f s", millis / 1000.0);
    }

    /** Popeye's piece count, "8 + 10"; "" without a diagram. */
    public String pieces() {
        return board == null ? "" : board.count();
    }

    /** The number of pieces, for sorting. */
    public int pieceTotal() {
        return board == null ? 0 : board.pieces().size();
    }

    static HtmlProblem of(int number, ProblemResult result, HtmlNotation notation) {
        Problem p = result.problem();
        Metadata m = p.metadata();
        String twin = p.isTwin() ? p.twinLabel() + (p.twinning().isEmpty() ? "" : ": " + p.twinning()) : "";
        String source = p.typedOnCommandLine() ? "" : p.source().toString();
        if (!(result instanceof ProblemResult.Solved solved)) {
            ProblemResult.Refused refused = (ProblemResult.Refused) result;
            return new HtmlProblem(number, p.id(), source, twin, m.authors(), m.origins(), m.titles(), m.award(), m.remarks(),
                    p.stipulation().understood().map(st -> VariantWords.stipulation(st, p.variant()))
                            .orElse(p.stipulation().toString()), refused.verdict().word(), "", 0, board(p.fen()), List.of(), List.of(), "", null, "", "",
                    List.of(), "", refused.verdict().word() + ": " + refused.reason());
        }
        ConventionalSolution s = solved.solution();
        List<String> illegal = s.parts().isEmpty() ? RightsNoteWords.reasons(s) : List.of();
        RetroReport retro = s.retro();
        String epReason = retro != null && retro.enPassant().proven() ? RetroRightsWords.enPassantReason(retro.enPassant()) : "";
        HtmlBoard before = null;
        String beforeCaption = "";
        if (retro != null && retro.enPassant().proof() instanceof EnPassantVerdict.OnlyDoubleStep step) {
            before = HtmlBoard.before(solved.fen(), step.mover(), step.step());
            beforeCaption = before(step.mover(), step.step());
        }
        HtmlTree trees = new HtmlTree(notation);
        List<HtmlPart> parts = new ArrayList<>();
        boolean partial = s.partialRetroAnalysis();
        for (int k = 0; k < s.parts().size(); k++) {
            parts.add(part(solved.fen(), s.parts().get(k), partial ? k + 1 : 0, trees));
        }
        String intro = partial ? "Partial retro analysis: the solution has " + s.parts().size()
                + " parts, one per possible history; the problem is sound only if every part is." : "";
        String overall = partial ? "Verdict over all parts: " + solved.verdict().word() + "." : "";
        return new HtmlProblem(number, p.id(), source, twin, m.authors(), m.origins(), m.titles(), m.award(), m.remarks(),
                VariantWords.stipulation(solved.stipulation(), p.variant()), solved.verdict().word(), keys(s), solved.millis(),
                board(solved.fen()),
                RightsNoteWords.notes(s), illegal, epReason, before, beforeCaption, intro, parts, overall, "");
    }

    static HtmlProblem unreadable(int number, ProblemFileError error) {
        String id = error.problemId().isEmpty() ? "(unreadable)" : error.problemId();
        return new HtmlProblem(number, id, error.file() + ":" + error.line(), "", List.of(), List.of(), List.of(), "", List.of(), "",
                ProblemVerdict.ERROR.word(), "", 0, null, List.of(), List.of(), "", null, "", "", List.of(), "",
                error.reason() + " (skipped)");
    }

    private static HtmlPart part(String fen, RightsPart part, int number, HtmlTree trees) {
        SolutionTree tree = part.tree();
        String title = number == 0 ? "" : "Part " + number + ": if " + RetroRightsWords.history(part) + " (" + PartRights.words(part) + ")";
        HtmlBoard before = null;
        String caption = "";
        if (number > 0 && part.history() instanceof RightsCombination.LastMoveWas was
                && was.step().kind() == Retraction.Kind.DOUBLE_STEP) {
            before = HtmlBoard.before(fen, was.mover(), was.step());
            caption = before(was.mover(), was.step());
        }
        List<String> notes = tree.notes().stream().map(n -> "Note: " + n).toList();
        return new HtmlPart(title, before, caption, trees.lines(tree), notes, TextFormat.verdictLine(tree),
                TextFormat.dualLines(tree.verdict().duals()),
                String.format("Searched %,d moves in %.2f s.", tree.nodes(), tree.millis() / 1000.0));
    }

    /**
     * The keys of every part, as the verdict lines write them: "1.d4", "1.Ke6 | 1.hxg6 e.p.". Help
     * and series play has no key: its index column counts the solutions ("2 solutions"), which the
     * page lists in full.
     */
    private static String keys(ConventionalSolution s) {
        return s.parts().stream().map(p -> p.tree().help() ? solutionCount(p.tree())
                        : TextFormat.keyList(p.tree().verdict().keys(), p.tree().rules())).filter(k -> !k.isEmpty())
                .collect(Collectors.joining(" | "));
    }

    private static String solutionCount(SolutionTree tree) {
        int n = tree.helpSolutions().size();
        return n == 0 ? "" : n + (n == 1 ? " solution" : " solutions");
    }

    private static String before(int mover, Retraction step) {
        return "Before " + RetroWords.side(mover) + "'s last move " + RetroWords.move(step);
    }

    private static HtmlBoard board(String fen) {
        try {
            return HtmlBoard.of(fen);
        } catch (RuntimeException unreadableFen) {
            return null; // a refused problem's FEN may be what was wrong with it; its message says so
        }
    }
}
