package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;

/** The HTML report says what the text report says, keeps a problem file's text as text, and is written whole or not at all. */
class HtmlReportTest {
    @TempDir
    Path dir;

    @Test
    void everyTreeOfTheBundledRetroAndClassicProblemsReadsLineForLineAsTheTextReport() {
        SolveOptions options = SolveOptions.defaults().withTrustRights(false).withTries(true).withSetPlay(true);
        for (String file : List.of("problems/classics.inp", "problems/retro.inp")) {
            for (Problem problem : ProblemReader.read(Path.of(file), null).problems()) {
                ProblemResult.Solved solved = (ProblemResult.Solved) new ProblemSolver(new Solver(options)).solve(problem);
                HtmlTexts.assertReadsAsTheTextReport(solved, problem.id());
            }
        }
    }

    @Test
    void amelung1897TheRetroFindingsAreTheTextReportsAndTheDiagramBeforeG7G5HasThePawnBackHome() {
        Problem amelung = ProblemReader.read(Path.of("problems/classics.inp"), null).problems().get(1);
        ProblemResult.Solved solved = (ProblemResult.Solved) new ProblemSolver(new Solver(SolveOptions.defaults().withTrustRights(false))).solve(amelung);
        HtmlProblem html = HtmlProblem.of(2, solved, new HtmlNotation(false));
        assertEquals(RightsNoteWords.notes(solved.solution()), html.retroNotes());
        assertEquals(RetroRightsWords.enPassantReason(solved.solution().retro().enPassant()), html.epReason());
        assertTrue(html.epReason().startsWith("Black's last move must have been g7-g5"), html.epReason());
        assertEquals("7R/6pp/5P1k/4PK1P/8/8/8/8 b - - 0 1", html.before().fen());
        assertFalse(html.before().whiteToMove());
        assertEquals("Before Black's last move g7-g5", html.beforeCaption());
        assertEquals("5 + 3", html.pieces());
    }

    @Test
    void promotedPiecesAreDrawnLikeAnyOther() {
        HtmlBoard board = HtmlBoard.of("QQQ1k3/8/4K3/8/8/8/8/8 w - - 0 1");
        assertEquals("4 + 1", board.count());
        assertEquals("White: Ke6, Qa8, Qb8, Qc8; Black: Ke8", board.words());
        HtmlBoard.Placed a8 = board.pieces().stream().filter(p -> p.square().equals("a8")).findFirst().orElseThrow();
        assertEquals(List.of(40, 10, "q", "w"), List.of(a8.x(), a8.y(), a8.symbol(), a8.colour()));
    }

    @Test
    void figurinesReplaceThePieceLettersOnly() {
        HtmlNotation figurines = new HtmlNotation(true);
        assertEquals("\u2658f3", figurines.move("Nf3"));
        assertEquals("exd8=\u2655#", figurines.move("exd8=Q#"));
        assertEquals("1.\u2654e6 | 1.hxg6 e.p.", figurines.move("1.Ke6 | 1.hxg6 e.p."));
        assertEquals("\u2656bxc6+", figurines.move("Rbxc6+"));
        assertEquals("Nf3", new HtmlNotation(false).move("Nf3"));
    }

    @Test
    void textFromAProblemFileIsEscapedEverywhereItAppears() throws IOException {
        Path file = dir.resolve("hostile.inp");
        Files.writeString(file, String.join("\n", "BeginProblem",
                "Author <script>alert(1)</script>", "Origin \"><img src=x onerror=alert(2)>", "Award 1st Prize & more",
                "Title </template><b>", "Pieces", "White Kf5 Rh8 Pe5f6h5", "Black Kh6 Pg5h7", "Stipulation #2", "EndProblem", ""));
        Path target = dir.resolve("out.html");
        HtmlReport report = HtmlReport.create(target, "<title> & co", "<i>description</i>", false);
        for (Problem p : ProblemReader.read(file, null).problems()) {
            report.problem(new ProblemSolver(new Solver(SolveOptions.defaults())).solve(p));
        }
        report.end("summary <with> markup");
        String page = Files.readString(target, StandardCharsets.UTF_8);
        for (String raw : List.of("<script>alert", "<img src=x", "</template><b>", "<title> & co", "<i>description", "<with>")) {
            assertFalse(page.contains(raw), raw);
        }
        for (String escaped : List.of("&lt;script&gt;alert(1)&lt;/script&gt;", "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;",
                "1st Prize &amp; more", "&lt;/template&gt;&lt;b&gt;", "&lt;title&gt; &amp; co", "summary &lt;with&gt; markup")) {
            assertTrue(page.contains(escaped), escaped);
        }
        assertEquals(1, HtmlTexts.count(page, "<script>"), "the page's own script only");
    }

    @Test
    void aReportIsWrittenWholeAtTheEndAndNotBeforeAnExistingOneStaysUntilThen() throws IOException {
        Path target = dir.resolve("r.html");
        Files.writeString(target, "the last report");
        HtmlReport report = HtmlReport.create(target, "t", "d", false);
        Problem amelung = ProblemReader.read(Path.of("problems/classics.inp"), null).problems().get(1);
        report.problem(new ProblemSolver(new Solver(SolveOptions.defaults().withTrustRights(false))).solve(amelung));
        assertEquals("the last report", Files.readString(target), "nothing replaces the target before the end");
        report.end("");
        assertTrue(Files.readString(target).startsWith("<!DOCTYPE html>"));
        assertTrue(Files.readString(target).strip().endsWith("</html>"));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList(), "the hidden working files are gone");
        }
    }

    @Test
    void aReportIntoAMissingFolderMakesItAndOneOntoAFolderIsRefused() throws IOException {
        Path target = dir.resolve("new/folder/r.html");
        HtmlReport.create(target, "t", "d", false).end("");
        assertTrue(Files.isRegularFile(target));
        assertThrows(IOException.class, () -> HtmlReport.create(dir.resolve("new"), "t", "d", false));
    }

    @Test
    void nothingIsFetchedAndThePageForbidsFetching() throws IOException {
        Path target = dir.resolve("r.html");
        HtmlReport report = HtmlReport.create(target, "t", "d", false);
        Problem howard = ProblemReader.read(Path.of("problems/classics.inp"), null).problems().get(0);
        report.problem(new ProblemSolver(new Solver(SolveOptions.defaults())).solve(howard));
        report.end("");
        String page = Files.readString(target).replace("'http://www.w3.org/2000/svg'", ""); // a name, not an address
        for (String fetch : List.of("http:", "https:", "src=", "<link", "@import", "url(", "\"//", "'//")) {
            assertFalse(page.contains(fetch), fetch);
        }
        assertTrue(page.contains("Content-Security-Policy\" content=\"default-src 'none';"));
    }
}
