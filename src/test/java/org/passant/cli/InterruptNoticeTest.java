package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.passant.batch.Outcome;
import org.passant.batch.ResultsFile;
import org.passant.solve.ProblemVerdict;

/** Ctrl-C during a batch: what was finished, what the results file holds, and the command that resumes. */
class InterruptNoticeTest {
    @Test
    void withAResultsFileTheNoticeGivesTheResumeCommand(@TempDir Path dir) throws IOException {
        Path results = dir.resolve("results.jsonl");
        Files.writeString(results, "{\"id\":\"a\"}\n{\"id\":\"b\"}\n{\"id\":\"c\", \"cut");
        InterruptNotice notice = new InterruptNotice(List.of("solve", "my problems.epd", "--out", results.toString()), results,
                () -> 2, 40, 0);
        assertEquals("passant: interrupted after 2 of 40 problems.\n"
                + "passant: " + results + " holds 2 problems, one JSON line each.\n"
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
        // --continue when the stop caught a problem being solved (recorded unfinished), else --resume.
        assertTrue(err.matches("(?s).*passant: to go on where it stopped: ./solver solve problems/bench.epd --jobs 1 --hash 8 --out "
                + java.util.regex.Pattern.quote(results.toString()) + " --(resume|continue)\n.*"), err);
    }

    /**
     * SIGINT while a long problem is being solved: it is stopped as at --max-time and recorded as
     * unfinished, with its open first moves, before the process ends with 130; the notice offers
     * --continue, which takes it up.
     */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void sigintStopsTheProblemBeingSolvedAndRecordsItForContinue(@TempDir Path dir) throws Exception {
        // Howard 1938 (#3) is solved at once; matetrack-4521 (#10) takes minutes.
        Path problems = Files.writeString(dir.resolve("two.epd"),
                "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - bm #3; id \"howard\";\n"
                + "8/KN3p2/pNkP1pr1/4P2p/P3Rp2/4n1p1/r2p4/5Bq1 w - - bm #10; id \"matetrack-4521\";\n");
        Path results = dir.resolve("results.jsonl");
        String err = interruptAfterFirstProblem("solve", problems.toString(), "--keys", "--jobs", "1", "--hash", "8", "--out",
                results.toString());
        assertTrue(err.contains("passant: interrupted: stopping the problems being solved"), err);
        assertTrue(err.contains("1 problem was stopped while being solved and recorded as unfinished"), err);
        assertTrue(err.contains("passant: to go on where it stopped: ./solver solve " + problems + " --keys --jobs 1 --hash 8 --out "
                + results + " --continue\n"), err);
        List<Outcome> records = ResultsFile.readAll(results);
        assertEquals(2, records.size(), records.toString());
        Outcome stopped = records.get(1);
        assertEquals("matetrack-4521", stopped.id());
        assertEquals(ProblemVerdict.UNFINISHED, stopped.verdict());
        assertFalse(stopped.openFirstMoves().isEmpty(), stopped.toString());

        CommandRun taken = CommandRun.of("solve", problems.toString(), "--keys", "--jobs", "1", "--hash", "8", "--max-time", "1",
                "--out", results.toString(), "--continue");
        assertEquals(0, taken.status(), taken.err());
        assertTrue(taken.out().contains("1 already done"), taken.out());
        assertEquals(3, ResultsFile.readAll(results).size(), "the stopped problem taken up, and only it");
    }

    /** A report stopped by SIGINT: the resume command is the report's own, and no half report is left. */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void sigintDuringAReportGivesTheReportsResumeCommandAndLeavesNoReport(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results.jsonl");
        Path html = dir.resolve("bench.html");
        String err = interruptAfterFirstProblem("report", "problems/bench.epd", "-o", html.toString(), "--jobs", "1", "--hash", "8",
                "--out", results.toString());
        assertTrue(err.matches("(?s).*passant: to go on where it stopped: ./solver report problems/bench.epd -o "
                + java.util.regex.Pattern.quote(html + " --jobs 1 --hash 8 --out " + results) + " --(resume|continue)\n.*"), err);
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
