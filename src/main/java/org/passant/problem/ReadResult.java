package org.passant.problem;

import java.util.List;

/**
 * Everything read from one source: the problems in input order (twins expanded) and the errors of
 * the problems or twins that had to be skipped, also in input order.
 */
public record ReadResult(List<Problem> problems, List<ProblemFileError> errors) {

    public ReadResult {
        problems = List.copyOf(problems);
        errors = List.copyOf(errors);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}
