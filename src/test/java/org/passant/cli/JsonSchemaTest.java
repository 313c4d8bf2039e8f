package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.batch.Outcome;
import org.passant.batch.RecordedRuledOut;
import org.passant.batch.ResultsFile;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.problem.CommandLineFen;
import org.passant.solve.ProblemVerdict;

/**
 * Every JSON the commands print matches the schema shipped in the jar (schema/*.schema.json), and
 * the schemas are strict enough to notice a field of the wrong type or a missing one.
 */
class JsonSchemaTest {
    private static final String HOWARD_1938 = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";
    /** Amelung 1897: retro analysis proves the e.p. right on g6, and 1.hxg6 e.p. is the key. */
    private static final String AMELUNG_1897 = "7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1";
    /** Langstaff 1922: two histories (Black castled or played g7-g5 last), so two parts. */
    private static final String LANGSTAFF_1922 = "4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - 0 1";
    /** White's pawns need a capture but Black has lost nothing: illegal by retro analysis. */
    private static final String ILLEGAL = "rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR b - - 0 1";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void solveHowardAsJsonMatchesTheSolutionSchema() {
        List<JsonNode> docs = solveJson(HOWARD_1938, "--stip", "#3");
        assertEquals("sound", docs.get(0).get("verdict").asText());
    }

    @Test
    void solveWithTriesKeysOnlyAndSetPlayMatchTheSolutionSchema() {
        JsonNode tries = solveJson(HOWARD_1938, "--stip", "#3", "--tries").get(0);
        assertFalse(tree(tries).get("tries").isEmpty(), "Howard 1938 has tries");
        solveJson(HOWARD_1938, "--stip", "#3", "--keys");
        solveJson("2k5/8/1K6/8/8/8/8/7R w - - 0 1", "--stip", "#2", "--set-play");
    }

    @Test
    void amelungWithItsProvenEnPassantRightMatchesTheSolutionSchema() {
        JsonNode doc = solveJson(AMELUNG_1897, "--stip", "#2").get(0);
        assertEquals("hxg6 e.p.", tree(doc).get("keys").get(0).get("san").asText());
    }

    @Test
    void aTreeCutByMaxTreeNodesMatchesTheSolutionSchemaAndSaysSo() {
        JsonNode cut = tree(solveJson(HOWARD_1938, "--stip", "#3", "--tries", "--max-tree-nodes", "3").get(0));
        assertTrue(cut.get("treeCut").asBoolean(), cut.toPrettyString());
        assertFalse(cut.get("partial").asBoolean());
        JsonNode whole = tree(solveJson(HOWARD_1938, "--stip", "#3", "--tries").get(0));
        assertFalse(whole.get("treeCut").asBoolean());
    }

    @Test
    void aLongMateStoppedAmongItsFirstMovesListsTheOpenOnesAndMatchesTheSolutionSchema() throws IOException {
        // matetrack-4521, a #10 that takes minutes: a second leaves most first moves open.
        Path results = dir.resolve("stopped.jsonl");
        JsonNode stopped = tree(solveJson("8/KN3p2/pNkP1pr1/4P2p/P3Rp2/4n1p1/r2p4/5Bq1 w - - 0 1", "--stip", "#10",
                "--keys", "--max-time", "1", "--out", results.toString()).get(0));
        assertTrue(stopped.get("partial").asBoolean());
        assertFalse(stopped.get("openFirstMoves").isEmpty(), stopped.toPrettyString());
        assertTrue(stopped.get("openFirstMoves").get(0).get("beingExamined").asBoolean(), "the first open move was begun");

        // The results line keeps the same open moves, those being examined first, and tells the stop once.
        JsonNode line = valid(documents(Files.readString(results)), "results-line").get(0);
        assertEquals("unfinished", line.get("verdict").asText());
        List<String> inTree = new ArrayList<>();
        stopped.get("openFirstMoves").forEach(m -> inTree.add(m.get("move").get("san").asText()));
        List<String> inLine = new ArrayList<>();
        line.get("openFirstMoves").forEach(m -> inLine.add(m.get("move").asText()));
        assertEquals(Set.copyOf(inTree), Set.copyOf(inLine));
        assertEquals(inTree.size(), inLine.size());
        assertTrue(line.get("openFirstMoves").get(0).get("beingExamined").asBoolean(), line.toString());
        List<String> notes = new ArrayList<>();
        line.get("notes").forEach(n -> notes.add(n.asText()));
        assertEquals(1, notes.stream().filter(n -> n.startsWith("the search was stopped")).count(), "the stop is told once: " + notes);
        assertTrue(notes.stream().anyMatch(n -> n.startsWith("kept for --continue: the ")), "and what it settled is kept: " + notes);

        Path finished = dir.resolve("finished.jsonl");
        assertNull(tree(solveJson(HOWARD_1938, "--stip", "#3", "--keys", "--out", finished.toString()).get(0))
                .get("openFirstMoves"), "a finished solve leaves no first move open");
        assertNull(valid(documents(Files.readString(finished)), "results-line").get(0).get("openFirstMoves"),
                "nor does its results line");
    }

    /**
     * Howard 1938 typed as a FEN, recorded as stopped with every first move but its key and six tries
     * ruled out, then taken up with --continue: both records match the results-line schema, the
     * first with its {@code ruledOut}, the second finished as a run from the start and saying so.
     */
    @Test
    void aFenTakenUpByContinueKeepsItsRecordsInTheResultsLineSchema() throws IOException {
        Position diagram = Position.fromFen(HOWARD_1938);
        Set<String> keyAndTries = Set.of("d4", "Bxc6", "Qd1", "Qc3", "Qa4", "Qd4", "Qa6");
        List<String> ruledOut = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int i = 0, count = MoveGenerator.legal(diagram, moves, 0); i < count; i++) {
            String san = Notation.san(diagram, moves[i]);
            if (!keyAndTries.contains(san)) {
                ruledOut.add(san);
            }
        }
        Path results = dir.resolve("continued.jsonl");
        try (ResultsFile out = ResultsFile.open(results, false)) {
            out.write(new Outcome(HOWARD_1938 + " #3", CommandLineFen.SOURCE.file(), CommandLineFen.SOURCE.line(),
                    ProblemVerdict.UNFINISHED, List.of(), List.of(), true, 1000, 1000, List.of(), List.of())
                    .withRuledOut(new RecordedRuledOut(HOWARD_1938, List.of(HOWARD_1938), "#3", 1, ruledOut)));
        }
        CommandRun taken = CommandRun.of("solve", HOWARD_1938, "--stip", "#3", "--keys", "--tries", "--out", results.toString(),
                "--continue");
        assertEquals(0, taken.status(), taken.err());
        List<JsonNode> lines = valid(documents(Files.readString(results)), "results-line");
        assertEquals(2, lines.size());
        assertEquals(ruledOut.size(), lines.get(0).get("ruledOut").get("moves").size());
        JsonNode now = lines.get(1);
        assertEquals("sound", now.get("verdict").asText());
        assertEquals("[\"d4\"]", now.get("keys").toString());
        assertEquals(6, now.get("tries").size());
        assertNull(now.get("ruledOut"), "a finished record has nothing to take up");
        assertTrue(now.get("notes").toString().contains("taken up where an earlier run stopped: " + ruledOut.size()
                + " of the " + (ruledOut.size() + 7) + " first moves"), now.get("notes").toString());
    }

    @Test
    void aDoubleMoveKingCaptureInTurnsMatchesTheSolutionSchema() throws IOException {
        // After 1.e4 e5,d6 (the rules page of double-move chess) White takes the king in one turn only by Bb5,Bxe8.
        Path results = dir.resolve("galvin.jsonl");
        JsonNode doc = solveJson("rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "--variant", "doublemove",
                "--stip", "kx1", "--out", results.toString()).get(0);
        JsonNode line = valid(documents(Files.readString(results)), "results-line").get(0);
        assertEquals("doublemove", line.get("variant").asText());
        assertEquals("[\"Bb5,Bxe8\"]", line.get("keys").toString());
        assertEquals("doublemove", doc.get("variant").asText());
        JsonNode key = tree(doc).get("keys").get(0);
        assertEquals("Bb5,Bxe8", key.get("san").asText());
        assertEquals("f1b5,b5e8", key.get("uci").asText());
        assertTrue(key.get("kingCapture").asBoolean());
        assertFalse(key.get("stalemate").asBoolean(), "taking the king is neither mate nor stalemate");
    }

    @Test
    void aMarseillaisTreeWithTwoEnPassantRightsAndATurnFieldMatchesTheSolutionSchema() {
        JsonNode doc = solveJson("4k3/8/8/1pP1pP2/8/8/8/4K2R w K b6e6 0 1 1/2", "--variant", "marseillais",
                "--stip", "#1").get(0);
        assertEquals("marseillais", doc.get("variant").asText());
        assertEquals("4k3/8/8/1pP1pP2/8/8/8/4K2R w K b6e6 0 1 1/2", doc.get("fen").asText());
    }

    @Test
    void langstaffInTwoPartsMatchesTheSolutionSchema() {
        JsonNode doc = solveJson(LANGSTAFF_1922, "--stip", "#2").get(0);
        assertEquals(2, doc.get("parts").size());
    }

    @Test
    void anIllegalDiagramMatchesTheSolutionSchema() {
        JsonNode doc = solveJson(ILLEGAL, "--stip", "#2").get(0);
        assertEquals("illegal", doc.get("verdict").asText());
        assertTrue(doc.get("parts").isEmpty());
    }

    /** Help play lists its solutions as lines of half-moves; a selfmate's last defence is the mate. */
    @Test
    void helpmatesSelfmatesAndStalematesMatchTheSolutionSchema() {
        String myllyniemi = "7n/2p1Pp2/2PppRp1/2pk2P1/B1Np4/3Kp3/4P3/8 %s - - 0 1";
        JsonNode help = solveJson(String.format(myllyniemi, "b"), "--stip", "h#2 1 solution").get(0);
        assertEquals("sound", help.get("verdict").asText());
        JsonNode tree = help.get("parts").get(0).get("solution");
        assertEquals("1.e5 e8=Q 2.e4+ Qxe4#", tree.get("helpSolutions").get(0).get("text").asText());
        assertEquals(1, tree.get("verdict").get("solutionsFound").asInt());
        assertEquals(1, tree.get("verdict").get("solutionsStated").asInt());
        // A plain h#2 states no number: the solution is counted, the verdict is "solved".
        JsonNode counted = solveJson(String.format(myllyniemi, "b"), "--stip", "h#2").get(0);
        assertEquals("solved", counted.get("verdict").asText());
        assertEquals(0, counted.get("parts").get(0).get("solution").get("verdict").get("solutionsStated").asInt());
        JsonNode stalemate = solveJson(String.format(myllyniemi, "b"), "--stip", "h=2").get(0);
        JsonNode last = stalemate.get("parts").get(0).get("solution").get("helpSolutions").get(0).get("moves").get(3);
        assertTrue(last.get("stalemate").asBoolean());
        JsonNode self = solveJson(String.format(myllyniemi, "w"), "--stip", "s#2").get(0);
        assertEquals("sound", self.get("verdict").asText());
    }

    /**
     * A results line of help or series play carries its solutions, which it has instead of keys
     * (Popeye 4.104 gives the same lines): Myllyniemi's h#2 one, Földeak's h#2 (Die Schwalbe 1955)
     * both, the ser-#4 of problems/series.inp its one; a direct mate has none.
     */
    @Test
    void theResultsLineOfHelpAndSeriesPlayListsEverySolution() throws IOException {
        Path results = dir.resolve("help.jsonl");
        solveJson("7n/2p1Pp2/2PppRp1/2pk2P1/B1Np4/3Kp3/4P3/8 b - - 0 1", "--stip", "h#2", "--out", results.toString());
        JsonNode help = valid(documents(Files.readString(results)), "results-line").get(0);
        assertEquals("[\"1.e5 e8=Q 2.e4+ Qxe4#\"]", help.get("solutions").toString());
        assertEquals("[]", help.get("keys").toString());
        solveJson("8/8/8/8/8/1P1k1p2/7r/R3K2R b KQ - 0 1", "--stip", "h#2", "--out", results.toString());
        JsonNode foldeak = valid(documents(Files.readString(results)), "results-line").get(0);
        assertEquals("[\"1.Kc2 Ra2+ 2.Kc1 0-0#\",\"1.Rf2 0-0-0+ 2.Ke2 Rhe1#\"]", foldeak.get("solutions").toString());
        solveJson("7k/2P1pP2/K3P3/8/8/2p5/8/8 w - - 0 1", "--stip", "ser-#4", "--out", results.toString());
        JsonNode series = valid(documents(Files.readString(results)), "results-line").get(0);
        assertEquals("[\"1.c8=B 2.Bb7 3.Be4 4.f8=Q#\"]", series.get("solutions").toString());
        solveJson(HOWARD_1938, "--stip", "#3", "--out", results.toString());
        assertNull(valid(documents(Files.readString(results)), "results-line").get(0).get("solutions"), "a direct mate has keys");
    }

    /**
     * A collection prints one JSON document per problem, solved, unsupported or broken alike, and
     * nothing else: standard output is a JSON stream that programs can read whole.
     */
    @Test
    void aCollectionWithAnUnsupportedAndABrokenProblemMatchesTheSchemas() throws IOException {
        Path file = dir.resolve("three.inp");
        Files.writeString(file, String.join("\n",
                "BeginProblem", "Pieces White Kb6 Qc1 Black Ka8", "Stipulation #1",
                "NextProblem", "Pieces White Kb6 Qc1 Black Ka8", "Stipulation r#2",
                "NextProblem", "Pieces White Kb6 Xc1 Black Ka8", "Stipulation #1",
                "EndProblem", ""));
        Path results = dir.resolve("results.jsonl");
        CommandRun run = CommandRun.of("solve", file.toString(), "--format", "json", "--jobs", "1",
                "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        List<JsonNode> documents = valid(documents(run.out()), "solution");
        assertEquals(List.of("sound", "unsupported", "error"),
                documents.stream().map(d -> d.get("verdict").asText()).toList());
        assertEquals(List.of("three/1", "three/2", "three/3"), documents.stream().map(d -> d.get("id").asText()).toList());
        List<JsonNode> lines = valid(documents(Files.readString(results)), "results-line");
        assertEquals(Set.of("sound", "unsupported", "error"),
                Set.copyOf(lines.stream().map(l -> l.get("verdict").asText()).toList()));
    }

    /** --out -: standard output is the results file, every line a results record, solved or broken. */
    @Test
    void resultsOnStandardOutputMatchTheResultsLineSchema() throws IOException {
        Path file = dir.resolve("two.inp");
        Files.writeString(file, String.join("\n",
                "BeginProblem", "Pieces White Kb6 Qc1 Black Ka8", "Stipulation #1",
                "NextProblem", "Pieces White Kb6 Xc1 Black Ka8", "Stipulation #1",
                "EndProblem", ""));
        CommandRun run = CommandRun.of("solve", file.toString(), "--out", "-");
        assertEquals(0, run.status(), run.err());
        List<JsonNode> lines = valid(documents(run.out()), "results-line");
        assertEquals(List.of("sound", "error"), lines.stream().map(l -> l.get("verdict").asText()).toList());
        CommandRun retro = CommandRun.of("retro", file.toString(), "--out", "-");
        assertEquals(0, retro.status(), retro.err());
        assertEquals(2, valid(documents(retro.out()), "retro-results-line").size());
    }

    /**
     * Orlik, STERN 44/80 (Popeye's example castling-04), #3: 1.Qf6 leaves two flights, so it is
     * found under MaxFlightsquares 2 and the problem is sound under it: the verdict word stays
     * "sound", the restriction is a field of the tree's verdict and of the results line.
     */
    @Test
    void aVerdictUnderAPruningOptionCarriesItInBothSchemas() throws IOException {
        Path results = dir.resolve("orlik.jsonl");
        JsonNode doc = solveJson("8/8/pQ6/p1P5/P1p5/5p2/2k2P2/R3K3 w Q - 0 1", "--stip", "#3", "--max-flights", "2",
                "--non-trivial", "20", "0", "--out", results.toString()).get(0);
        assertEquals("sound", doc.get("verdict").asText());
        JsonNode restriction = tree(doc).get("verdict").get("restriction");
        assertEquals("MaxFlightsquares 2, NonTrivial 20 0", restriction.get("text").asText());
        assertTrue(restriction.get("threat").isNull());
        assertEquals(2, restriction.get("maxFlightsquares").asInt());
        assertEquals(0, restriction.get("nonTrivial").get("trivialLength").asInt());
        JsonNode line = valid(documents(Files.readString(results)), "results-line").get(0);
        assertEquals("sound", line.get("verdict").asText());
        assertEquals(List.of("MaxFlightsquares 2", "NonTrivial 20 0"), MAPPER.convertValue(line.get("restricted"), List.class));
        JsonNode threat = solveJson(HOWARD_1938, "--stip", "#3", "--threat-length", "2").get(0);
        assertEquals(2, tree(threat).get("verdict").get("restriction").get("threat").asInt());
        assertTrue(tree(solveJson(HOWARD_1938, "--stip", "#3").get(0)).get("verdict").get("restriction").isNull());
    }

    @Test
    void retroOfAmelungLangstaffKahlMortensenAndAnIllegalDiagramMatchTheRetroSchema() {
        for (String fen : List.of(AMELUNG_1897, LANGSTAFF_1922, ILLEGAL,
                "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "2b1r1nr/3p1K1k/4pp1b/6pP/3qn2p/4pp2/6p1/8 w - - 0 1")) {
            CommandRun run = CommandRun.of("retro", fen, "--format", "json");
            assertEquals(0, run.status(), run.err());
            valid(documents(run.out()), "retro");
        }
    }

    /** retro FILE --out: each record matches its line schema, and the analysis inside it the retro schema. */
    @Test
    void retroCollectionRecordsMatchTheRetroResultsLineSchema() throws IOException {
        Path file = dir.resolve("retros.fen");
        Files.writeString(file, String.join("\n", AMELUNG_1897, LANGSTAFF_1922, ILLEGAL, "8/8/8/8 w - -",
                "r3k3/p1p5/Q3K3/8/8/8/8/8 w q -", ""));
        Path results = dir.resolve("retro.jsonl");
        CommandRun run = CommandRun.of("retro", file.toString(), "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        List<JsonNode> lines = valid(documents(Files.readString(results)), "retro-results-line");
        assertEquals(5, lines.size());
        valid(lines.stream().filter(l -> l.has("retro")).map(l -> l.get("retro")).toList(), "retro");
        ObjectNode wrong = lines.get(0).deepCopy();
        wrong.put("enPassant", "g5");
        assertFalse(schema("retro-results-line").validate(wrong).isEmpty(), "an e.p. square on the wrong rank");
        ObjectNode noErrors = lines.get(3).deepCopy();
        noErrors.remove("errors");
        assertFalse(schema("retro-results-line").validate(noErrors).isEmpty(), "an error record without its reason");
    }

    @Test
    void theSchemaCatchesAWrongTypeAndAMissingField() {
        JsonNode doc = solveJson(HOWARD_1938, "--stip", "#3").get(0);
        ObjectNode wrongType = doc.deepCopy();
        ((ObjectNode) tree(wrongType).get("keys").get(0)).put("mate", "no");
        assertFalse(schema("solution").validate(wrongType).isEmpty(), "a string where a boolean belongs");
        ObjectNode missing = doc.deepCopy();
        ((ObjectNode) tree(missing).get("verdict")).remove("kind");
        assertFalse(schema("solution").validate(missing).isEmpty(), "verdict without its kind");
        ObjectNode extra = doc.deepCopy();
        extra.put("verdicts", "sound");
        assertFalse(schema("solution").validate(extra).isEmpty(), "a field the schema does not know");
    }

    private static JsonNode tree(JsonNode doc) {
        return doc.get("parts").get(0).get("solution");
    }

    private static List<JsonNode> solveJson(String fen, String... options) {
        List<String> args = new ArrayList<>(List.of("solve", fen, "--format", "json"));
        args.addAll(List.of(options));
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
        List<JsonNode> docs = valid(documents(run.out()), "solution");
        assertEquals(1, docs.size(), run.out());
        return docs;
    }

    /** Each document valid against schema/{name}.schema.json; at least one document. */
    private static List<JsonNode> valid(List<JsonNode> docs, String name) {
        assertFalse(docs.isEmpty(), "no JSON printed");
        JsonSchema schema = schema(name);
        for (JsonNode doc : docs) {
            Set<ValidationMessage> errors = schema.validate(doc);
            assertTrue(errors.isEmpty(), () -> name + " schema: " + errors + "\nin " + doc.toPrettyString());
        }
        return docs;
    }

    /** The JSON documents in the text, one after another; anything else in it fails the test. */
    private static List<JsonNode> documents(String text) {
        try (MappingIterator<JsonNode> it = MAPPER.readerFor(JsonNode.class).readValues(text)) {
            return it.readAll();
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + e.getMessage() + "\n" + text, e);
        }
    }

    private static JsonSchema schema(String name) {
        try (InputStream in = JsonSchemaTest.class.getResourceAsStream("/schema/" + name + ".schema.json")) {
            if (in == null) {
                throw new AssertionError("schema/" + name + ".schema.json is not on the class path");
            }
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(MAPPER.readTree(in));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
