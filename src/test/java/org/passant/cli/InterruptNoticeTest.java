package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C during a batch: what was finished, what the results file holds, and the command that resumes. */
class InterruptNoticeTest {
    @Test
    void withAResultsFileTheNoticeGivesTheResumeCommand(@TempDir Path dir) throws IOException {
        Path results = dir.resolve("results.jsonl");
        Files.writeString(results, "{\"id\":\"a\"}\n{\"id\":\"b\"}\n{\"id\":\"c\", \"cut");
        InterruptNotice notice = new InterruptNotice(List.of("solve", "my problems.epd", "--out", results.toString()), results,
                () -> 2, 40, 0);
        assertEquals("passant: interrupted after 2 of 40 problems.\n"
                + "passant: " + results + " holds 2 finished problems, one JSON line each.\n"
                + "passant: to go on where it stopped: ./solver solve 'my problems.epd' --out " + results + " --resume\n",
                notice.message());
    }

    @Test
    void withoutAResultsFileTheNoticeSaysNothingWasSavedAndHowToBeAbleToResume() {
        InterruptNotice notice = new InterruptNotice(List.of("solve", "big.epd", "--keys"), null, () -> 7, 100, 0);
        String message = notice.message();
        assertTrue(message.startsWith("passant: interrupted after 7 of 100 problems.\n"), message);
        assertTrue(message.contains("nothing was saved to a file (no --out)"), message);
        assertTrue(message.contains("./solver solve big.epd --keys --out results.jsonl"), message);
    }

    /** --out - kept nothing to resume from: the command to use next time names a file in its place. */
    @Test
    void withTheResultsOnStandardOutputTheNoticeOffersAFileInstead() {
        InterruptNotice notice = new InterruptNotice(List.of("solve", "big.epd", "--out", "-", "--keys"), null, () -> 7, 100, 0);
        String message = notice.message();
        assertTrue(message.contains("what was finished is on standard output; nothing was saved to a file"
                + " (--out was standard output).\n"), message);
        assertTrue(message.contains("to be able to resume next time: ./solver solve big.epd --keys --out results.jsonl,"), message);
        InterruptNotice joined = new InterruptNotice(List.of("solve", "big.epd", "--out=/dev/stdout"), null, () -> 7, 100, 0);
        assertTrue(joined.message().contains(": ./solver solve big.epd --out results.jsonl,"), joined.message());
    }

    @Test
    void aResumedRunCountsWhatTheEarlierRunDidAndDoesNotRepeatResume() {
        InterruptNotice notice = new InterruptNotice(List.of("solve", "big.epd", "--out", "r.jsonl", "--resume"), Path.of("r.jsonl"),
                () -> 1, 10, 5);
        String message = notice.message();
        assertTrue(message.startsWith("passant: interrupted after 1 of 10 problems (5 more were done by an earlier run).\n"), message);
        assertTrue(message.endsWith("./solver solve big.epd --out r.jsonl --resume\n"), message);
    }

    /** The real thing: a batch in its own JVM, stopped by SIGINT after its first problem. */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void sigintDuringABatchPrintsTheNoticeAndExits130(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results.jsonl");
        String err = interruptAfterFirstProblem("solve", "problems/bench.epd", "--jobs", "1", "--hash", "8", "--out", results.toString());
        assertTrue(err.contains("passant: interrupted after "), err);
        assertTrue(err.contains(results + " holds "), err);
        assertTrue(err.contains("passant: to go on where it stopped: ./solver solve problems/bench.epd --jobs 1 --hash 8 --out "
                + results + " --resume\n"), err);
    }

    /** A report stopped by SIGINT: the resume command is the report's own, and no half report is left. */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void sigintDuringAReportGivesTheReportsResumeCommandAndLeavesNoReport(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results.jsonl");
        Path html = dir.resolve("bench.html");
        String err = interruptAfterFirstProblem("report", "problems/bench.epd", "-o", html.toString(), "--jobs", "1", "--hash", "8",
                "--out", results.toString());
        assertTrue(err.contains("passant: to go on where it stopped: ./solver report problems/bench.epd -o " + html
                + " --jobs 1 --hash 8 --out " + results + " --resume\n"), err);
        try (var left = Files.list(dir)) {
            assertEquals(List.of(results), left.toList(), "the report and its temporary files are gone");
        }
    }

    /**
     * Runs the command in a JVM of its own, sends it SIGINT once it reports its first problem
     * finished, and returns what it wrote to standard error, having checked it exited with 130.
     */
    private static String interruptAfterFirstProblem(String... command) throws Exception {
        List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss16m",
                "-cp", System.getProperty("java.class.path"), "org.passant.cli.Main"));
        line.addAll(List.of(command));
        Process p = new ProcessBuilder(line).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        StringBuilder err = new StringBuilder();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            String text;
            while ((text = in.readLine()) != null && !text.startsWith("[1/")) {
                err.append(text).append('\n');
            }
            new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
            while ((text = in.readLine()) != null) {
                err.append(text).append('\n');
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(130, p.exitValue(), err.toString());
        return err.toString();
    }
}
