package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
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

/**
 * {@code --out -}: the results records, one JSON object a line, are all that standard output holds,
 * so that a program (jq) can read them as they come; the summary and progress are on standard error.
 */
class OutToStandardOutputTest {
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final String HOWARD_1938 = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";

    @TempDir
    Path dir;

    private Path collection() throws IOException {
        return ThreeMatesInOne.writeTo(dir);
    }

    /** Two hundred mates in one, more than a pipe's buffer of records. */
    private Path manyMatesInOne() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            lines.add("7k/8/6K1/8/8/8/8/R7 w - - bm #1; id \"m" + i + "\";");
        }
        return Files.write(dir.resolve("many.epd"), lines);
    }

    /** Runs the command with a standard output that takes one record's worth of bytes and then fails, like a pipe whose reader has gone. */
    private static CommandRun withStandardOutputClosedEarly(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        OutputStream closing = new OutputStream() {
            private int taken;

            @Override
            public void write(int b) throws IOException {
                if (++taken > 300) {
                    throw new IOException("Broken pipe");
                }
            }
        };
        synchronized (CommandRun.class) {
            try {
                System.setOut(new PrintStream(closing, true, StandardCharsets.UTF_8));
                System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
                int status = Main.run(args);
                return new CommandRun(status, "", err.toString(StandardCharsets.UTF_8));
            } finally {
                System.setOut(oldOut);
                System.setErr(oldErr);
            }
        }
    }

    @Test
    void aBatchStopsWhenItsReaderGoesAway() throws IOException {
        CommandRun run = withStandardOutputClosedEarly("solve", manyMatesInOne().toString(), "--keys", "--jobs", "1", "--out", "-");
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().contains("standard output was closed, or its disk is full: the run stopped after"), run.err());
        assertFalse(run.err().contains("problems  200"), "not all two hundred were solved: " + run.err());
    }

    @Test
    void retroStopsWhenItsReaderGoesAway() throws IOException {
        CommandRun run = withStandardOutputClosedEarly("retro", manyMatesInOne().toString(), "--out", "-");
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().contains("standard output was closed, or its disk is full: the run stopped"), run.err());
        assertFalse(run.err().startsWith("200 diagrams"), run.err());
    }

    /** Every line of standard output as a JSON object; a line of anything else (a report, a summary) fails the test. */
    private static List<JsonNode> records(String out) {
        assertTrue(out.isEmpty() || out.endsWith("\n"), "whole lines only: " + out);
        List<JsonNode> records = new ArrayList<>();
        for (String line : out.lines().toList()) {
            try {
                JsonNode record = JSON.readTree(line);
                assertTrue(record != null && record.isObject(), "not a JSON object: " + line);
                records.add(record);
            } catch (IOException e) {
                throw new AssertionError("a line of standard output that is not JSON: " + line + "\nin:\n" + out, e);
            }
        }
        return records;
    }

    private static List<String> field(List<JsonNode> records, String name) {
        return records.stream().map(r -> r.get(name).asText()).toList();
    }

    @Test
    void aCollectionWritesOnlyItsRecordsToStandardOutputAndTheSummaryToStandardError() throws IOException {
        CommandRun run = CommandRun.of("solve", collection().toString(), "--keys", "--jobs", "2", "--out", "-");
        assertEquals(0, run.status(), run.err());
        List<JsonNode> records = records(run.out());
        assertEquals(List.of("three/1", "three/2", "three/3"), field(records, "id"), "input order");
        assertEquals(List.of("sound", "error", "sound"), field(records, "verdict"));
        assertEquals("[\"Rd8#\"]", records.get(2).get("keys").toString());
        assertFalse(run.out().contains("===") || run.out().contains("Summary") || run.out().contains("Verdict:"), run.out());
        assertTrue(run.err().contains("Summary") && run.err().contains("problems  3"), "the summary, on stderr: " + run.err());
        assertTrue(run.err().contains("[3/3]"), "the progress stays on stderr: " + run.err());
    }

    /** The summary moved to standard error is still for a terminal: an id's escape sequence is shown, not obeyed. */
    @Test
    void theSummaryOnStandardErrorShowsEscapeSequencesInIds() throws IOException {
        Path file = Files.writeString(dir.resolve("escape.epd"), "k7/8/1K6/8/8/8/8/2Q5 w - - bm #1; id \"red\u001b[31mX\";\n");
        CommandRun run = CommandRun.of("solve", file.toString(), "--out", "-");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("red\\u001B[31mX"), run.err());
        assertFalse(run.err().contains("\u001b"), run.err());
        assertEquals("red\u001b[31mX", records(run.out()).get(0).get("id").asText(), "the record keeps the id as it is");
    }

    /** What a program reads on standard output is what --out FILE keeps: the same records, in the same words. */
    @Test
    void theRecordsOnStandardOutputAreThoseOfAResultsFile() throws IOException {
        Path input = collection();
        Path file = dir.resolve("results.jsonl");
        assertEquals(0, CommandRun.of("solve", input.toString(), "--keys", "--out", file.toString()).status());
        CommandRun run = CommandRun.of("solve", input.toString(), "--keys", "--out", "-");
        Path fromStdout = Files.writeString(dir.resolve("stdout.jsonl"), run.out(), StandardCharsets.UTF_8);
        assertEquals(withoutTimes(ResultsFile.readAll(file)), withoutTimes(ResultsFile.readAll(fromStdout)));
    }

    /** The times and move counts of two runs differ; everything else must not. */
    private static List<String> withoutTimes(List<Outcome> outcomes) {
        return outcomes.stream().map(o -> o.id() + " " + o.file() + ":" + o.line() + " " + o.verdict() + " " + o.keys() + " "
                + o.tries() + " " + o.errors() + " " + o.notes()).toList();
    }

    @Test
    void devStdoutIsStandardOutputToo() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/stdout")), "a system with /dev/stdout");
        CommandRun run = CommandRun.of("solve", collection().toString(), "--keys", "--out", "/dev/stdout");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("three/1", "three/2", "three/3"), field(records(run.out()), "id"));
    }

    @Test
    void aFenGivesItsOneRecordAndNoReport() {
        CommandRun run = CommandRun.of("solve", HOWARD_1938, "--stip", "#3", "--out", "-");
        assertEquals(0, run.status(), run.err());
        List<JsonNode> records = records(run.out());
        assertEquals(1, records.size(), run.out());
        assertEquals(HOWARD_1938 + " #3", records.get(0).get("id").asText());
        assertEquals("sound", records.get(0).get("verdict").asText());
        assertEquals("[\"d4\"]", records.get(0).get("keys").toString());
        assertFalse(run.err().contains("1.d4!"), "the tree is printed nowhere: " + run.err());
    }

    /** A resume reads the file back and appends to it: standard output can do neither. */
    @Test
    void resumeIsRefusedWithStandardOutputInOneLineBeforeAnythingIsSolved() throws IOException {
        for (List<String> input : List.of(List.of(collection().toString()), List.of(HOWARD_1938, "--stip", "#3"))) {
            for (String out : List.of("-", "/dev/stdout")) {
                if (out.startsWith("/dev/") && !Files.exists(Path.of(out))) {
                    continue;
                }
                List<String> args = new ArrayList<>(List.of("solve"));
                args.addAll(input);
                args.addAll(List.of("--out", out, "--resume"));
                CommandRun run = CommandRun.of(args.toArray(String[]::new));
                assertEquals(2, run.status(), run.err());
                assertEquals("solver solve: --resume needs a results file to read back, and --out " + out
                        + " is standard output: name a file\n", run.err());
                assertEquals("", run.out());
            }
        }
    }

    /** --format asks for a report on standard output, which the records then hold alone. */
    @Test
    void aFormatWithStandardOutputIsRefused() throws IOException {
        CommandRun run = CommandRun.of("solve", collection().toString(), "--format", "json", "--out", "-");
        assertEquals(2, run.status(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("solver solve: --format json: --out - is standard output"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void theHtmlReportGoesToItsFileBesideTheRecords() throws IOException {
        Path html = dir.resolve("three.html");
        CommandRun run = CommandRun.of("solve", collection().toString(), "--keys", "--html", html.toString(), "--out", "-");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("three/1", "three/2", "three/3"), field(records(run.out()), "id"));
        assertTrue(Files.readString(html).contains("three/3"));
    }

    @Test
    void theReportCommandSaysWhatItWroteOnStandardError() throws IOException {
        Path html = dir.resolve("three.html");
        CommandRun run = CommandRun.of("report", collection().toString(), "-o", html.toString(), "--keys", "--out", "-");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("three/1", "three/2", "three/3"), field(records(run.out()), "id"));
        assertTrue(run.err().contains("Summary") && run.err().contains("wrote " + html + ": 3 problems"), run.err());
        assertTrue(Files.exists(html));
    }

    @Test
    void retroOfFilesWritesOnlyItsRecordsAndTheCountToStandardError() throws IOException {
        Path file = Files.writeString(dir.resolve("retros.fen"), String.join("\n",
                "7R/7p/5P1k/4PKpP/8/8/8/8 w - - id \"Amelung 1897\";",
                "8/8/8/8 w - -",
                ""));
        CommandRun run = CommandRun.of("retro", file.toString(), "--out", "-");
        assertEquals(0, run.status(), run.err());
        List<JsonNode> records = records(run.out());
        assertEquals(List.of("Amelung 1897", "retros/2"), field(records, "id"));
        assertEquals(List.of("legal as far as known", "error"), field(records, "verdict"));
        assertEquals("g6", records.get(0).get("enPassant").asText());
        assertTrue(run.err().startsWith("2 diagrams: 1 legal as far as known"), run.err());
    }

    @Test
    void retroOfAFenGivesItsOneRecord() {
        String amelung = "7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1";
        CommandRun run = CommandRun.of("retro", amelung, "--out", "-");
        assertEquals(0, run.status(), run.err());
        List<JsonNode> records = records(run.out());
        assertEquals(1, records.size(), run.out());
        assertEquals(amelung, records.get(0).get("id").asText());
        assertEquals("g6", records.get(0).get("enPassant").asText());
    }

    @Test
    void retroRefusesAReportOnStandardOutputBesideTheRecords() {
        String amelung = "7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1";
        for (String option : List.of("--verbose", "--format")) {
            List<String> args = new ArrayList<>(List.of("retro", amelung, "--out", "-", option));
            if (option.equals("--format")) {
                args.add("json");
            }
            CommandRun run = CommandRun.of(args.toArray(String[]::new));
            assertEquals(2, run.status(), run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().contains(": --out - is standard output"), run.err());
            assertEquals("", run.out());
        }
    }

    /**
     * The real thing, in a JVM of its own: standard output redirected to a file that --out also
     * names is standard output (the records alone, not written twice); and the HTML report on the
     * file standard output is would be mixed into the records, so it is refused.
     */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void theFileStandardOutputIsRedirectedToIsStandardOutput() throws Exception {
        Path input = collection();
        Path results = dir.resolve("redirected.jsonl");
        CommandRun solved = runRedirected(results, "solve", input.toString(), "--keys", "--out", results.toString());
        assertEquals(0, solved.status(), solved.err());
        assertEquals(List.of("three/1", "three/2", "three/3"), field(records(Files.readString(results)), "id"));
        assertTrue(solved.err().contains("Summary"), solved.err());

        Path html = dir.resolve("redirected.html");
        CommandRun refused = runRedirected(html, "solve", input.toString(), "--keys", "--out", "-", "--html", html.toString());
        assertEquals(2, refused.status(), refused.err());
        assertEquals("solver solve: --out - writes the results to standard output, and that is the HTML report " + html
                + ": name two files\n", refused.err());
        assertEquals("", Files.readString(html), "refused before anything was written");
    }

    /** Runs {@code ./solver ARGS} with standard output redirected to {@code stdout}: its status and standard error. */
    private CommandRun runRedirected(Path stdout, String... args) throws Exception {
        List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss16m",
                "-cp", System.getProperty("java.class.path"), "org.passant.cli.Main"));
        line.addAll(List.of(args));
        Path stderr = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(line).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new CommandRun(p.exitValue(), "", Files.readString(stderr));
    }
}
