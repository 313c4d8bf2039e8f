package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Castling;

/**
 * The 49 Popeye example inputs (see src/test/resources/problem/popeye/README.md): every one is
 * read, its diagram matches the board Popeye printed, and the files that test Popeye's error
 * handling are read as that README decides.
 */
class PopeyeExampleFilesTest {

    private static final Path DIRECTORY = Inputs.resource("popeye");

    static Stream<String> inputFiles() throws IOException {
        try (Stream<Path> files = Files.list(DIRECTORY)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".inp"))
                    .sorted().toList().stream();
        }
    }

    private static Map<String, String> expectedDiagrams() throws IOException {
        Map<String, String> diagrams = new LinkedHashMap<>();
        for (String line : Files.readAllLines(DIRECTORY.resolve("expected-diagrams.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] fields = line.split(" ");
                diagrams.put(fields[0], fields[1]);
            }
        }
        return diagrams;
    }

    private static ReadResult read(String name) {
        return ProblemReader.read(DIRECTORY.resolve(name));
    }

    private static Problem only(String name) {
        ReadResult result = read(name);
        Inputs.assertNoErrors(result);
        assertEquals(1, result.problems().size());
        return result.problems().get(0);
    }

    @Test
    void all49FilesAreThere() throws IOException {
        assertEquals(49, inputFiles().count());
        assertEquals(49, expectedDiagrams().size());
    }

    @ParameterizedTest
    @MethodSource("inputFiles")
    void everyFileGivesItsDiagramAsPopeyePrintedIt(String name) throws IOException {
        ReadResult result = read(name);
        assertFalse(result.problems().isEmpty(), () -> name + ": " + result.errors());
        Problem diagram = result.problems().get(0);
        String expected = expectedDiagrams().get(name);
        String placement = expected.equals("-") ? "8/8/8/8/8/8/8/8" : expected;
        assertEquals(placement, diagram.placement(), name);
        assertEquals(name.replace(".inp", "") + "/1" + diagram.twinLabel(), diagram.id());
        assertEquals(1, diagram.source().line(), "every file starts with BeginProblem");
        assertTrue(diagram.source().file().endsWith(name));
    }

    @ParameterizedTest
    @MethodSource("inputFiles")
    void theDiagramOfEveryFileIsADirectMateOfTheLengthInItsName(String name) {
        Problem diagram = read(name).problems().get(0);
        int moves = Integer.parseInt(name.substring(name.lastIndexOf("mate") + 4, name.indexOf(".inp")));
        assertEquals(Stipulation.directMate(moves), diagram.stipulation().understood().orElseThrow());
    }

    @ParameterizedTest
    @MethodSource("inputFiles")
    void onlyTheStingTwinIsAnError(String name) {
        ReadResult result = read(name);
        if (name.equals("beispiel-sting-00-mate3.inp")) {
            assertEquals(1, result.errors().size());
        } else {
            Inputs.assertNoErrors(result);
        }
    }

    @Test
    void castlingWithKingAndRookOnTheirSquaresIsDefaulted() {
        Problem problem = only("beispiel-castling-02-mate3.inp");
        assertEquals("5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1", problem.fen());
        assertEquals("#3", problem.stipulation().text());
        assertEquals(List.of("Fritz Karge"), problem.metadata().authors());
        assertEquals(List.of("STERN 46/79, 8.11.1979"), problem.metadata().origins());
        assertEquals(List.of("Verbesserung"), problem.metadata().titles());
        assertTrue(problem.options().variation());
        assertEquals(RightSource.DEFAULT, problem.castling().source(Castling.WHITE_KINGSIDE));
        assertEquals(RightSource.DEFAULT, problem.enPassant().source());
    }

    @Test
    void noCastlingStatesThatTheNamedRookHasMoved() {
        Problem problem = only("beispiel-castling-13-mate2.inp");
        assertEquals("nk6/brpp2p1/brp4p/1p6/8/8/8/4K2R w - - 0 1", problem.fen());
        assertEquals(List.of("h1"), problem.options().noCastling());
        assertFalse(problem.castling().isAllowed(Castling.WHITE_KINGSIDE));
        assertEquals(RightSource.STATED, problem.castling().source(Castling.WHITE_KINGSIDE));
        assertEquals(RightSource.DEFAULT, problem.castling().source(Castling.WHITE_QUEENSIDE));
    }

    @Test
    void bothSidesMayCastleBothWaysWithMutuallyExclusivePairs() {
        Problem problem = only("beispiel-castling-45-mate3.inp");
        assertEquals("r3k2r/q1p1p1p1/Np2p2b/4N1P1/1PB1Q1P1/1P2B1P1/b1P5/R3K2R w KQkq - 0 1", problem.fen());
        assertEquals(List.of(new MutuallyExclusiveCastling("a1", "a8"), new MutuallyExclusiveCastling("a1", "h8"),
                new MutuallyExclusiveCastling("h1", "a8"), new MutuallyExclusiveCastling("h1", "h8")),
                problem.options().mutuallyExclusiveCastlings());
        assertTrue(problem.options().tries());
        assertEquals(1, problem.options().maxRefutations());
        assertEquals(List.of("Andr'e Hazebrouck"), problem.metadata().authors(), "TeX-like accents are kept as written");
    }

    @Test
    void enPassantOptionGivesAStatedTargetSquare() {
        Problem problem = only("beispiel-ep-02-mate2.inp");
        assertEquals("7R/7p/5P1k/4PKpP/8/8/8/8 w - g6 0 1", problem.fen());
        assertEquals(List.of("g7", "g6", "g5"), problem.options().enPassant());
        assertEquals(List.of("g7", "g6", "g5"), problem.enPassant().doubleStep());
        assertTrue(problem.enPassant().isStated());
        assertEquals("g6", problem.enPassant().target().orElseThrow());
    }

    @Test
    void piecesAndOptionsMayContinueOnFollowingLines() {
        Problem problem = only("beispiel-ep-01-mate10.inp");
        assertEquals("rb6/4Q3/p1Pp4/3k1p2/K1R1pppp/1P6/3PPPPP/4nn1q w - - 0 1", problem.fen());
        assertEquals(OptionalInt.of(1), problem.options().threat());
        assertTrue(problem.options().variation());
        assertEquals(List.of(new OtherOption("MaxFlightsquares", List.of("1"), true)), problem.options().others());
        assertEquals(List.of("?"), problem.metadata().origins());
    }

    @Test
    void twoNumberOptionsAndDisplayOptions() {
        Problem problem = only("beispiel-nontriv-06-mate15.inp");
        assertEquals(Stipulation.directMate(15), problem.stipulation().understood().orElseThrow());
        assertTrue(problem.options().noShortVariations());
        assertTrue(problem.options().noThreat());
        assertEquals(List.of(new OtherOption("MoveNumbers", List.of(), false),
                new OtherOption("NonTrivial", List.of("5", "0"), true)), problem.options().others());
        assertEquals(List.of(new OtherOption("NonTrivial", List.of("5", "0"), true)), problem.options().unsupported());
    }

    @Test
    void awardIsOneLineAndSeveralAuthorsAreKept() {
        ReadResult result = read("beispiel-twin-10-mate2.inp");
        Problem diagram = result.problems().get(0);
        assertEquals(List.of("Johan C. van Gool", "D. van der Scheuer"), diagram.metadata().authors());
        assertEquals("2. Preis", diagram.metadata().award());
        assertTrue(diagram.options().noThreat(), "NoThreat on the line after 'Option Variation'");
    }

    @Test
    void aMoveTwinGivesTwoProblems() {
        ReadResult result = read("beispiel-ep-05-mate2.inp");
        Inputs.assertNoErrors(result);
        assertEquals(2, result.problems().size());
        Problem a = result.problems().get(0);
        Problem b = result.problems().get(1);
        assertEquals("beispiel-ep-05-mate2/1a", a.id());
        assertEquals("a", a.twinLabel());
        assertEquals("", a.twinning());
        assertEquals("7N/2pp2pP/3Bk1p1/2PpPpK1/4N2P/2P3P1/3P1P2/4RB2 w - f6 0 1", a.fen());
        assertEquals("beispiel-ep-05-mate2/1b", b.id());
        assertEquals("move c7 e7", b.twinning());
        assertEquals("7N/3pp1pP/3Bk1p1/2PpPpK1/4N2P/2P3P1/3P1P2/4RB2 w - f6 0 1", b.fen());
        assertEquals(a.options(), b.options());
        assertEquals(a.metadata(), b.metadata());
    }

    @Test
    void exchangeTwin() {
        List<Problem> problems = read("beispiel-twin-21-mate2.inp").problems();
        assertEquals("2Q1b2K/2p3B1/1R6/4N1pp/2rk4/1pNp2P1/2pp2P1/8", problems.get(0).placement());
        assertEquals("2Q1b2K/2p3B1/1R6/4N1pp/2pk4/1pNr2P1/2pp2P1/8", problems.get(1).placement());
    }

    @Test
    void stipulationTwinsThatAreNotDirectMatesAreReadIntoTheModel() {
        List<Problem> problems = read("beispiel-twin-02-mate2.inp").problems();
        assertEquals(List.of("#2", "h#2", "s#2", "h=2"),
                problems.stream().map(problem -> problem.stipulation().text()).toList());
        assertEquals(List.of(Play.DIRECT, Play.HELP, Play.SELF, Play.HELP), problems.stream()
                .map(problem -> problem.stipulation().understood().orElseThrow().play()).toList());
        assertEquals(Goal.STALEMATE, problems.get(3).stipulation().understood().orElseThrow().goal());
        assertEquals(List.of(true, false, true, false), problems.stream().map(Problem::whiteToMove).toList(),
                "Black starts helpmates");
    }

    @Test
    void aFairyPieceInATwinCostsOnlyThatTwin() {
        ReadResult result = read("beispiel-sting-00-mate3.inp");
        assertEquals(1, result.problems().size());
        assertEquals("beispiel-sting-00-mate3/1a", result.problems().get(0).id());
        ProblemFileError error = result.errors().get(0);
        assertEquals("beispiel-sting-00-mate3/1b", error.problemId());
        assertEquals(9, error.line());
        assertEquals(16, error.column());
        assertTrue(error.reason().contains("'st'"), error.reason());
        assertTrue(error.reason().contains("fairy"), error.reason());
    }

    @Test
    void regressionInputWithoutPiecesKeepsItsOptionsForTheSolverToRefuse() {
        Problem problem = only("regressions-4_55_to_4_57-08-mate3.inp");
        assertEquals("8/8/8/8/8/8/8/8 w - - 0 1", problem.fen());
        assertEquals(List.of("NoBoard", "NoWk", "NoBk", "StopOnShortSolutions"),
                problem.options().others().stream().map(OtherOption::name).toList());
        assertEquals(List.of("NoWk", "NoBk", "StopOnShortSolutions"),
                problem.options().unsupported().stream().map(OtherOption::name).toList());
        assertEquals(List.of("option StopOnShortSolutions is not supported in \"battle play\""),
                problem.metadata().titles());
    }

    @Test
    void regressionTwinsWithManyStipulations() {
        List<Problem> problems = read("regressions-4_55_to_4_57-09-mate1.inp").problems();
        assertEquals(List.of("a", "b", "c", "d", "e", "f"), problems.stream().map(Problem::twinLabel).toList());
        assertEquals(List.of("#1", "#2", "s#1", "r#1", "h#3", "ser-h#5"),
                problems.stream().map(problem -> problem.stipulation().text()).toList());
        assertEquals(List.of("stip #2", "stip s#1", "stip r#1", "stip h#3", "stip ser-h#5"),
                problems.stream().skip(1).map(Problem::twinning).toList());
        assertEquals(2, problems.get(0).metadata().titles().size());
        assertTrue(problems.get(0).options().tries());
    }

    @Test
    void threatLengthIsRecordedEvenWhenTooLongForTheStipulation() {
        List<Problem> problems = read("regressions-4_55_to_4_57-11-mate3.inp").problems();
        assertEquals(8, problems.size());
        assertEquals(OptionalInt.of(3), problems.get(0).options().threat());
    }

    @Test
    void postKeyPlayMeansBlackIsToMove() {
        Problem problem = only("tests-battle_play-47-mate4.inp");
        assertTrue(problem.options().postKeyPlay());
        assertEquals("4k3/1pp2pp1/8/b1B1pB1R/r7/pp4N1/4K3/R7 b - - 0 1", problem.fen());
        assertEquals(OptionalInt.of(1), problem.options().threat());
        assertTrue(problem.options().variation());
    }

    @Test
    void upperCaseFilesAndALoneKingAreReadForTheBoardToJudge() {
        assertEquals("8/8/8/8/8/8/8/7K w - - 0 1", only("regressions-4_75_to_4_77-06-mate1.inp").fen());
    }

    @Test
    void lowerCaseKeywordsAndAbbreviatedOptions() {
        Problem problem = only("tests-battle_play-10-mate2.inp");
        assertEquals("1k6/8/K1R5/2p5/8/8/8/8 w - - 0 1", problem.fen());
        assertTrue(problem.options().setPlay(), "'set' abbreviates SetPlay");
        assertTrue(problem.options().variation(), "'vari' abbreviates Variations");
    }

    @Test
    void maxSolutions() {
        Problem problem = only("regressions-4_57_to_4_59-00-mate2.inp");
        assertEquals(OptionalInt.of(5), problem.options().maxSolutions());
        assertEquals("8/5P1k/5K2/8/8/8/8/8 w - - 0 1", problem.fen());
    }

    @Test
    void piecesGivenOneByOne() {
        Problem problem = only("beispiel-nontriv-06-mate15.inp");
        assertEquals("nb1B4/qrnPp3/rkp1Pp2/p1p1pp2/2P1Np2/P7/1PN1K1P1/8 w - - 0 1", problem.fen());
    }
}
