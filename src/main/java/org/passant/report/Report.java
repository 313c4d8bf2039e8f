package org.passant.report;

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

    /** A problem that could not be read; the batch goes on. */
    void unreadable(ProblemFileError error);

    /**
     * The end of a batch, with its summary in words (counts per verdict, times, problems not
     * solved). A format whose output is read by programs may leave the words out.
     */
    void end(String summary);
}
