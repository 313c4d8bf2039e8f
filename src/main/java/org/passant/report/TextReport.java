package org.passant.report;

import java.io.PrintStream;
import java.util.List;
import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ProblemResult;
import org.passant.solve.RightsPart;
import org.passant.text.Visible;

/**
 * A report for people: each problem read from a file under a header line naming it, then the
 * retro findings that decided the rights, the solution (one tree, or one per part under partial
 * retro analysis) and the verdict over all parts; at the end of a batch its summary. The trees are
 * in the problemist's short algebraic ({@link TextFormat}); Popeye's layout has a report of its
 * own ({@link PopeyeReport}).
 */
final class TextReport implements Report {
    private final PrintStream out;
    private final TextFormat trees = new TextFormat();

    TextReport(PrintStream out) {
        this.out = out;
    }

    @Override
    public void problem(ProblemResult result) {
        problem(result, List.of());
    }

    /** The run's notes follow the verdict, as the tree's own notes precede it. */
    @Override
    public void problem(ProblemResult result, List<String> runNotes) {
        Problem problem = result.problem();
        StringBuilder text = new StringBuilder();
        if (!problem.typedOnCommandLine()) {
            text.append(header(problem));
        }
        if (result instanceof ProblemResult.Solved solved) {
            text.append(solution(solved));
        } else {
            ProblemResult.Refused refused = (ProblemResult.Refused) result;
            text.append(refused.verdict().word()).append(": ").append(refused.reason()).append('\n');
        }
        for (String note : runNotes) {
            text.append("Note: ").append(note).append('\n');
        }
        if (!problem.typedOnCommandLine()) {
            text.append('\n');
        }
        print(text);
    }

    @Override
    public void unreadable(ProblemFileError error) {
        print(error.file() + ":" + error.line() + ": " + (error.problemId().isEmpty() ? "" : "[" + error.problemId() + "] ")
                + error.reason() + " (skipped)\n\n");
    }

    @Override
    public void end(String summary) {
        print(summary);
    }

    /** Problem files may hold escape sequences; the terminal shows them, it does not obey them. */
    private void print(CharSequence text) {
        out.print(Visible.lines(text));
        out.flush();
    }

    /** "=== id (twin b: move c7 e7)  author, source  [file:line]". */
    private static String header(Problem p) {
        StringBuilder sb = new StringBuilder("=== ").append(p.id());
        if (p.isTwin()) {
            sb.append(" (twin ").append(p.twinLabel()).append(p.twinning().isEmpty() ? "" : ": " + p.twinning()).append(')');
        }
        String who = String.join(", ", p.metadata().authors());
        String where = String.join("; ", p.metadata().origins());
        if (!who.isEmpty() || !where.isEmpty()) {
            sb.append("  ").append(who).append(who.isEmpty() || where.isEmpty() ? "" : ", ").append(where);
        }
        return sb.append("  [").append(p.source()).append("]\n").toString();
    }

    private String solution(ProblemResult.Solved solved) {
        ConventionalSolution s = solved.solution();
        StringBuilder out = new StringBuilder();
        if (s.parts().isEmpty()) {
            out.append(solved.stipulation()).append("  ").append(solved.fen()).append("\n\n");
            out.append("Illegal position:\n");
            RightsNoteWords.reasons(s).forEach(r -> out.append("    ").append(r).append('\n'));
            retroLines(s, out);
            return out.append("Verdict: illegal.\n").toString();
        }
        retroLines(s, out);
        if (!s.partialRetroAnalysis()) {
            return out.append(trees.format(s.parts().get(0).tree())).toString();
        }
        out.append("Partial retro analysis: the solution has ").append(s.parts().size())
                .append(" parts, one per possible history; the problem is sound only if every part is.\n\n");
        int k = 1;
        for (RightsPart part : s.parts()) {
            out.append("Part ").append(k++).append(": if ").append(RetroRightsWords.history(part)).append(" (")
                    .append(PartRights.words(part)).append(")\n");
            out.append(trees.format(part.tree())).append('\n');
        }
        out.append("Verdict over all parts: ").append(solved.verdict().word()).append(".\n");
        return out.toString();
    }

    private static void retroLines(ConventionalSolution s, StringBuilder out) {
        RightsNoteWords.notes(s).forEach(n -> out.append("Retro: ").append(n).append('\n'));
    }
}
