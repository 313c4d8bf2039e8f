package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The verdicts of a batch and their words, written to results files and read back. */
class ProblemVerdictTest {

    @Test
    void eachVerdictHasTheWordResultsFilesHaveAlwaysUsed() {
        assertEquals(List.of("sound", "cooked", "no solution", "short solution", "too few solutions", "solved", "illegal", "unfinished",
                "unsupported", "error"), Arrays.stream(ProblemVerdict.values()).map(ProblemVerdict::word).toList());
    }

    @Test
    void aWordIsReadBackAlsoWithHyphensAsOnTheCommandLine() {
        for (ProblemVerdict verdict : ProblemVerdict.values()) {
            assertEquals(verdict, ProblemVerdict.ofWord(verdict.word()));
        }
        assertEquals(ProblemVerdict.SHORT_SOLUTION, ProblemVerdict.ofWord(" Short-Solution "));
        assertThrows(IllegalArgumentException.class, () -> ProblemVerdict.ofWord("stopped"));
    }

    @Test
    void unsoundMeansAFlawOfTheProblemNotALimitOfTheSolver() {
        assertEquals(List.of(ProblemVerdict.COOKED, ProblemVerdict.NO_SOLUTION, ProblemVerdict.SHORT_SOLUTION,
                ProblemVerdict.TOO_FEW_SOLUTIONS, ProblemVerdict.ILLEGAL), Arrays.stream(ProblemVerdict.values()).filter(ProblemVerdict::unsound).toList());
    }

    @Test
    void everyFindingOfTheSolverIsAVerdict() {
        for (Verdict.Kind kind : Verdict.Kind.values()) {
            assertEquals(kind.name(), ProblemVerdict.of(kind).name());
        }
    }
}
