package org.passant.report;

import java.util.List;
import org.passant.problem.ProblemFileError;
import org.passant.solve.ProblemResult;

/**
 * One output of a run in one {@link ReportFormat}: the whole result of each problem (the problem
 * itself, the retro findings, every part of the solution, the verdict) in input order, the problems
 * that could not be read, and at the end of a batch its summary. Called from one thread.
 */
public interface Report {
    /** A problem solved, or refused with its reason. */
    void problem(ProblemResult result);

    /**
     * As above, with notes about the run rather than the problem (taken up where an earlier run
     * stopped; what it kept for a later one), which the results record carries too. A format
     * that has no place for them leaves them out.
     */
    default void problem(ProblemResult result, List<String> runNotes) {
        problem(result);
    }

    /** A problem that could not be read; the batch goes on. */
    void unreadable(ProblemFileError error);

    /**
     * The end of a batch, with its summary in words (counts per verdict, times, problems not
     * solved). A format whose output is read by programs may leave the words out.
     */
    void end(String summary);
}
