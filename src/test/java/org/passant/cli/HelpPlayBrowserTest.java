package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Help and series play in a real browser (headless Chromium), as a reader of `./solver report`
 * sees it: every solution on a numbered line, the set play, the verdict counting the solutions,
 * and a move of a solution that shows the position after it. Positions and solutions as in
 * problems/helpmates.inp and problems/series.inp (checked there against Popeye 4.104).
 */
class HelpPlayBrowserTest {
    /** Földeak, Die Schwalbe 1955, h#2, after 1.Kc2 Ra2+ 2.Kc1 0-0#: both sides' kings and rooks where the solution put them. */
    static final String FOLDEAK_AFTER_CASTLING = "8/8/8/8/8/1P3p2/R6r/2k2RK1 b - - 0 1";

    @TempDir
    static Path dir;
    static JsonNode survey;

    @BeforeAll
    static void openReport() throws IOException, InterruptedException {
        HeadlessChromium.browser();
        Path file = dir.resolve("help.inp");
        Files.writeString(file, String.join("\n",
                "BeginProblem", "Author Arpad Földeak", "Origin Die Schwalbe, 1955",
                "Pieces", "White Ke1 Ra1 Rh1 Pb3", "Black Kd3 Rh2 Pf3", "Stipulation h#2", "",
                "NextProblem", "Author Zoltan Zilahi", "Origin Revista Romana de Sah, 1935",
                "Pieces", "White Ke1 Ra1 Sb1 Bb6 Bf3 Pb3 Pd4 Pe4", "Black Kd3 Sc3 Pe3", "Stipulation h#2", "",
                "NextProblem", "Author Theodor Steudel, Guenter Glass", "Origin KT11, Problemkiste 96, 12/1994",
                "Pieces", "White Ka6 Pc7 Pe6 Pf7", "Black Kh8 Pc3 Pe7", "Stipulation ser-#4", "",
                "EndProblem", ""));
        Path report = dir.resolve("help.html");
        CommandRun run = CommandRun.of("report", file.toString(), "-o", report.toString(), "--set-play", "--jobs", "1");
        assertEquals(0, run.status(), run.err());
        survey = HeadlessChromium.survey(report, "{problems: {'p-1': '0-0#', 'p-2': null, 'p-3': '4.f8=Q#'}}", dir);
    }

    @Test
    void thePageOpensWithoutErrorsAndTheIndexCountsTheSolutions() {
        assertEquals("[]", survey.get("errors").toString());
        assertEquals("[]", survey.get("blocked").toString());
        JsonNode rows = survey.get("rows");
        assertEquals(List.of("solved", "2 solutions"), List.of(rows.get(0).get("verdict").asText(), rows.get(0).get("key").asText()));
        assertEquals("1 solution", rows.get(2).get("key").asText());
    }

    @Test
    void foldeak1955ShowsBothSolutionsAndTheVerdict() {
        String text = survey.get("problems").get("p-1").get("text").asText();
        assertTrue(text.contains("1.Kc2 Ra2+ 2.Kc1 0-0#"), text);
        assertTrue(text.contains("1.Rf2 0-0-0+ 2.Ke2 Rhe1#"), text);
        assertTrue(text.contains("Verdict: solved, 2 solutions; the number intended is not stated"), text);
    }

    @Test
    void theMatingCastlingShowsThePositionAfterIt() {
        JsonNode move = survey.get("problems").get("p-1").get("move");
        assertTrue(move.get("found").asBoolean(), move.toString());
        assertTrue(move.get("visible").asBoolean());
        assertEquals(ReportBrowserTest.pieces(FOLDEAK_AFTER_CASTLING), ReportBrowserTest.strings(move.get("pieces")));
        assertEquals("After 0-0#", move.get("caption").asText());
    }

    @Test
    void zilahi1935ShowsItsSetPlayAndItsSolution() {
        String text = survey.get("problems").get("p-2").get("text").asText();
        assertTrue(text.contains("Set play:"), text);
        assertTrue(text.contains("1...Ra2 2.Nxe4 Be2#"), text);
        assertTrue(text.contains("1.Nxb1 Ba5 2.Na3 0-0-0#"), text);
    }

    @Test
    void theSeriesMoverIsNumberedMoveByMove() {
        JsonNode series = survey.get("problems").get("p-3");
        assertTrue(series.get("text").asText().contains("1.c8=B 2.Bb7 3.Be4 4.f8=Q#"), series.get("text").asText());
        assertEquals(ReportBrowserTest.pieces("5Q1k/4p3/K3P3/8/4B3/2p5/8/8 b - - 0 1"),
                ReportBrowserTest.strings(series.get("move").get("pieces")));
    }
}
