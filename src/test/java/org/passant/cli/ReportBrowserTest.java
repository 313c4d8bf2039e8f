package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a reader sees of a report in a real browser (headless Chromium): the index, diagrams with
 * the right pieces on the right squares, a variation that unfolds, a move that shows its position,
 * sorting and filtering, text from problem files that stays text, and no errors and no loads.
 */
class ReportBrowserTest {
    static final String HOWARD = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";
    static final String HOWARD_AFTER_D4 = "B4n2/3ppp2/1Np1k2N/2P1P3/2pPp2p/6B1/5P2/Q3R1K1 b";
    static final String AMELUNG = "7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1";
    static final String AMELUNG_BEFORE_G7G5 = "7R/6pp/5P1k/4PK1P/8/8/8/8 b - - 0 1";
    static final String AMELUNG_AFTER_KEY = "7R/7p/5PPk/4PK2/8/8/8/8 b";

    @TempDir
    static Path dir;
    static JsonNode classics;
    static JsonNode hostile;

    @BeforeAll
    static void openReports() throws IOException, InterruptedException {
        HeadlessChromium.browser();
        Path report = dir.resolve("classics.html");
        CommandRun run = CommandRun.of("report", "problems/classics.inp", "-o", report.toString(), "--tries", "--jobs", "1");
        assertEquals(0, run.status(), run.err());
        classics = HeadlessChromium.survey(report, "{problems: {'p-1': '1.d4!', 'p-2': '1.hxg6 e.p.!', 'p-3': null}}", dir);

        Path file = dir.resolve("hostile.inp");
        Files.writeString(file, String.join("\n",
                "BeginProblem",
                "Author <script>window.pwned=1</script><img src=x onerror=\"window.pwned=2\">",
                "Origin <b>bold</b> & \"quoted\"",
                "Remark </template><script>window.pwned=3</script>",
                "Pieces", "White Kf5 Rh8 Pe5f6h5", "Black Kh6 Pg5h7", "Stipulation #2", "",
                "NextProblem", "Author Helper", "Pieces", "White Kb6 Qb2", "Black Ka8", "Stipulation r#2", "",
                "NextProblem", "Pieces", "White Kz9", "Stipulation #2", "",
                "EndProblem", ""));
        Path hostileReport = dir.resolve("hostile.html");
        run = CommandRun.of("report", file.toString(), "-o", hostileReport.toString(), "--jobs", "1");
        assertEquals(0, run.status(), run.err());
        hostile = HeadlessChromium.survey(hostileReport, "{problems: {'p-1': null, 'p-3': null}, filter: 'error'}", dir);
    }

    @Test
    void theBundledClassicsOpenWithoutErrorsAndLoadNothing() {
        assertEquals("[]", classics.get("errors").toString());
        assertEquals("[]", classics.get("blocked").toString());
        assertEquals("[]", classics.get("resources").toString());
    }

    @Test
    void theIndexListsEveryProblemWithAuthorSourceStipulationPiecesVerdictAndKey() {
        JsonNode rows = classics.get("rows");
        assertEquals(4, rows.size());
        assertRow(rows.get(0), "classics/1", "Kenneth S. Howard", "1938", "#3", "11 + 9", "sound", "1.d4");
        assertRow(rows.get(1), "classics/2", "F. Amelung", "1897", "#2", "5 + 3", "sound", "1.hxg6 e.p.");
        assertRow(rows.get(2), "classics/3", "W. Langstaff", "Chess Amateur 1922", "#2", "5 + 3", "sound", "1.Ke6 | 1.hxg6 e.p.");
    }

    @Test
    void howard1938ShowsItsDiagramAndTheSolversTree() {
        JsonNode howard = classics.get("problems").get("p-1");
        assertTrue(howard.get("shown").asBoolean());
        JsonNode diagram = howard.get("boards").get(0);
        assertEquals(pieces(HOWARD), strings(diagram.get("pieces")));
        assertTrue(diagram.get("sideToMove").get("atBottom").asBoolean(), "White to move: the marker is at White's side");
        String text = howard.get("text").asText();
        assertTrue(text.contains("1.d4! threat: 2.d5+ cxd5 3.Bxd5#"), text);
        assertTrue(text.contains("1...exd3 e.p. 2.f4 threat: 3.f5#"), text);
        assertTrue(text.contains("but 1...dxc6!"), "tries with their refutations: " + text);
        assertTrue(text.contains("Verdict: sound, key 1.d4."), text);
    }

    @Test
    void aFoldedVariationOpensOnClick() {
        JsonNode fold = classics.get("problems").get("p-1").get("fold");
        assertTrue(fold.get("hiddenBefore").asBoolean(), "closed at first: " + fold);
        assertTrue(fold.get("open").asBoolean());
        assertTrue(fold.get("shownAfter").asBoolean(), "the lines beneath show: " + fold);
        assertFalse(fold.get("beneath").asText().isEmpty());
    }

    @Test
    void aChosenMoveShowsThePositionAfterIt() {
        JsonNode move = classics.get("problems").get("p-1").get("move");
        assertEquals("BUTTON", move.get("tag").asText(), "a button: keyboards reach it with Tab and choose it with Enter");
        assertTrue(move.get("focusable").asBoolean());
        assertTrue(move.get("visible").asBoolean());
        assertEquals(pieces(HOWARD_AFTER_D4), strings(move.get("pieces")));
        assertEquals("After 1.d4!", move.get("caption").asText());

        JsonNode amelung = classics.get("problems").get("p-2").get("move");
        assertEquals(pieces(AMELUNG_AFTER_KEY), strings(amelung.get("pieces")), "the e.p. capture takes the pawn on g5");
    }

    @Test
    void amelung1897ShowsItsRetroReasonAndTheDiagramBeforeG7G5() {
        JsonNode amelung = classics.get("problems").get("p-2");
        String text = amelung.get("text").asText();
        assertTrue(text.contains("e.p. right on g6 proven: Black's last move must have been g7-g5"), text);
        JsonNode boards = amelung.get("boards");
        assertEquals(pieces(AMELUNG), strings(boards.get(0).get("pieces")));
        JsonNode before = boards.get(1);
        assertEquals(pieces(AMELUNG_BEFORE_G7G5), strings(before.get("pieces")));
        assertEquals("Before Black's last move g7-g5", before.get("caption").asText());
        assertFalse(before.get("sideToMove").get("atBottom").asBoolean(), "Black to move before its last move");
    }

    @Test
    void langstaff1922ShowsOnePartPerHistory() {
        String text = classics.get("problems").get("p-3").get("text").asText();
        assertTrue(text.contains("Part 1: if "), text);
        assertTrue(text.contains("Part 2: if Black's last move was g7-g5"), text);
        assertTrue(text.contains("Verdict over all parts: sound."), text);
    }

    @Test
    void theIndexSortsByColumn() {
        assertEquals(List.of("classics/2", "classics/3", "classics/4", "classics/1"), strings(classics.get("sortedByPieces")));
        assertEquals(List.of("classics/1", "classics/4", "classics/3", "classics/2"), strings(classics.get("sortedByPiecesDown")));
    }

    @Test
    void anAuthorFieldWithScriptShowsAsText() {
        assertNull(hostile.get("injected").isNull() ? null : hostile.get("injected").asText(), "no script of the file ran");
        assertEquals(2, hostile.get("scripts").asInt(), "the survey's and the page's own, nothing else");
        assertEquals("<script>window.pwned=1</script><img src=x onerror=\"window.pwned=2\">",
                hostile.get("rows").get(0).get("author").asText());
        assertEquals("<b>bold</b> & \"quoted\"", hostile.get("rows").get(0).get("source").asText());
        String text = hostile.get("problems").get("p-1").get("text").asText();
        assertTrue(text.contains("</template><script>window.pwned=3</script>"), text);
        assertEquals("[]", hostile.get("errors").toString());
        assertEquals("[]", hostile.get("blocked").toString());
    }

    @Test
    void theIndexFiltersByVerdictAndShowsUnsupportedAndUnreadableProblems() {
        JsonNode rows = hostile.get("rows");
        assertEquals(List.of("sound", "unsupported", "error"),
                List.of(rows.get(0).get("verdict").asText(), rows.get(1).get("verdict").asText(), rows.get(2).get("verdict").asText()));
        assertEquals(1, hostile.get("filtered").size());
        assertEquals(3, hostile.get("unfiltered").asInt());
        String text = hostile.get("problems").get("p-3").get("text").asText();
        assertTrue(text.contains("'Kz9' names no square"), text);
    }

    private static void assertRow(JsonNode row, String id, String author, String source, String stipulation, String pieces,
                                  String verdict, String key) {
        assertEquals(List.of(id, author, source, stipulation, pieces, verdict, key),
                List.of(row.get("id").asText(), row.get("author").asText(), row.get("source").asText(),
                        row.get("stipulation").asText(), row.get("pieces").asText(), row.get("verdict").asText(),
                        row.get("key").asText()));
    }

    /** The pieces of a FEN as the survey reports them: FEN letter and square, sorted ("Kg1", "ke6"). */
    static List<String> pieces(String fen) {
        List<String> pieces = new ArrayList<>();
        String[] ranks = fen.split(" ")[0].split("/");
        for (int i = 0; i < 8; i++) {
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else {
                    pieces.add(c + "" + (char) ('a' + file) + (8 - i));
                    file++;
                }
            }
        }
        pieces.sort(null);
        return pieces;
    }

    static List<String> strings(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.asText()));
        return list;
    }
}
