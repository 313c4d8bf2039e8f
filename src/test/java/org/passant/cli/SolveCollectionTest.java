package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.batch.Outcome;
import org.passant.batch.ResultsFile;
import org.passant.solve.ProblemVerdict;

/** {@code ./solver solve FILE...} as a user runs it: verdicts, broken problems, results file, exit status. */
class SolveCollectionTest {
    @TempDir
    Path dir;

    private Path collection() throws Exception {
        return ThreeMatesInOne.writeTo(dir);
    }

    @Test
    void aBrokenProblemIsReportedWithFileAndLineAndTheBatchGoesOn() throws Exception {
        CommandRun run = CommandRun.of("solve", collection().toString(), "--jobs", "2");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("three.inp:5"), run.out());
        assertTrue(run.out().contains("1.Qc8#") || run.out().contains("1.Qh1#") || run.out().contains("Qc8#"), run.out());
        assertTrue(run.out().contains("1.Rd8#"), run.out());
        int first = run.out().indexOf("three/1");
        int third = run.out().indexOf("three/3");
        assertTrue(first >= 0 && third > first, "results in input order:\n" + run.out());
        assertTrue(run.out().contains("Summary"), run.out());
    }

    @Test
    void failOnTurnsAVerdictIntoExitStatusOne() throws Exception {
        Path file = dir.resolve("cooked.fen");
        // Kb6 Qc1 + Rd1 vs Ka8: Qc8#, Qh1#?, Rd8# ... several mates in one: cooked.
        Files.writeString(file, "k7/8/1K6/8/8/8/8/2QR4 w - - 0 1\n");
        CommandRun run = CommandRun.of("solve", file.toString(), "--stip", "#1", "--fail-on", "cooked");
        assertEquals(1, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("cooked"), run.out());
    }

    @Test
    void resultsFileHoldsOneRecordPerProblemAndResumeSkipsThem() throws Exception {
        Path results = dir.resolve("out/results.jsonl");
        Path input = collection();
        CommandRun first = CommandRun.of("solve", input.toString(), "--keys", "--out", results.toString());
        assertEquals(0, first.status(), first.err());
        List<Outcome> outcomes = ResultsFile.readAll(results);
        assertEquals(3, outcomes.size());
        assertEquals(ProblemVerdict.ERROR, outcomes.get(1).verdict());
        assertTrue(Files.readString(results).contains("\"verdict\":\"error\""), "the file keeps the word");
        assertFalse(outcomes.get(1).errors().isEmpty());
        assertEquals(List.of("Rd8#"), outcomes.get(2).keys());

        CommandRun again = CommandRun.of("solve", input.toString(), "--keys", "--out", results.toString(), "--resume");
        assertEquals(0, again.status(), again.err());
        assertTrue(again.out().contains("3 already done"), again.out());
        assertEquals(3, ResultsFile.readAll(results).size());
    }

    @Test
    void shardsSplitTheCollection() throws Exception {
        Path input = collection();
        CommandRun one = CommandRun.of("solve", input.toString(), "--keys", "--shard", "1/2");
        CommandRun two = CommandRun.of("solve", input.toString(), "--keys", "--shard", "2/2");
        assertTrue(one.out().contains("three/1") && one.out().contains("three/3") && !one.out().contains("three/2 "), one.out());
        assertTrue(two.out().contains("three.inp:5") && !two.out().contains("three/1"), two.out());
    }

    @Test
    void usageErrorsAreOneLineWithStatusTwo() throws Exception {
        CommandRun missing = CommandRun.of("solve", dir.resolve("nope.inp").toString());
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("no such file"), missing.err());
        assertEquals(1, missing.err().strip().lines().count(), missing.err());

        CommandRun badShard = CommandRun.of("solve", collection().toString(), "--shard", "3/2");
        assertEquals(2, badShard.status());
        assertTrue(badShard.err().contains("--shard"), badShard.err());

        CommandRun badFen = CommandRun.of("solve", "8/8/8/8/8/8/8/9 w - - 0 1", "--stip", "#2");
        assertEquals(2, badFen.status());
        assertTrue(badFen.err().contains("bad FEN"), badFen.err());

        CommandRun unknown = CommandRun.of("solve", collection().toString(), "--frobnicate");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("frobnicate"), unknown.err());
        assertFalse(unknown.err().contains("Usage:"), "the message, not the whole usage text: " + unknown.err());
        assertTrue(unknown.err().strip().lines().count() <= 3, unknown.err());
    }
}
