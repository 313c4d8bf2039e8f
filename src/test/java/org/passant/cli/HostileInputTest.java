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
 * The reliability review after variants, help/series play and retro on files landed: each input
 * a careless or hostile user gave that was solved as if sound, refused in Java's words or
 * not refused at all, with the one line (or verdict) and exit status now promised.
 */
class HostileInputTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void aVariantProblemWithTwoWhiteKingsOrAPawnOnTheFirstRankIsIllegalNotSolved() throws Exception {
        Path inp = file("variants.inp", "BeginProblem\nCondition DoubleMove\nPieces White Kc1 Qh1 Kd4 Black Ka1\n"
                + "Stipulation kx1\nNextProblem\nCondition Marseillais\nPieces White Kc1 Qh1 Pe1 Black Ka3\n"
                + "Stipulation #1\nNextProblem\nCondition Marseillais\nPieces White Kg1 Re1 Black Kg8 Pf7g7h7\n"
                + "Stipulation #1\nEndProblem\n");
        Path results = dir.resolve("r.jsonl");
        CommandRun run = CommandRun.of("solve", inp.toString(), "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        List<Outcome> outcomes = ResultsFile.readAll(results);
        assertEquals(ProblemVerdict.ILLEGAL, outcomes.get(0).verdict(), "White Kc1 and Kd4 in double-move chess");
        assertEquals(ProblemVerdict.ILLEGAL, outcomes.get(1).verdict(), "a white pawn on e1 in Marseillais chess");
        assertTrue(run.out().contains("Verdict: illegal position: White has 2 kings."), run.out());
        assertTrue(run.out().contains("the white pawn on e1 stands on an edge rank"), run.out());
        assertEquals(ProblemVerdict.COOKED, outcomes.get(2).verdict(), "the rules page's cook, still solved");

        Path html = dir.resolve("variants.html");
        CommandRun report = CommandRun.of("report", inp.toString(), "-o", html.toString());
        assertEquals(0, report.status(), report.err());
        assertTrue(Files.readString(html).contains("White has 2 kings"));
    }

    @Test
    void anOrthodoxFenWithATurnFieldIsRefusedAsDocsVariantsSays() {
        CommandRun run = CommandRun.of("solve", "k7/8/8/3pPpP1/8/8/8/7K w - d6 0 21 1/2", "--stip", "#1");
        assertEquals(2, run.status());
        assertEquals("solver solve: bad FEN: orthodox chess has one move a turn: a turn field needs a variant with two"
                + " (doublemove, marseillais)\n", run.err());
    }

    @Test
    void theResultsAndTheHtmlReportInOneFileAreRefusedBeforeAnythingIsWritten() throws Exception {
        Path inp = file("ok.inp", "BeginProblem\nPieces White Kc1 Qh1 Black Ka1\nStipulation #1\nEndProblem\n");
        Path both = dir.resolve("both.html");
        CommandRun report = CommandRun.of("report", inp.toString(), "-o", both.toString(), "--out", both.toString());
        assertEquals(2, report.status());
        assertEquals("solver report: --out " + both + " is also the HTML report: name two files\n", report.err());
        CommandRun solve = CommandRun.of("solve", inp.toString(), "--html", both.toString(), "--out", both.toString());
        assertEquals(2, solve.status());
        assertEquals("solver solve: --out " + both + " is also the HTML report: name two files\n", solve.err());
        assertFalse(Files.exists(both));
    }

    @Test
    void anEmptyArgumentIsNamedAsSuchNotAsTheCurrentDirectory() {
        CommandRun solve = CommandRun.of("solve", "");
        assertEquals(2, solve.status());
        assertEquals("solver solve: an empty argument (''): give a quoted FEN or a problem file\n", solve.err());
        CommandRun retro = CommandRun.of("retro", "  ");
        assertEquals(2, retro.status());
        assertEquals("solver retro: an empty argument ('  '): give a quoted FEN or a problem file\n", retro.err());
        CommandRun out = CommandRun.of("solve", "8/8/8/8/8/8/8/k1K4Q w - - 0 1", "--stip", "#1", "--out", "");
        assertEquals(2, out.status());
        assertEquals("solver solve: --out needs a file name (or - for standard output), found ''\n", out.err());
    }

    @Test
    void aFenWithNineRanksIsToldItsRankCount() {
        CommandRun run = CommandRun.of("solve", "8/8/8/8/8/8/8/k1K4Q/8 w - - 0 1", "--stip", "#1");
        assertEquals(2, run.status());
        assertEquals("solver solve: 8/8/8/8/8/8/8/k1K4Q/8 w - - 0 1: no such file, and not a FEN: its placement has 9 ranks,"
                + " not 8\n", run.err());
    }

    @Test
    void aReportUnderARegularFileSaysWhyItCannotBeWrittenNotATemporaryFilesName() throws Exception {
        Path inp = file("ok.inp", "BeginProblem\nPieces White Kc1 Qh1 Black Ka1\nStipulation #1\nEndProblem\n");
        Path notADirectory = file("notes.txt", "not a directory\n");
        CommandRun run = CommandRun.of("report", inp.toString(), "-o", notADirectory.resolve("r.html").toString());
        assertEquals(2, run.status());
        assertEquals("solver report: cannot write " + notADirectory.resolve("r.html") + ": " + notADirectory
                + " is a file, not a directory\n", run.err());
    }

    @Test
    void numbersTooLargeToReadAreCalledTooLargeNotNonNumbers() {
        CommandRun stip = CommandRun.of("solve", "8/8/8/8/8/8/8/k1K4Q w - - 0 1", "--stip", "#999999999999");
        assertEquals("solver solve: --stip '#999999999999': the length must be 1 to 60 moves, found a number of 10 digits"
                + " or more\n", stip.err());
        CommandRun fen = CommandRun.of("solve", "8/8/8/8/8/8/8/k1K4Q w - - 0 99999999999", "--stip", "#1");
        assertEquals("solver solve: bad FEN: fullmove number must be at most 2147483647, found '99999999999'\n", fen.err());
    }

    @Test
    void retroNamesItsBoundOptionsAsSolveDoes() {
        CommandRun run = CommandRun.of("retro", "k7/8/8/8/8/8/8/7K w - - 0 1", "--retro-nodes", "0");
        assertEquals(2, run.status());
        assertEquals("solver retro: --retro-depth / --retro-nodes: node budget must be positive, found 0\n", run.err());
    }

    @Test
    void retroOnAMarseillaisProblemSaysItIsNotAnalysedRatherThanRetractingOrthodoxMoves() throws Exception {
        Path inp = file("turns.inp", "BeginProblem\nCondition Marseillais\nPieces White Kg1 Re1 Black Kg8 Pf7g7h7\n"
                + "Stipulation #1\nNextProblem\nPieces White Kc1 Qh1 Black Ka1\nStipulation #1\nEndProblem\n");
        CommandRun run = CommandRun.of("retro", inp.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith(inp + ":1: [turns/1] not analysed: the retro analysis is for orthodox chess,"
                + " this problem is Marseillais chess\n"), run.out());
        assertTrue(run.out().contains(inp + ":5: [turns/2] legal as far as known"), run.out());
        assertTrue(run.out().endsWith("2 diagrams: 1 legal as far as known, 0 illegal, 1 not analysed (variants)\n"), run.out());
    }

    @Test
    void maxFlightsquaresBeyondWhatTheSolverTakesIsAnErrorAtItsLineNotAnInternalError() throws Exception {
        Path inp = file("flights.inp", "BeginProblem\nOption MaxFlightsquares 99\nPieces White Kc1 Qh1 Black Ka1\n"
                + "Stipulation #2\nEndProblem\n");
        CommandRun run = CommandRun.of("solve", inp.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith(inp + ":2: [flights/1] 'MaxFlightsquares' needs a number from 0 to 64, found '99'"
                + " (skipped)\n"), run.out());
        assertFalse(run.out().contains("internal error"), run.out());
    }

    @Test
    void aFileNamedTwiceIsSolvedOnceAndGivesOneRecordPerProblem() throws Exception {
        Path epd = file("m1.epd", "8/8/8/8/8/8/8/k1K4Q w - - bm #1;\n");
        Path results = dir.resolve("r.jsonl");
        CommandRun run = CommandRun.of("solve", epd.toString(), dir.resolve("./m1.epd").toString(), "--keys",
                "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().startsWith("solver: " + dir.resolve("./m1.epd") + " is named more than once: its problems"
                + " are solved once\n"), run.err());
        assertEquals(1, ResultsFile.readAll(results).size());

        CommandRun retro = CommandRun.of("retro", epd.toString(), epd.toString());
        assertEquals(0, retro.status(), retro.err());
        assertTrue(retro.out().endsWith("1 diagram: 1 legal as far as known, 0 illegal\n"), retro.out());
    }

    @Test
    void twoRuleSetsInOneProblemOrARuleChangeInATwinAreRefusedAtTheirLine() throws Exception {
        Path inp = file("rules.inp", "BeginProblem\nCondition Marseillais\nCondition DoubleMove\n"
                + "Pieces White Kc1 Qh1 Black Ka1\nStipulation kx1\nNextProblem\nCondition Marseillais\n"
                + "Pieces White Kc1 Qh1 Black Ka1\nStipulation #1\nTwin Condition DoubleMove\nEndProblem\n");
        CommandRun run = CommandRun.of("solve", inp.toString(), "--keys");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains(inp + ":3: [rules/1] 'Condition DoubleMove' after 'Condition Marseillais': one rule"
                + " set a problem; other fairy conditions are not supported (skipped)\n"), run.out());
        assertTrue(run.out().contains("'Condition DoubleMove' in a twin: a twin cannot change the rules; state them for"
                + " the whole problem"), run.out());
        assertTrue(run.out().contains("=== rules/2a (twin a)"), "the problem before the twin is still solved:\n" + run.out());
    }

    @Test
    void aHelpmateWrittenAfterBmSaysWhereItBelongsInsteadOfNoStipulation() throws Exception {
        Path epd = file("help.epd", "8/8/8/8/8/8/8/k1K4Q w - - bm h#2;\n");
        CommandRun run = CommandRun.of("solve", epd.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith(epd + ":1: [help/1] 'bm h#2': bm gives a direct mate (#n); write other"
                + " stipulations as 'stip h#2' (skipped)\n"), run.out());
    }

    @Test
    void aResumedReportSaysWhichProblemsItLeavesOutRatherThanLookingWhole() throws Exception {
        Path epd = file("two.epd", "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"first\";\n"
                + "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"second\";\n");
        Path results = dir.resolve("r.jsonl");
        Path html = dir.resolve("two.html");
        CommandRun first = CommandRun.of("solve", epd.toString(), "--shard", "1/2", "--out", results.toString());
        assertEquals(0, first.status(), first.err()); // an earlier run that solved the first problem only
        CommandRun run = CommandRun.of("report", epd.toString(), "-o", html.toString(), "--out", results.toString(),
                "--resume");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("wrote " + html + ": 1 problem, "), run.out());
        assertTrue(run.out().contains("; 1 solved by an earlier run (--resume) are not in it"), run.out());
        assertTrue(Files.readString(html).contains("1 problem was solved by an earlier run (--resume) and is not in this"
                + " report; its result is in " + results), "said under the title");
    }
}
