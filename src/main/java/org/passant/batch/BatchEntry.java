package org.passant.batch;

import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;

/** One item of a batch in input order: a problem to solve, or one that could not be read. */
public sealed interface BatchEntry {
    String file();

    int line();

    String id();

    default String location() {
        return file() + ":" + line();
    }

    /**
     * @param earlier the record of an earlier run that a stop left unfinished, to be taken up
     *                again ({@code --continue}); null to solve from the start
     */
    record ToSolve(Problem problem, String file, Outcome earlier) implements BatchEntry {
        public ToSolve(Problem problem, String file) {
            this(problem, file, null);
        }

        /** The same problem, taken up where {@code record} stopped. */
        public ToSolve continuing(Outcome record) {
            return new ToSolve(problem, file, record);
        }

        @Override
        public int line() {
            return problem.source().line();
        }

        @Override
        public String id() {
            return problem.id();
        }
    }

    record Unreadable(ProblemFileError error) implements BatchEntry {
        @Override
        public String file() {
            return error.file();
        }

        @Override
        public int line() {
            return error.line();
        }

        @Override
        public String id() {
            return error.problemId();
        }

        public String reason() {
            return error.reason();
        }
    }
}
