package org.passant.solve;

import java.util.Locale;

/**
 * What became of one problem, as a batch records and counts it: a finding about a solved problem
 * ({@link Verdict.Kind}), or why it was not solved. Each has one user word, the one written to
 * results files and summaries and read back by {@code --resume} and {@code --fail-on}.
 */
public enum ProblemVerdict {
    SOUND,
    COOKED,
    NO_SOLUTION,
    SHORT_SOLUTION,
    /** Help play with fewer solutions than the problem states. */
    TOO_FEW_SOLUTIONS,
    /** Help play solved, its number of solutions not stated: counted, neither sound nor cooked. */
    SOLVED,
    ILLEGAL,
    UNFINISHED,
    /** The stipulation or an option asks for something this solver does not do. */
    UNSUPPORTED,
    /** The problem could not be read or set up, or the solver failed on it. */
    ERROR;

    /** The user's word: "no solution", "sound". */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The verdict for a word as written by {@link #word()}, or with '-' for ' ' ("no-solution"). */
    public static ProblemVerdict ofWord(String word) {
        String normal = word.strip().toLowerCase(Locale.ROOT).replace('-', ' ');
        for (ProblemVerdict verdict : values()) {
            if (verdict.word().equals(normal)) {
                return verdict;
            }
        }
        throw new IllegalArgumentException("unknown verdict '" + word + "'");
    }

    /** The finding about a problem that was solved. */
    public static ProblemVerdict of(Verdict.Kind kind) {
        return switch (kind) {
            case SOUND -> SOUND;
            case COOKED -> COOKED;
            case NO_SOLUTION -> NO_SOLUTION;
            case SHORT_SOLUTION -> SHORT_SOLUTION;
            case ILLEGAL -> ILLEGAL;
            case UNFINISHED -> UNFINISHED;
            case TOO_FEW_SOLUTIONS -> TOO_FEW_SOLUTIONS;
            case SOLVED -> SOLVED;
        };
    }

    /** A flaw of the problem itself, as opposed to a limit of the solver or of the search. */
    public boolean unsound() {
        return this == COOKED || this == NO_SOLUTION || this == SHORT_SOLUTION || this == TOO_FEW_SOLUTIONS
                || this == ILLEGAL;
    }

    @Override
    public String toString() {
        return word();
    }
}
