package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./solver bench threads} solves each problem with every thread count asked for and
 * prints a row per problem and count, in the order asked, each against the first count, and the
 * totals per count. The figures are the machine's; what is held here is the table's shape and
 * that the answers agree, as they must whatever the thread count.
 */
class BenchThreadsTest {
    /** matetrack-822, #7 (key 1.Kc1): long enough for the proof-number search, solved in a fraction of a second. */
    private static final String MATETRACK_822 =
            "4N3/8/8/3p1p2/8/8/p7/k2K4 w - - bm #7; id \"matetrack-822\"; source \"vondele/matetrack, matetrack.epd line 822\";\n";

    @TempDir
    Path dir;

    @Test
    @DisplayName("one and two threads on a #7: a row for each, the same verdict, the first count's work and speed-up 1.00, busy a share, a total for each")
    void aRowPerCountAndATotalPerCount() throws IOException {
        CommandRun run = CommandRun.of("bench", "threads", "--file", set(), "--threads", "1,2", "--warmup", "0");
        assertEquals(0, run.status(), run.err());
        List<String> rows = rows(run.out(), "matetrack-822");
        assertEquals(2, rows.size(), run.out());
        // work, speed-up and split 1.00 at the first count; busy a share, 0 to 1
        assertTrue(rows.get(0).matches("matetrack-822 +#7 +1 sound .* 1\\.00 +1\\.00 +1\\.00 +(0\\.\\d\\d|1\\.00)"), rows.get(0));
        assertTrue(rows.get(1).matches("matetrack-822 +#7 +2 sound .* (0\\.\\d\\d|1\\.00)"), rows.get(1));
        assertEquals(2, rows(run.out(), "total").size(), run.out());
        assertFalse(run.out().contains("DIFFERENT"), run.out());
        assertTrue(run.out().matches("(?s)" + java.util.regex.Pattern.quote(JavaInUse.line())
                + "\nmachine: \\d+ M perft leaves/s [^\n]*\nthreads: 1, 2 \\(cores available: .*"), run.out());
    }

    @Test
    @DisplayName("--rounds 2 solves every problem once more per count, the counts taken the other way round, printed in the order asked")
    void roundsRepeatEveryCount() throws IOException {
        CommandRun run = CommandRun.of("bench", "threads", "--file", set(), "--threads", "2,1", "--rounds", "2", "--warmup", "0");
        assertEquals(0, run.status(), run.err());
        List<String> rows = rows(run.out(), "matetrack-822");
        assertEquals(4, rows.size(), run.out());
        for (int i = 0; i < rows.size(); i++) {
            String count = i % 2 == 0 ? "2" : "1";
            assertTrue(rows.get(i).matches("matetrack-822 +#7 +" + count + " sound .*"), rows.get(i));
        }
    }

    @Test
    @DisplayName("a bad count, a count named twice, no rounds or a missing set: one line naming the command, exit status 2")
    void badArgumentsAreRefusedWithOneLine() throws IOException {
        String set = set();
        assertRefused("solver bench threads: --threads must be between 1 and 256, found 0", "--file", set, "--threads", "1,0");
        assertRefused("solver bench threads: --threads names a count twice: 2, 2", "--file", set, "--threads", "2,2");
        assertRefused("solver bench threads: --rounds must be at least 1, found 0", "--file", set, "--rounds", "0");
        assertRefused("solver bench threads: cannot find the benchmark set " + dir.resolve("none.epd"),
                "--file", dir.resolve("none.epd").toString());
    }

    @Test
    @DisplayName("by default the counts double from one up to the cores, and end at the cores")
    void defaultCountsDoubleUpToTheCores() {
        assertEquals(List.of(1), BenchThreadsCommand.doublingUpTo(1));
        assertEquals(List.of(1, 2), BenchThreadsCommand.doublingUpTo(2));
        assertEquals(List.of(1, 2, 4, 6), BenchThreadsCommand.doublingUpTo(6));
        assertEquals(List.of(1, 2, 4, 8, 16, 32, 64), BenchThreadsCommand.doublingUpTo(64));
    }

    private void assertRefused(String message, String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "bench";
        all[1] = "threads";
        System.arraycopy(args, 0, all, 2, args.length);
        CommandRun run = CommandRun.of(all);
        assertEquals(2, run.status(), run.out() + run.err());
        assertEquals(message + "\n", run.err());
        assertEquals("", run.out());
    }

    private String set() throws IOException {
        Path file = dir.resolve("threads.epd");
        Files.writeString(file, MATETRACK_822);
        return file.toString();
    }

    private static List<String> rows(String out, String first) {
        return out.lines().filter(line -> line.startsWith(first + " ")).toList();
    }
}
