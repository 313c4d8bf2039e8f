package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --threads N} shares the first moves of one problem among N threads; what is printed must
 * not depend on N: the same keys, tries, refutations, trees and verdicts, byte for byte. Only the
 * counts of moves played and the times differ (with several threads the count depends on how the
 * threads met in the table), so the JSON's {@code stats} are left out of the comparison and the
 * other formats print none on standard output.
 */
class ThreadCountTest {
    private static final Path SOLVE = Path.of("src/test/resources/solve");

    @TempDir
    Path dir;

    @Test
    @DisplayName("the bundled problems with tries and set play: the same JSON with 1 and 3 threads")
    void bundledProblems() {
        sameWith(List.of(1, 3), "problems/classics.inp", "problems/retro.inp", "problems/bench-stips.inp",
                "--tries", "--set-play", "--format", "json");
    }

    @Test
    @DisplayName("Popeye's examples and regressions: the same Popeye layout with 1 and 3 threads")
    void popeyeExamples() throws IOException {
        List<String> args = new ArrayList<>(inputs(SOLVE.resolve("popeye")));
        args.addAll(List.of("--format", "popeye"));
        sameWith(List.of(1, 3), args.toArray(String[]::new));
    }

    @Test
    @DisplayName("every #1-#3 of the mates suite with tries: the same JSON with 1 and 3 threads")
    void matesSuite() {
        sameWith(List.of(1, 3), SOLVE.resolve("matetrack-1to3.epd").toString(), "--tries", "--format", "json");
    }

    @Test
    @DisplayName("trees cut by --max-tree-nodes are cut at the same move: the budget is spent in the order of the first moves")
    void treesCutAtTheSameMove() {
        String out = sameWith(List.of(1, 2, 3), "problems/classics.inp", "--tries", "--defences", "3",
                "--max-tree-nodes", "25", "--format", "json");
        assertTrue(out.contains("--max-tree-nodes 25"), "some tree was cut: " + out);
    }

    @Test
    @DisplayName("--max-solutions stops after the same key: the first ones in the order of the moves")
    void sameKeysUnderMaxSolutions() {
        String out = sameWith(List.of(1, 3), SOLVE.resolve("matetrack-1to3.epd").toString(), "--max-solutions", "1",
                "--keys", "--format", "json");
        assertTrue(out.contains("maximum number of solutions"), "some problem had more keys than one: " + out);
    }

    @Test
    @DisplayName("--threads 0 or above 256 is refused with one line, before anything is solved")
    void aThreadCountOutOfRangeIsRefused() {
        for (String bad : List.of("0", "257")) {
            CommandRun run = CommandRun.of("solve", "problems/classics.inp", "--threads", bad);
            assertEquals(2, run.status(), run.err());
            assertEquals("solver solve: --threads must be between 1 and 256, found " + bad + "\n", run.err());
            assertEquals("", run.out());
        }
    }

    @Test
    @Tag("deep")
    @DisplayName("deep: the #2-#5 benchmark with full trees and tries, Popeye's inputs, and #4-#5 of the mates suite: the same with 1, 2 and 4 threads")
    void deepSuites() throws IOException {
        List<String> args = new ArrayList<>(inputs(SOLVE.resolve("popeye-bench")));
        args.addAll(inputs(SOLVE.resolve("popeye-help-self")));
        args.addAll(List.of("--format", "popeye"));
        sameWith(List.of(1, 2, 4), args.toArray(String[]::new));
        sameWith(List.of(1, 2, 4), "problems/bench.epd", "--tries", "--format", "json");
        Path sample = dir.resolve("matetrack-4to5-sample.epd");
        List<String> lines = Files.readAllLines(SOLVE.resolve("matetrack-1to5.epd")).stream()
                .filter(l -> l.contains("bm #4") || l.contains("bm #5")).toList();
        List<String> every10th = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += 10) {
            every10th.add(lines.get(i));
        }
        Files.write(sample, every10th);
        sameWith(List.of(1, 2, 4), sample.toString(), "--tries", "--format", "json");
        sameWith(List.of(1, 2, 4), sample.toString(), "--keys", "--format", "json");
    }

    /** Runs {@code ./solver solve ARGS --jobs 1 --threads N} for each N; returns the output, the same for all. */
    private static String sameWith(List<Integer> threadCounts, String... args) {
        String first = null;
        for (int threads : threadCounts) {
            List<String> command = new ArrayList<>(List.of("solve"));
            command.addAll(List.of(args));
            command.addAll(List.of("--jobs", "1", "--threads", Integer.toString(threads), "--hash", "32"));
            CommandRun run = CommandRun.of(command.toArray(String[]::new));
            assertEquals(0, run.status(), threads + " threads: " + run.err());
            String out = withoutStats(run.out());
            if (first == null) {
                first = out;
            } else {
                assertEquals(first, out, "output with " + threads + " threads against " + threadCounts.get(0) + " for " + args[0]);
            }
        }
        return first;
    }

    /** The JSON's counts of moves played and times, which depend on the threads and the machine. */
    private static String withoutStats(String out) {
        return out.replaceAll("\"stats\" : \\{[^}]*}", "\"stats\" : {}");
    }

    private static List<String> inputs(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".inp")).sorted().map(Path::toString).toList();
        }
    }
}
