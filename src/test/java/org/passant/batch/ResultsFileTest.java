package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

    /**
     * --continue: the last record of a problem decides whether it is unfinished (a problem taken up
     * and finished has its finished record after the stopped one); a plain --resume keeps no records.
     */
    @Test
    void theLastRecordOfAProblemSaysWhetherItIsUnfinishedAndOnlyContinuingKeepsIt() throws Exception {
        Path file = dir.resolve("results.jsonl");
        Outcome stopped = new Outcome("c/1", "c.inp", 1, ProblemVerdict.UNFINISHED, List.of(), List.of(), true, 12, 3456,
                List.of(), List.of("the search was stopped"));
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(stopped);
            results.write(stopped.withId("c/2"));
            results.write(outcome("c/2", 1));
        }
        try (ResultsFile continuing = ResultsFile.open(file, true, true)) {
            assertEquals(stopped, continuing.unfinished("c.inp", 1, "c/1"));
            assertEquals(null, continuing.unfinished("c.inp", 1, "c/2"), "taken up and finished");
            assertTrue(continuing.isDone("c.inp", 1, "c/1"));
        }
        try (ResultsFile resumed = ResultsFile.open(file, true)) {
            assertEquals(null, resumed.unfinished("c.inp", 1, "c/1"));
            assertEquals(2, resumed.doneCount());
        }
    }

    /**
     * Standard output as the results: each record reaches the stream as soon as it is written (a
     * buffer that is never flushed by itself shows it), in UTF-8 whatever the stream's charset.
     */
    @Test
    void onAStreamEachRecordIsFlushedAsItIsWrittenInUtf8() throws Exception {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.PrintStream stdout = new java.io.PrintStream(new java.io.BufferedOutputStream(bytes, 1 << 16), false,
                StandardCharsets.US_ASCII);
        ResultsFile results = ResultsFile.onStream(stdout);
        results.write(outcome("Müller/1", 1));
        assertEquals(1, bytes.toString(StandardCharsets.UTF_8).lines().count(), "the first record, before the second is written");
        results.write(outcome("c/2", 9));
        results.close();
        stdout.println("after"); // close leaves the stream open
        stdout.flush();
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("{\"id\":\"Müller/1\","), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"id\":\"c/2\","), lines.get(1));
        assertEquals("after", lines.get(2));
    }

    /** A closed pipe (the reader gone) is a failed write, as a full disk is for a file: the batch counts it. */
    @Test
    void aStreamThatCannotBeWrittenFailsTheWrite() {
        java.io.PrintStream closed = new java.io.PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("Broken pipe");
            }
        }, true, StandardCharsets.UTF_8);
        ResultsFile results = ResultsFile.onStream(closed);
        assertThrows(java.io.IOException.class, () -> results.write(outcome("c/1", 1)));
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

    /**
     * A long problem stopped by --max-time: the record keeps the first moves still open, a key
     * whose tree was not built with the length it forces mate within, and reads back the same.
     */
    @Test
    void anUnfinishedRecordKeepsItsOpenFirstMovesAndReadsThemBack() throws Exception {
        Path file = dir.resolve("results.jsonl");
        Outcome stopped = new Outcome("m/3912", "m.epd", 1, ProblemVerdict.UNFINISHED, List.of(), List.of(), true, 30000, 123,
                List.of(), List.of("the search was stopped after 30.0 s; only what is listed was proven"))
                .withOpenFirstMoves(List.of(new RecordedOpenMove("Rc5+", true, 9, false),
                        new RecordedOpenMove("Nc1", true, null, null), new RecordedOpenMove("a5", false, null, null)));
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(stopped);
        }
        String line = Files.readString(file);
        assertTrue(line.contains("\"openFirstMoves\":[{\"move\":\"Rc5+\",\"beingExamined\":true,\"forcesWithin\":9,"
                + "\"lengthSettled\":false},{\"move\":\"Nc1\",\"beingExamined\":true},"), line);
        assertEquals(List.of(stopped), ResultsFile.readAll(file));
        assertFalse(Files.readString(writeOne(outcome("c/7", 60))).contains("openFirstMoves"),
                "a finished problem's record has no such field");
    }

    private Path writeOne(Outcome o) throws Exception {
        Path file = dir.resolve("one.jsonl");
        try (ResultsFile results = ResultsFile.open(file, false)) {
            results.write(o);
        }
        return file;
    }
}
