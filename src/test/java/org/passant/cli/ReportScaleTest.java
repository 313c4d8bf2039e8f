package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports of real size open in Chromium without errors: the benchmark set with full trees, tries
 * and set play, and a collection of 2,000 problems. Prints each report's size and the times to
 * write and to open it (figures, not assertions). Long: run with -Pdeep.
 */
@Tag("deep")
class ReportScaleTest {
    @TempDir
    Path dir;

    @Test
    void theReportOfTheBenchmarkSetOpensWithoutErrors() throws Exception {
        JsonNode seen = writeAndOpen(List.of("problems/bench.epd"), "bench.html", "{problems: {'p-1': null, 'p-16': null}}");
        assertEquals(16, seen.get("rows").size());
    }

    @Test
    void theReportOfTwoThousandProblemsOpensWithoutErrors() throws Exception {
        Path collection = dir.resolve("two-thousand.inp");
        Files.writeString(collection, twoThousandProblems());
        JsonNode seen = writeAndOpen(List.of(collection.toString()), "two-thousand.html",
                "{problems: {'p-1': '1.d4!', 'p-1000': null, 'p-2000': null}}");
        assertEquals(2000, seen.get("rows").size());
        assertTrue(seen.get("problems").get("p-2000").get("shown").asBoolean());
    }

    private JsonNode writeAndOpen(List<String> files, String name, String survey) throws Exception {
        Path report = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("report"));
        args.addAll(files);
        args.addAll(List.of("-o", report.toString(), "--tries", "--set-play", "--jobs", "2"));
        long start = System.nanoTime();
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        double written = (System.nanoTime() - start) / 1e9;
        assertEquals(0, run.status(), run.err());
        start = System.nanoTime();
        JsonNode seen = HeadlessChromium.survey(report, survey, dir);
        double opened = (System.nanoTime() - start) / 1e9;
        assertEquals("[]", seen.get("errors").toString());
        assertEquals("[]", seen.get("blocked").toString());
        assertEquals("[]", seen.get("resources").toString());
        System.out.printf("%s: %d problems, %,d KB; solved and written in %.1f s; opened in Chromium (with the survey) in %.1f s%n",
                String.join(" ", files), seen.get("rows").size(), Files.size(report) / 1024, written, opened);
        return seen;
    }

    /** The bundled classic and retro problems, over and over: 2,000 problems with full trees, tries and set play. */
    private static String twoThousandProblems() throws Exception {
        List<String> blocks = new ArrayList<>();
        for (String file : List.of("problems/classics.inp", "problems/retro.inp")) {
            String text = Files.readString(Path.of(file)).replace("BeginProblem", "NextProblem").replace("EndProblem", "NextProblem");
            for (String block : text.split("NextProblem")) {
                if (block.contains("Pieces")) {
                    blocks.add(block.strip());
                }
            }
        }
        List<String> chosen = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            chosen.add(blocks.get(i % blocks.size()));
        }
        return "BeginProblem\n" + String.join("\n\nNextProblem\n", chosen) + "\nEndProblem\n";
    }
}
