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

    record ToSolve(Problem problem, String file) implements BatchEntry {
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
