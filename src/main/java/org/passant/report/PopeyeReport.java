package org.passant.report;

import java.io.PrintStream;
import java.util.List;
import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ProblemResult;
import org.passant.solve.RightsPart;

/**
 * What Popeye 4.104 prints, on standard output, so that {@code diff} against Popeye's own output
 * is empty when the trees agree: per problem the author block, the board, the stipulation line,
 * the twins as {@code a)}, {@code b) wPe5-->c5}, each solution, and {@code solution finished.}
 * once after the last twin. Everything Popeye does not print goes to standard error, each line
 * naming its problem by file:line and id: the retro findings behind the rights, the parts of a
 * partial retro analysis, problems refused or unreadable, and the summary of a batch.
 */
final class PopeyeReport implements Report {
    /** Said for a problem of two-move turns, which this layout cannot show. */
    static final String NO_TURNS = "not shown: the Popeye layout has no turns (Popeye solves neither double-move nor"
            + " Marseillais chess); use --format text or json, or --html";

    private final PrintStream out;
    private final PrintStream err;
    private final PopeyeFormat trees = new PopeyeFormat();
    /** The problem whose "solution finished." is still to come (its twins may follow), or null. */
    private Problem open;
    private Problem previousTwin;

    PopeyeReport(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void problem(ProblemResult result) {
        if (result.problem().variant().hasTwoMoveTurns()) {
            // Popeye solves neither double-move nor Marseillais chess: its layout has no turns to copy.
            print(close());
            open = null;
            note(result.problem(), NO_TURNS);
            return;
        }
        Problem problem = result.problem();
        boolean nextTwin = open != null && problem.isTwin() && !problem.twinLabel().equals("a")
                && problem.source().equals(open.source());
        StringBuilder text = new StringBuilder();
        if (!nextTwin) {
            text.append(close());
            open = problem;
        }
        if (result instanceof ProblemResult.Solved solved) {
            if (!nextTwin) {
                text.append(remarks(problem)).append('\n').append(PopeyeHeader.of(problem.metadata())).append(diagram(solved))
                        .append(exclusiveCastlingLine(problem));
                if (problem.isTwin()) {
                    text.append('\n');
                }
            }
            text.append(twin(problem)).append(solution(solved)).append('\n');
        } else {
            // The diagram as Popeye shows it, and no solution: the reason is on standard error.
            ProblemResult.Refused refused = (ProblemResult.Refused) result;
            if (!nextTwin) {
                text.append(remarks(problem)).append('\n').append(PopeyeHeader.of(problem.metadata()))
                        .append(trees.diagram(problem.fen(), problem.stipulation().toString(), 0)).append('\n');
            }
            text.append(twin(problem)).append(problem.isTwin() ? "\n" : "");
            note(problem, refused.verdict().word() + ": " + refused.reason());
        }
        previousTwin = problem;
        print(text);
    }

    @Override
    public void unreadable(ProblemFileError error) {
        print(close());
        open = null;
        err.println(error.file() + ":" + error.line() + ": " + (error.problemId().isEmpty() ? "" : "[" + error.problemId() + "] ")
                + error.reason() + " (skipped)");
    }

    @Override
    public void end(String summary) {
        print(close());
        open = null;
        err.print(summary);
        err.flush();
    }

    /**
     * The {@code Remark} lines of the problem that opens a board's block, each as written: Popeye
     * prints a remark as it reads it, so above the blank line that opens the block. The remarks a
     * twin adds after its {@code Twin} line Popeye prints between the twins; those are not printed
     * here yet (a first twin's own remarks, after {@code ZeroPosition}, come out with the problem's).
     */
    private static String remarks(Problem problem) {
        StringBuilder text = new StringBuilder();
        for (String remark : problem.metadata().remarks()) {
            text.append(remark).append('\n');
        }
        return text.toString();
    }

    private String close() {
        return open == null ? "" : "solution finished.\n\n\n";
    }

    private String twin(Problem problem) {
        return problem.isTwin() ? PopeyeTwinLine.of(problem, open, previousTwin == open ? null : previousTwin) + "\n" : "";
    }

    /**
     * Popeye names the castlings a problem makes exclude one another under the stipulation line,
     * all pairs on one line, white rook a1 before h1, then black rook a8 before h8.
     */
    private static String exclusiveCastlingLine(Problem problem) {
        List<String> pairs = problem.options().mutuallyExclusiveCastlings().stream()
                .map(p -> p.whiteRookSquare() + p.blackRookSquare()).distinct().sorted().toList();
        return pairs.isEmpty() ? "" : "CastlingMutuallyExclusive " + String.join(" ", pairs) + "\n";
    }

    private String diagram(ProblemResult.Solved solved) {
        ConventionalSolution s = solved.solution();
        return s.parts().isEmpty()
                ? trees.diagram(solved.fen(), solved.stipulation().toString(), 0)
                : trees.diagram(s.parts().get(0).tree());
    }

    /** The findings under the stipulation line, a blank line, and each part's tree (parts named on stderr). */
    private String solution(ProblemResult.Solved solved) {
        Problem problem = solved.problem();
        ConventionalSolution s = solved.solution();
        RightsNoteWords.notes(s).forEach(n -> note(problem, "retro: " + n));
        StringBuilder text = new StringBuilder();
        if (s.parts().isEmpty()) {
            RightsNoteWords.reasons(s).forEach(r -> text.append(r).append('\n'));
            return text.append('\n').toString();
        }
        text.append(PopeyeFormat.findings(s.parts().get(0).tree())).append('\n');
        if (s.partialRetroAnalysis()) {
            note(problem, "partial retro analysis: " + s.parts().size() + " parts, printed one after the other; sound only if every part is ("
                    + solved.verdict().word() + ")");
        }
        int k = 1;
        for (RightsPart part : s.parts()) {
            if (s.partialRetroAnalysis()) {
                note(problem, "part " + k++ + ": if " + RetroRightsWords.history(part) + " (" + PartRights.words(part) + ")");
            }
            text.append(trees.body(part.tree(), problem.options().intelligent()));
        }
        return text.toString();
    }

    /** A line on standard error about one problem: "file:line [id] what". */
    private void note(Problem problem, String what) {
        out.flush();
        err.println((problem.typedOnCommandLine() ? "" : problem.source() + ": [" + problem.id() + "] ") + what);
        err.flush();
    }

    private void print(CharSequence text) {
        out.print(text);
        out.flush();
    }
}
