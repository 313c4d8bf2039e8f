package org.passant.report;

import java.io.PrintStream;
import java.util.List;
import org.passant.problem.ProblemFileError;
import org.passant.solve.ProblemResult;
import org.passant.text.Visible;

/** Reports made of others: two at once (the terminal and an HTML file), or the batch summary alone. */
public final class Reports {
    private Reports() {
    }

    /** Everything goes to {@code first}, then to {@code second}. */
    public static Report both(Report first, Report second) {
        return new Report() {
            @Override
            public void problem(ProblemResult result) {
                first.problem(result);
                second.problem(result);
            }

            @Override
            public void problem(ProblemResult result, List<String> runNotes) {
                first.problem(result, runNotes);
                second.problem(result, runNotes);
            }

            @Override
            public void unreadable(ProblemFileError error) {
                first.unreadable(error);
                second.unreadable(error);
            }

            @Override
            public void end(String summary) {
                first.end(summary);
                second.end(summary);
            }
        };
    }

    /** Only the summary at the end of a batch (which names the problems not solved, and why). */
    public static Report summaryOnly(PrintStream out) {
        return new Report() {
            @Override
            public void problem(ProblemResult result) {
            }

            @Override
            public void unreadable(ProblemFileError error) {
            }

            @Override
            public void end(String summary) {
                // It names problems by the ids their files give: shown to the terminal, never obeyed (as TextReport does).
                out.print(Visible.lines(summary));
                out.flush();
            }
        };
    }
}
