package org.passant.solve;

import java.util.Objects;
import org.passant.problem.Problem;
import org.passant.problem.Stipulation;

/**
 * What solving one problem gave: the solution under the conventions, or the reason it was not
 * attempted. Carries the problem (id, metadata, twin, source), so that a report can be written
 * from the result alone.
 */
public sealed interface ProblemResult {

    Problem problem();

    ProblemVerdict verdict();

    /** Solving time in milliseconds; 0 when nothing was solved. */
    long millis();

    /** Moves the search played; 0 when nothing was solved. */
    long nodes();

    /**
     * Solved.
     *
     * @param fen         the diagram as solved, normalised by the board
     * @param stipulation what was solved: the problem's, with "bm #-n" read as #(n+1) after the key
     * @param solution    retro findings, the parts and the verdict over them
     */
    record Solved(Problem problem, String fen, Stipulation stipulation, ConventionalSolution solution)
            implements ProblemResult {
        public Solved {
            Objects.requireNonNull(problem, "problem");
            Objects.requireNonNull(fen, "fen");
            Objects.requireNonNull(stipulation, "stipulation");
            Objects.requireNonNull(solution, "solution");
        }

        @Override
        public ProblemVerdict verdict() {
            return ProblemVerdict.of(solution.verdict());
        }

        @Override
        public long millis() {
            return solution.millis();
        }

        @Override
        public long nodes() {
            return solution.nodes();
        }
    }

    /** Not solved: {@link ProblemVerdict#UNSUPPORTED} or {@link ProblemVerdict#ERROR}, with the reason. */
    record Refused(Problem problem, ProblemVerdict verdict, String reason) implements ProblemResult {
        public Refused {
            Objects.requireNonNull(problem, "problem");
            Objects.requireNonNull(reason, "reason");
            if (verdict != ProblemVerdict.UNSUPPORTED && verdict != ProblemVerdict.ERROR) {
                throw new IllegalArgumentException("a refusal is unsupported or an error, not " + verdict);
            }
        }

        @Override
        public long millis() {
            return 0;
        }

        @Override
        public long nodes() {
            return 0;
        }
    }
}
