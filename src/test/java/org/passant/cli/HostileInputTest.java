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
        assertTrue(run.out().contains("White has 2 kings"), run.out());
        assertTrue(run.out().contains("the white pawn on e1 stands on an edge rank"), run.out());
        assertEquals(ProblemVerdict.COOKED, outcomes.get(2).verdict(), "the rules page's cook, still solved");

        Path html = dir.resolve("variants.html");
        CommandRun report = CommandRun.of("report", inp.toString(), "-o", html.toString());
        assertEquals(0, report.status(), report.err());
        assertTrue(Files.readString(html).contains("White has 2 kings"));
    }
}
