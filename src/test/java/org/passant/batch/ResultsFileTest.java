package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.passant.solve.ProblemVerdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsFileTest {
    @TempDir
    Path dir;

    private static Outcome outcome(String id, int line) {
        return new Outcome(id, "c.inp", line, ProblemVerdict.SOUND, List.of("d4"), List.of(), false, 12, 3456, List.of(), List.of());
    }

    @Test
    void aResumedRunSkipsWhatIsRecordedAndDropsACutOffLastLine() throws Exception {
        Path file = dir.resolve("results.jsonl");
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(outcome("c/1", 1));
            results.write(outcome("c/2", 9));
        }
        // An interrupted run leaves half a record behind.
        Files.writeString(file, "{\"id\":\"c/3\",\"fi", StandardCharsets.UTF_8, StandardOpenOption.APPEND);

        try (ResultsFile resumed = ResultsFile.open(file, true)) {
            assertEquals(2, resumed.doneCount());
            assertTrue(resumed.isDone("c.inp", 9, "c/2"));
            assertFalse(resumed.isDone("c.inp", 20, "c/3"));
            resumed.write(outcome("c/3", 20));
        }
        List<Outcome> all = ResultsFile.readAll(file);
        assertEquals(List.of("c/1", "c/2", "c/3"), all.stream().map(Outcome::id).toList());
        assertEquals(outcome("c/2", 9), all.get(1));
    }

    @Test
    void aFreshRunReplacesTheFile() throws Exception {
        Path file = dir.resolve("results.jsonl");
        Files.writeString(file, "old\n");
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(outcome("c/1", 1));
        }
        assertEquals(1, ResultsFile.readAll(file).size());
    }

    @Test
    void aVerdictIsWrittenAsItsUserWordAndReadBackAsTheSameVerdict() throws Exception {
        Path file = dir.resolve("results.jsonl");
        Outcome unsolved = new Outcome("c/4", "c.inp", 30, ProblemVerdict.NO_SOLUTION, List.of(), List.of("Qd4? Kb1!"),
                false, 5, 10, List.of(), List.of());
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(unsolved);
        }
        assertTrue(Files.readString(file).contains("\"verdict\":\"no solution\""), Files.readString(file));
        assertEquals(List.of(unsolved), ResultsFile.readAll(file));
    }

    @Test
    void aRestrictedVerdictKeepsItsWordAndNamesTheOptionsWhileAnOrdinaryRecordStaysAsItWas() throws Exception {
        Path file = dir.resolve("results.jsonl");
        Outcome restricted = new Outcome("c/5", "c.inp", 40, ProblemVerdict.SOUND, List.of("Qf7+"), List.of(), false, 5, 10,
                List.of(), List.of(), List.of("Threat 1", "MaxFlightsquares 1"));
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(restricted);
            results.write(outcome("c/6", 50));
        }
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.get(0).contains("\"verdict\":\"sound\"") && lines.get(0).contains(
                "\"restricted\":[\"Threat 1\",\"MaxFlightsquares 1\"]"), lines.get(0));
        assertFalse(lines.get(1).contains("restricted"), "no field when no option pruned the search: " + lines.get(1));
        assertEquals(List.of(restricted, outcome("c/6", 50)), ResultsFile.readAll(file));
        assertEquals("sound under Threat 1, MaxFlightsquares 1", restricted.verdictWords());
    }
}
