package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./solver report FILE... -o NAME.html} and {@code solve --html FILE} as a user runs them. */
class ReportCommandTest {
    @TempDir
    Path dir;

    @Test
    void theReportOfTheClassicsIsWrittenAndTheSummaryPrinted() throws Exception {
        Path report = dir.resolve("classics.html");
        CommandRun run = CommandRun.of("report", "problems/classics.inp", "-o", report.toString(), "--jobs", "1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("sound                 4"), run.out());
        assertTrue(run.out().strip().matches("(?s).*\\nwrote " + java.util.regex.Pattern.quote(report + ": 4 problems, "
                + Math.round(Files.size(report) / 1024.0) + " KB (HTML in ") + "[0-9.]+ s\\)"), run.out());
        String page = Files.readString(report);
        assertTrue(page.contains("<title>Solutions: classics.inp</title>"));
        assertEquals(4, page.split("<article ", -1).length - 1);
    }

    @Test
    void solveWithHtmlPrintsWhatSolvePrintsAndWritesTheReportBeside() throws Exception {
        Path report = dir.resolve("retro.html");
        CommandRun plain = CommandRun.of("solve", "problems/retro.inp", "--jobs", "1");
        CommandRun both = CommandRun.of("solve", "problems/retro.inp", "--jobs", "1", "--html", report.toString());
        assertEquals(0, both.status(), both.err());
        assertEquals(withoutTimes(plain.out()), withoutTimes(both.out()));
        assertTrue(Files.readString(report).contains("Part 2: if Black&#39;s last move was g7-g5"));
    }

    @Test
    void aFenOnTheCommandLineMakesAReportOfOneProblem() throws Exception {
        Path report = dir.resolve("one.html");
        CommandRun run = CommandRun.of("solve", "7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1", "--stip", "#2", "--html", report.toString());
        assertEquals(0, run.status(), run.err());
        String page = Files.readString(report);
        assertEquals(1, page.split("<article ", -1).length - 1);
        assertTrue(page.contains("1.hxg6 e.p.!"));
    }

    @Test
    void anOutputThatIsNotHtmlOrCannotBeWrittenIsRefusedBeforeSolving() throws Exception {
        CommandRun txt = CommandRun.of("report", "problems/classics.inp", "-o", dir.resolve("r.txt").toString());
        assertEquals(2, txt.status());
        assertEquals("solver report: " + dir.resolve("r.txt") + ": an HTML report's name ends in .html", txt.err().strip());

        Path file = Files.writeString(dir.resolve("file"), "");
        CommandRun blocked = CommandRun.of("report", "problems/classics.inp", "-o", file.resolve("r.html").toString());
        assertEquals(2, blocked.status());
        assertTrue(blocked.err().startsWith("solver report: cannot write " + file.resolve("r.html") + ": "), blocked.err());
        assertFalse(blocked.err().contains("\tat "), "one line, no stack trace");
        assertFalse(blocked.err().contains("Summary"), "refused before solving");

        CommandRun figurines = CommandRun.of("solve", "problems/classics.inp", "--figurines");
        assertEquals(2, figurines.status());
        assertEquals("solver solve: --figurines is for the HTML report: add --html FILE", figurines.err().strip());

        CommandRun missing = CommandRun.of("report", "problems/classics.inp");
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("Missing required option: '--output=FILE.html'"), missing.err());
    }

    @Test
    void aRunThatFailsLeavesNoReportAndNoHalfWrittenFile() throws Exception {
        Path report = dir.resolve("r.html");
        CommandRun run = CommandRun.of("report", "problems/classics.inp", dir.resolve("missing.inp").toString(), "-o", report.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("missing.inp: no such file"), run.err());
        assertFalse(Files.exists(report));
        try (Stream<Path> left = Files.list(dir)) {
            List<String> names = left.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".r.html")).toList();
            // The hidden working file of a failed run goes when the program exits; it is never the report itself.
            assertTrue(names.stream().allMatch(n -> n.endsWith(".body")), names.toString());
        }
    }

    /** The trees without times (the summary's order of the slowest problems depends on them). */
    private static String withoutTimes(String out) {
        return out.substring(0, out.indexOf("\nSummary")).replaceAll("[0-9.,]+ (s|ms)\\b", "T").replaceAll("Searched [0-9,]+ moves", "Searched N moves");
    }
}
