package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./solver bench solve} solves each problem the way {@code ./solver solve} does, retro
 * analysis first: a benchmark's figures are those of the program users run.
 */
class BenchSolveTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a position with the side not to move in check is reported illegal, with no moves searched, and the set goes on")
    void anIllegalPositionIsReportedNotSearched() throws IOException {
        Path set = dir.resolve("set.epd");
        Files.writeString(set, """
                4k3/4R3/8/8/8/8/8/4K3 w - - bm #2; id "black-in-check";
                k7/8/1K6/8/8/8/8/7R w - - bm #1; id "rook-mates";
                """);
        CommandRun run = CommandRun.of("bench", "solve", "--file", set.toString(), "--threads", "1", "--warmup", "0");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().lines().anyMatch(line -> line.matches("black-in-check +#2 illegal +\\d+ +\\d+ +0 .*")), run.out());
        assertTrue(run.out().lines().anyMatch(line -> line.matches("rook-mates +#1 sound .*")), run.out());
    }

    @Test
    @DisplayName("an id longer than the column widens it: the figures stay under their headings")
    void aLongIdKeepsTheColumnsInLine() throws IOException {
        Path set = dir.resolve("set.epd");
        Files.writeString(set, """
                k7/8/1K6/8/8/8/8/7R w - - bm #1; id "a-rook-mates-along-the-edge-in-one";
                """);
        CommandRun run = CommandRun.of("bench", "solve", "--file", set.toString(), "--threads", "1", "--warmup", "0");
        assertEquals(0, run.status(), run.err());
        String header = run.out().lines().filter(line -> line.startsWith("problem")).findFirst().orElseThrow();
        String row = run.out().lines().filter(line -> line.startsWith("a-rook-mates")).findFirst().orElseThrow();
        String total = run.out().lines().filter(line -> line.startsWith("total")).findFirst().orElseThrow();
        assertEquals(header.indexOf("stip") + "stip".length(), row.indexOf("#1") + "#1".length(), run.out());
        assertEquals(header.indexOf("verdict"), row.indexOf("sound"), run.out());
        int movesEnd = header.indexOf("moves") + "moves".length();
        assertEquals(movesEnd, endOfNextToLast(row), run.out());
        assertEquals(movesEnd, endOfNextToLast(total), run.out());
    }

    /** Where the next-to-last figure of a row ends: the moves, right-aligned under their heading. */
    private static int endOfNextToLast(String line) {
        String trimmed = line.stripTrailing();
        String last = trimmed.substring(trimmed.lastIndexOf(' ') + 1);
        return trimmed.substring(0, trimmed.length() - last.length()).stripTrailing().length();
    }
}
