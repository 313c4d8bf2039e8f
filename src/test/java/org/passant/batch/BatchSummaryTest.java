package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.passant.solve.ProblemVerdict;

/** The summary of a batch stays the size of a page, whatever the size of the batch. */
class BatchSummaryTest {
    @Test
    void aMillionBrokenLinesAreCountedAndTheFirstHundredNamed() {
        BatchSummary summary = new BatchSummary();
        for (int i = 1; i <= 1_000_000; i++) {
            summary.add(Outcome.error("junk/" + i, "junk.epd", i, "not a FEN"));
        }
        summary.add(new Outcome("ok", "junk.epd", 0, ProblemVerdict.SOUND, List.of("Qa8#"), List.of(), false, 7, 1,
                List.of(), List.of()));
        String text = summary.render();
        assertTrue(text.contains("problems  1000001"), text);
        assertTrue(text.contains("junk/100: not a FEN") && !text.contains("junk/101:"), "a hundred named");
        assertTrue(text.contains("... and 999900 more"), text);
        assertEquals(Set.of("error", "sound"), summary.counts().keySet());
        assertTrue(summary.any(Set.of(ProblemVerdict.SOUND)));
        assertTrue(text.lines().count() < 120, "one page");
    }

    @Test
    void recordsThatCouldNotBeWrittenAreCountedWithTheFirstReasonAndNoAdviceThatMayNotApply() {
        BatchSummary summary = new BatchSummary();
        Outcome solved = new Outcome("ok", "a.inp", 1, ProblemVerdict.SOUND, List.of("Qa8#"), List.of(), false, 7, 1,
                List.of(), List.of());
        summary.add(solved);
        summary.unwritten(solved, "No space left on device");
        summary.unwritten(solved, "No space left on device");
        String text = summary.render();
        assertTrue(text.contains("  NOT IN THE RESULTS 2 (first: a.inp:1 ok: No space left on device)"), text);
        assertTrue(!text.contains("--resume"), "--resume is refused when the records go to standard output");
    }

    @Test
    void aProblemSolvedUnderAPruningOptionIsCountedSoundAndNamedRestricted() {
        BatchSummary summary = new BatchSummary();
        summary.add(new Outcome("lindgren", "ep.inp", 1, ProblemVerdict.SOUND, List.of("Qf7+"), List.of(), false, 1100, 707_509,
                List.of(), List.of(), List.of("Threat 1", "MaxFlightsquares 1")));
        String text = summary.render();
        assertEquals(Set.of("sound"), summary.counts().keySet(), "the verdict word stays sound");
        assertTrue(text.contains("  restricted            1  (solved under Threat, MaxFlightsquares or NonTrivial"), text);
        assertTrue(text.contains("lindgren                 ep.inp:1  sound under Threat 1, MaxFlightsquares 1"), text);
    }
}
