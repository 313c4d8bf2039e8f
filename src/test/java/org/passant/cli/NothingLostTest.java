package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.batch.Outcome;
import org.passant.batch.ResultsFile;
import org.passant.solve.ProblemVerdict;

/**
 * Issue 14, "nothing lost whatever the input": each promise the fuzzing campaign broke, stated on
 * the smallest input that broke it, run the way a user runs a batch.
 */
class NothingLostTest {
    private static final String EMOJI = "\uD83D\uDE00";
    /** White Kc1 Qh1 against Ka1: a sound mate in one. */
    private static final String MATE_IN_ONE = "8/8/8/8/8/8/8/k1K4Q w - - bm #1;";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    // 1. A character beyond U+FFFF in a board field

    @Test
    void anEmojiInAnEpdBoardIsOneBrokenProblemAndTheNextIsStillSolved() throws Exception {
        Path epd = file("emoji.epd", "7k/8/" + EMOJI + "4Q2p/8/8/8/8/6K1 w - - bm #2;\n" + MATE_IN_ONE + "\n");
        Path results = dir.resolve("r.jsonl");
        CommandRun run = CommandRun.of("solve", epd.toString(), "--keys", "--out", results.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("unknown piece letter '" + EMOJI + "'"), run.out());
        List<Outcome> outcomes = ResultsFile.readAll(results);
        assertEquals(2, outcomes.size());
        assertTrue(outcomes.get(0).errors().get(0).contains("'" + EMOJI + "'"), outcomes.get(0).errors().toString());
        assertEquals(ProblemVerdict.SOUND, outcomes.get(1).verdict());
        assertTrue(Files.readString(results).endsWith("\n"), "no half-written last line");

        CommandRun resumed = CommandRun.of("solve", epd.toString(), "--keys", "--out", results.toString(), "--resume");
        assertEquals(0, resumed.status(), resumed.err());
        assertTrue(resumed.out().contains("2 already done"), resumed.out());
        assertEquals(2, ResultsFile.readAll(results).size());
    }

    @Test
    void anEmojiInPopeyesForsythIsQuotedWhole() throws Exception {
        Path inp = file("emoji.inp", "BeginProblem\nForsyth 7k/8/" + EMOJI + "4Q2p/8/8/8/8/6K1\nStipulation #2\n"
                + "NextProblem\nForsyth 8/8/8/8/8/8/8/k1K4Q\nStipulation #1\nEndProblem\n");
        Path results = dir.resolve("r.jsonl");
        CommandRun run = CommandRun.of("solve", inp.toString(), "--keys", "--out", results.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("'" + EMOJI + "'"), run.out());
        assertFalse(run.out().contains("?"), "no character cut in half:\n" + run.out());
        assertEquals(2, ResultsFile.readAll(results).size());
    }

    // 2. --resume and the path as typed

    @Test
    void aRunResumedThroughAnotherSpellingOfThePathSkipsWhatIsDone() throws Exception {
        Path epd = file("m1.epd", MATE_IN_ONE + "\n" + MATE_IN_ONE + "\n");
        Path results = dir.resolve("r.jsonl");
        CommandRun first = CommandRun.of("solve", epd.toString(), "--keys", "--out", results.toString());
        assertEquals(0, first.status(), first.err());
        String[] spellings = {epd.toAbsolutePath().toString(), dir.resolve("./m1.epd").toString(),
                dir.resolve("sub/../m1.epd").toString(), Path.of("").toAbsolutePath().relativize(epd).toString()};
        Files.createDirectories(dir.resolve("sub"));
        for (String spelling : spellings) {
            CommandRun again = CommandRun.of("solve", spelling, "--keys", "--out", results.toString(), "--resume");
            assertEquals(0, again.status(), again.err());
            assertTrue(again.out().contains("2 already done"), spelling + ":\n" + again.out());
        }
        assertEquals(2, ResultsFile.readAll(results).size(), "no duplicate records");
    }

    // 3. --resume and --out on files that are not results files

    @Test
    void resumeRefusesATextFileAndLeavesItWhole() throws Exception {
        Path epd = file("m1.epd", MATE_IN_ONE + "\n");
        String notes = "my notes\nlast line without a line feed";
        Path text = file("notes.txt", notes);
        CommandRun run = CommandRun.of("solve", epd.toString(), "--keys", "--out", text.toString(), "--resume");
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("is not a results file") && run.err().contains("line 1"), run.err());
        assertFalse(run.err().contains("org.passant") || run.err().contains("Exception"), "in the user's words: " + run.err());
        assertEquals(notes, Files.readString(text), "nothing was changed");
    }

    @Test
    void outNamingAnInputFileIsRefusedAndTheProblemsStay() throws Exception {
        Path epd = file("m1.epd", MATE_IN_ONE + "\n");
        for (String[] extra : new String[][] {{}, {"--resume"}}) {
            List<String> args = new java.util.ArrayList<>(List.of("solve", epd.toString(), "--keys", "--out",
                    dir.resolve("./m1.epd").toString()));
            args.addAll(List.of(extra));
            CommandRun run = CommandRun.of(args.toArray(String[]::new));
            assertEquals(2, run.status(), run.out() + run.err());
            assertTrue(run.err().contains("is the input file"), run.err());
            assertEquals(MATE_IN_ONE + "\n", Files.readString(epd));
        }
    }

    // 8. --format json on standard output (done by the report refactor; pinned here on the issue's input)

    @Test
    void jsonOnStandardOutputIsAJsonStreamWhateverTheProblems() throws Exception {
        Path epd = file("mixed.epd", String.join("\n",
                "7k/8/" + EMOJI + "4Q2p/8/8/8/8/6K1 w - - bm #2;",
                "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"esc\u001B[2J\";",
                "not a fen at all",
                "8/8/8/8/8/8/8/k1K4Q w - - bm h#2;",
                MATE_IN_ONE, ""));
        CommandRun run = CommandRun.of("solve", epd.toString(), "--format", "json", "--keys", "--out",
                dir.resolve("r.jsonl").toString());
        assertEquals(0, run.status(), run.err());
        List<com.fasterxml.jackson.databind.JsonNode> documents;
        try (var it = new com.fasterxml.jackson.databind.ObjectMapper().readerFor(com.fasterxml.jackson.databind.JsonNode.class)
                .<com.fasterxml.jackson.databind.JsonNode>readValues(run.out())) {
            documents = it.readAll(); // the whole of standard output, as jq reads it
        }
        // 'bm h#2' is an error at its line (bm writes direct mates; a helpmate goes in 'stip'), as 'dm x' is.
        assertEquals(List.of("error", "sound", "error", "error", "sound"),
                documents.stream().map(d -> d.get("verdict").asText()).toList());
        assertEquals("esc\u001B[2J", documents.get(1).get("id").asText(), "the id is data, kept exactly");
    }

    // 10. One set of rules for a FEN and for files

    @Test
    void aFenOnTheCommandLineWritesItsRecordWithOut() throws Exception {
        Path results = dir.resolve("fen.jsonl");
        CommandRun run = CommandRun.of("solve", "8/8/8/8/8/8/8/k1K4Q w - - 0 1", "--stip", "#1", "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        List<Outcome> outcomes = ResultsFile.readAll(results);
        assertEquals(1, outcomes.size());
        assertEquals(ProblemVerdict.SOUND, outcomes.get(0).verdict());
        assertEquals(List.of("Qa8#"), outcomes.get(0).keys());
    }

    @Test
    void aFenIsHeldToTheRulesOfTheCollectionOptions() throws Exception {
        Path epd = file("m1.epd", MATE_IN_ONE + "\n");
        String[][] refused = {{"--jobs", "0"}, {"--resume"}, {"--shard", "3/2"}, {"--fail-on", "nonsense"}};
        for (String[] options : refused) {
            for (String input : new String[] {"8/8/8/8/8/8/8/k1K4Q w - - 0 1", epd.toString()}) {
                List<String> args = new java.util.ArrayList<>(List.of("solve", input, "--stip", "#1"));
                args.addAll(List.of(options));
                CommandRun run = CommandRun.of(args.toArray(String[]::new));
                assertEquals(2, run.status(), args + "\n" + run.out() + run.err());
            }
        }
    }

    // 11. Inputs that are not problem files

    @Test
    void aDirectoryABinaryFileAndAPathThroughAFileAreRefusedSayingWhy() throws Exception {
        byte[] binary = new byte[600];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) (i * 37);
        }
        Path bin = dir.resolve("data.epd");
        Files.write(bin, binary);
        Path epd = file("m1.epd", MATE_IN_ONE + "\n");
        String[][] cases = {
                {dir.toString(), "is a directory"},
                {bin.toString(), "not a text file"},
        };
        for (String[] c : cases) {
            CommandRun run = CommandRun.of("solve", c[0], "--keys");
            assertEquals(2, run.status(), run.out() + run.err());
            assertTrue(run.err().contains(c[1]), run.err());
            assertEquals("", run.out());
        }
        CommandRun run = CommandRun.of("solve", epd.toString(), "--keys", "--out", epd.resolve("r.jsonl").toString());
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("is a file, not a directory"), run.err());
    }

    // 12. Control characters from problem files

    @Test
    void escapeSequencesAreShownNotObeyedAndLineSeparatorsDoNotSplitAProblem() throws Exception {
        Path epd = file("ctl.epd", "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"clear\u001B[2J\u000Bscreen\u2028too\";\n"
                + "7k/8/8/8/8/8/8/\u001B[31mK w - - bm #1;\n");
        CommandRun run = CommandRun.of("solve", epd.toString(), "--keys", "--out", dir.resolve("r.jsonl").toString());
        assertEquals(0, run.status(), run.err());
        assertFalse(run.out().contains("\u001B") || run.err().contains("\u001B"), "no raw escape reaches the terminal");
        assertFalse(run.out().contains("\u2028") || run.out().contains("\u000B"), run.out());
        assertTrue(run.out().contains("clear\\u001B[2J\\u000Bscreen\\u2028too"), run.out());
        List<Outcome> outcomes = ResultsFile.readAll(dir.resolve("r.jsonl"));
        assertEquals(2, outcomes.size(), "one problem per line");
        assertEquals("clear\u001B[2J\u000Bscreen\u2028too", outcomes.get(0).id(), "the results file keeps the id exactly");
    }
}
