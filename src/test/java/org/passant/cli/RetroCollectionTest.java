package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./solver retro FILE...}: the files {@code solve} reads, one verdict line per diagram in
 * input order, a bad problem reported with its file, line and id while the run goes on, and
 * {@code --out} records written whole.
 */
class RetroCollectionTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private Path fenLines() throws IOException {
        return Files.writeString(dir.resolve("retros.fen"), String.join("\n",
                "7R/7p/5P1k/4PKpP/8/8/8/8 w - - id \"Amelung 1897\";",
                "4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - id \"Langstaff 1922\";",
                "8/8/8/R3k3/3P4/8/8/4K3 b - -",
                "8/8/8/8 w - -",
                "r3k3/p1p5/Q3K3/8/8/8/8/8 w q -",
                ""));
    }

    @Test
    void everyDiagramGetsItsVerdictLineAndABrokenOneDoesNotStopTheRun() throws IOException {
        Path file = fenLines();
        CommandRun run = CommandRun.of("retro", file.toString());
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of(
                file + ":1: [Amelung 1897] legal as far as known; last move (Black): g7-g5; e.p. on g6 proven; castling -",
                file + ":2: [Langstaff 1922] legal as far as known; last move (Black): 15 possible; no e.p.; castling k;"
                        + " 2 parts (partial retro analysis)",
                file + ":3: [retros/3] illegal: the black king on e5 is in check from the white pawn on d4 and the white rook"
                        + " on a5, which no last move of White can have given",
                file + ":4: [retros/4] error: the FEN placement '8/8/8/8' has 4 ranks instead of 8",
                file + ":5: [retros/5] legal as far as known; last move (Black): 10 possible; no e.p.; castling -;"
                        + " stated Black 0-0-0 impossible",
                "5 diagrams: 3 legal as far as known (1 with e.p. proven, 1 in parts), 1 illegal, 1 unreadable"), lines);
    }

    @Test
    void popeyeInputIsReadAsSolveReadsItTwinsAndFairyPiecesIncluded() throws IOException {
        Path file = Files.writeString(dir.resolve("amelung.inp"), String.join("\n",
                "BeginProblem",
                "Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7",
                "Stipulation #2",
                "NextProblem",
                "Pieces White Kb6 Xc1 Black Ka8",
                "Stipulation #1",
                "EndProblem", ""));
        CommandRun run = CommandRun.of("retro", file.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith(file + ":1: [amelung/1] legal as far as known; last move (Black): g7-g5; e.p. on g6 proven"),
                run.out());
        assertTrue(run.out().contains(file + ":5: [amelung/2] error: piece 'X' is not an orthodox piece"), run.out());
    }

    /** Amelung with a budget of 30 positions: the proof of g7-g5 is not reached, and the line says why. */
    @Test
    void aBudgetThatRunsOutProvesNothingAndSaysSo() throws IOException {
        CommandRun run = CommandRun.of("retro", fenLines().toString(), "--nodes", "30");
        assertEquals(0, run.status(), run.err());
        String amelung = run.out().lines().findFirst().orElseThrow();
        assertTrue(amelung.contains("; no e.p.;") && amelung.endsWith("; search budget exhausted (--nodes)"), amelung);
    }

    @Test
    void outWritesOneWholeRecordPerDiagramInInputOrder() throws IOException {
        Path results = dir.resolve("retro.jsonl");
        CommandRun run = CommandRun.of("retro", fenLines().toString(), "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        List<JsonNode> records = records(results);
        assertEquals(List.of("legal as far as known", "legal as far as known", "illegal", "error", "legal as far as known"),
                records.stream().map(r -> r.get("verdict").asText()).toList());
        assertEquals("g6", records.get(0).get("enPassant").asText());
        assertEquals(List.of("g7-g5"), MAPPER.convertValue(records.get(0).get("lastMoves"), List.class));
        assertEquals(2, records.get(1).get("parts").asInt());
        assertEquals(4, records.get(3).get("line").asInt());
        assertTrue(Files.readString(results).endsWith("}\n"), "every record ends its line");
    }

    @Test
    void jsonFormatPrintsTheSameRecordsAndNothingElse() throws IOException {
        Path results = dir.resolve("retro.jsonl");
        CommandRun run = CommandRun.of("retro", fenLines().toString(), "--format", "json", "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(Files.readString(results), run.out());
    }

    @Test
    void aMissingFileIsRefusedBeforeAnythingIsWritten() throws IOException {
        Path results = dir.resolve("retro.jsonl");
        CommandRun run = CommandRun.of("retro", fenLines().toString(), dir.resolve("missing.fen").toString(),
                "--out", results.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("missing.fen: no such file"), run.err());
        assertFalse(Files.exists(results), "no results file for a run that did not start");
    }

    @Test
    void outOverTheInputIsRefused() throws IOException {
        Path file = fenLines();
        String before = Files.readString(file);
        CommandRun run = CommandRun.of("retro", file.toString(), "--out", file.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("is the input file"), run.err());
        assertEquals(before, Files.readString(file));
    }

    @Test
    void aFenWithOutGetsItsRecordAndItsUsualReport() throws IOException {
        Path results = dir.resolve("one.jsonl");
        CommandRun run = CommandRun.of("retro", "7R/7p/5P1k/4PKpP/8/8/8/8 w", "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Diagram: 7R/7p/5P1k/4PKpP/8/8/8/8 w\n"), run.out());
        assertEquals("g6", records(results).get(0).get("enPassant").asText());
    }

    private static List<JsonNode> records(Path file) throws IOException {
        return Files.readAllLines(file).stream().map(l -> {
            try {
                return MAPPER.readTree(l);
            } catch (IOException e) {
                throw new AssertionError("not a JSON line: " + l, e);
            }
        }).toList();
    }
}
