package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;

/**
 * Help play, series play and selfmates in the HTML report: each solution a numbered line of its
 * own, the set play under its heading, the verdict with the count of solutions, all in the text
 * report's words. The solutions named here are Popeye 4.104's for the same problems (the files'
 * remarks name where each was checked).
 */
class HtmlHelpPlayTest {
    private static final SolveOptions SET_PLAY = SolveOptions.defaults().withSetPlay(true);
    /** Series problems of problems/series.inp that solve in well under a second: all the plays, twins included. */
    private static final Set<String> QUICK_SERIES = Set.of("series/1", "series/2", "series/4", "series/8a", "series/8b",
            "series/9a", "series/9b", "series/10a", "series/10b", "series/22");

    @TempDir
    static Path dir;
    /** The report of the first four helpmates, two series movers and a selfmate, as the page holds it. */
    static String page;

    @BeforeAll
    static void writeReport() throws IOException {
        Path target = dir.resolve("help.html");
        HtmlReport report = HtmlReport.create(target, "help play", "", false);
        for (Problem p : problems("problems/helpmates.inp").subList(0, 4)) {
            report.problem(solve(p));
        }
        for (Problem p : problems("problems/series.inp")) {
            if (p.id().equals("series/9a") || p.id().equals("series/5a")) {
                report.problem(solve(p));
            }
        }
        report.problem(solve(problems("problems/selfmates.inp").get(1)));
        report.end("");
        page = Files.readString(target, StandardCharsets.UTF_8);
    }

    @Test
    void foldeak1955TwoSolutionsEachOnItsOwnLineAndTheVerdictCountsThem() {
        String foldeak = article("p-2");
        assertEquals(List.of("1.Kc2 Ra2+ 2.Kc1 0-0#", "1.Rf2 0-0-0+ 2.Ke2 Rhe1#"), lines(foldeak, "solution"));
        assertTrue(foldeak.contains("Verdict: solved, 2 solutions; the number intended is not stated"), foldeak);
        assertTrue(page.contains("<td class=\"key\">2 solutions</td>"), "the index counts the solutions in the key column");
    }

    @Test
    void everyMoveOfASolutionShowsThePositionAfterIt() {
        String foldeak = article("p-2");
        // 8/8/8/8/8/1P1k1p2/7r/R3K2R b KQ: after 1.Kc2 the black king stands on c2 and White is to move.
        assertTrue(foldeak.contains("<button data-fen=\"8/8/8/8/8/1P3p2/2k4r/R3K2R w\">1.Kc2</button>"), foldeak);
        assertEquals(8, HtmlTexts.count(foldeak, "<button data-fen="), "four moves in each of the two solutions");
    }

    @Test
    void zilahi1935TwinBShowsItsSetPlayBeforeTheSolution() {
        String twin = article("p-4");
        assertEquals(List.of("1...Ra2 2.Nxe4 Be2#"), lines(twin, "ln"));
        assertEquals(List.of("1.Nxb1 Ba5 2.Na3 0-0-0#"), lines(twin, "solution"));
        assertTrue(twin.indexOf("Set play:") < twin.indexOf("1.Nxb1"), twin);
    }

    @Test
    void aSeriesMoverIsNumberedMoveByMoveAndTheReplyThatMatesHasNoNumber() {
        assertEquals(List.of("1.c8=B 2.Bb7 3.Be4 4.f8=Q#"), lines(article("p-6"), "solution"));
        assertEquals(List.of("1.d1=Q 2.Qxd4 3.Qa1 4.d4 5.d3 6.d2 7.d1=B 8.Bc2 9.Bb1 Bc4#"), lines(article("p-5"), "solution"));
    }

    @Test
    void argunow1999TheSelfmateIsATreeWithItsKeyAndBlacksForcedMates() {
        String selfmate = article("p-7");
        assertTrue(selfmate.contains("<summary><button data-fen="), "the key's variations fold beneath it");
        assertTrue(selfmate.contains(">1.Ne6+!</button>"), selfmate);
        assertTrue(selfmate.contains(">2...Na3#</button>"), selfmate);
        assertTrue(selfmate.contains("Verdict: sound, key 1.Ne6+."), selfmate);
    }

    @Test
    void helpmatesSeriesMoversAndSelfmatesReadLineForLineAsTheTextReport() throws IOException {
        List<Problem> problems = new ArrayList<>(problems("problems/helpmates.inp").subList(0, 8));
        // The s#5 show no layout the shorter selfmates do not, and with set play they cost this test
        // half a minute: the s#2 to s#4 are read here (PublishedHelpSelfCorpusTest solves them all).
        problems("problems/selfmates.inp").stream()
                .filter(p -> p.stipulation().understood().map(Stipulation::moves).orElse(0) <= 4)
                .forEach(problems::add);
        problems("problems/series.inp").stream().filter(p -> QUICK_SERIES.contains(p.id())).forEach(problems::add);
        for (Problem problem : problems) {
            ProblemResult.Solved solved = solve(problem);
            HtmlTexts.assertReadsAsTheTextReport(solved, problem.id());
        }
    }

    private static List<Problem> problems(String file) {
        return ProblemReader.read(Path.of(file), null).problems();
    }

    private static ProblemResult.Solved solve(Problem p) {
        return (ProblemResult.Solved) new ProblemSolver(new Solver(SET_PLAY)).solve(p);
    }

    /** One problem's page, from its article to the end of it. */
    private static String article(String anchor) {
        int start = page.indexOf("<article id=\"" + anchor + "\"");
        assertTrue(start >= 0, anchor);
        return page.substring(start, page.indexOf("</article>", start));
    }

    /** The text of the lines of a kind: li.solution, or the plain lines (div.ln) such as those of the set play. */
    private static List<String> lines(String article, String kind) {
        Pattern line = kind.equals("ln") ? Pattern.compile("<div class=\"ln\">(.*?)</div>")
                : Pattern.compile("<li class=\"" + kind + "\"><div class=\"ln\">(.*?)</div></li>");
        List<String> found = new ArrayList<>();
        Matcher m = line.matcher(article);
        while (m.find()) {
            found.add(m.group(1).replaceAll("<[^>]+>", ""));
        }
        if (kind.equals("ln")) {
            found.removeIf(l -> article.contains("<li class=\"solution\"><div class=\"ln\">" + l)); // the set play's only
            found.removeIf(l -> !l.startsWith("1..."));
        }
        return found;
    }
}
