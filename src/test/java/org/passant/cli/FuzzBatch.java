package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.passant.batch.Outcome;
import org.passant.batch.ResultsFile;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;

/**
 * Mutated problem files, generated from a seed, run as a user runs a batch; the promises checked
 * on each: no stack trace, exit status 0, 1 or 2, and one well-formed results record per problem.
 */
final class FuzzBatch {
    /** Seeds: sound and broken mates, an EPD with metadata, the start of a Popeye problem. */
    private static final String[] EPD_SEEDS = {
            "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"q\";",
            "k7/8/1K6/8/8/8/8/2Q5 w - - bm #1;",
            "6k1/8/6K1/8/8/8/8/3R4 w - - bm #2; c0 \"Sch\u00f6pfer\";",
            "7k/8/7K/8/8/8/8/6R1 w - - 0 1 bm #1; author \"A. N. Other\";",
            "4k2r/8/5B1P/3R1KpP/8/8/8/8 w k g6 bm #2;",
            "8/8/8/8/8/8/8/k1K4Q b - - dm 1;",
    };
    private static final String[] POPEYE_SEEDS = {
            "BeginProblem\nPieces White Kb6 Qc1 Black Ka8\nStipulation #1\nNextProblem\n",
            "Author A. N. Other\nForsyth 8/8/8/8/8/8/8/k1K4Q\nStipulation #1\nTwin Move c1 d1\nNextProblem\n",
            "Pieces White Kg6 Rd1 Black Kg8\nStipulation #2\nOption SetPlay\nNextProblem\n",
            "Pieces\nWhite Ke6 Qa6\nBlack Ke8\nStipulation #1\nEndProblem\nBeginProblem\n",
    };
    /** What typists and tools slip in: emoji, controls, separators, quotes, Latin-1, half a pair. */
    private static final String[] NOISE = {
            "\uD83D\uDE00", "\u001B[2J", "\u000B", "\u2028", "\t", "\r", "\n", ";", "\"", "/", "#", "-", "e",
            "9", "0", "x", "\u00e9", "\u202E", "EndProblem", "NextProblem", "  ", "99999999999", "%", "bm #-3", "K",
    };

    private final Random random;
    private final Path dir;

    FuzzBatch(long seed, Path dir) {
        this.random = new Random(seed);
        this.dir = dir;
    }

    String mutate(String text) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int i = 0; i < edits && s.length() > 0; i++) {
            int at = random.nextInt(s.length() + 1);
            switch (random.nextInt(4)) {
                case 0 -> s.insert(at, NOISE[random.nextInt(NOISE.length)]);
                case 1 -> s.delete(at, Math.min(s.length(), at + 1 + random.nextInt(4)));
                case 2 -> s.insert(at, s.substring(random.nextInt(s.length())));
                default -> s.setCharAt(Math.min(at, s.length() - 1), (char) (' ' + random.nextInt(95)));
            }
        }
        return s.toString();
    }

    /** An EPD file of {@code lines} lines, most of them mutated. */
    String epd(int lines) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            String seed = EPD_SEEDS[random.nextInt(EPD_SEEDS.length)];
            text.append(random.nextInt(4) == 0 ? seed : mutate(seed)).append('\n');
        }
        return text.toString();
    }

    /** A Popeye file of {@code problems} problems, mutated here and there. */
    String popeye(int problems) {
        StringBuilder text = new StringBuilder("BeginProblem\n");
        for (int i = 0; i < problems; i++) {
            String seed = POPEYE_SEEDS[random.nextInt(POPEYE_SEEDS.length)];
            text.append(random.nextInt(3) == 0 ? seed : mutate(seed));
        }
        return text.append("Pieces White Kb6 Qc1 Black Ka8\nStipulation #1\nEndProblem\n").toString();
    }

    /** Solves one generated file as a batch and checks the promises; returns the number of problems. */
    int check(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, text.getBytes(StandardCharsets.UTF_8)); // a lone surrogate becomes a "?", as in real files
        Path results = dir.resolve(name + ".jsonl");
        CommandRun run = CommandRun.of("solve", file.toString(), "--keys", "--jobs", "2", "--hash", "4",
                "--max-time", "0.02", "--out", results.toString());
        String context = name + " (status " + run.status() + ")\n" + run.err();
        assertTrue(run.status() == 0 || run.status() == 1 || run.status() == 2, context);
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat ") || run.err().contains("internal error"),
                context);
        assertFalse(run.out().contains("internal error"), () -> context + run.out().lines()
                .filter(l -> l.contains("internal error")).collect(java.util.stream.Collectors.joining("\n")));
        assertEquals(0, run.status(), context); // a readable text file is never refused as a whole
        ReadResult read = ProblemReader.read(file);
        int expected = read.problems().size() + read.errors().size();
        List<Outcome> records = ResultsFile.readAll(results);
        assertEquals(expected, records.size(), context);
        String written = Files.readString(results);
        assertTrue(written.isEmpty() || written.endsWith("\n"), context);
        return expected;
    }
}
