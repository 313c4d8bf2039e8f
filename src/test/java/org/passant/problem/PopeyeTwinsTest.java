package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Twins: each becomes a problem of its own, built from the diagram (or, with Continued, from the
 * twin before it). The diagram used here:
 * <pre>
 *   White Ke1 Qd1 Rh1 Pb2, Black Ke8 Sg8 Pc7      4k1n1/2p5/8/8/8/8/1P6/3QK2R
 * </pre>
 */
class PopeyeTwinsTest {

    private static final String DIAGRAM = "BeginProblem\nStipulation #2\n"
            + "Pieces White Ke1 Qd1 Rh1 Pb2 Black Ke8 Sg8 Pc7\n";

    /** The problems of the diagram followed by the given twin lines. */
    private static List<Problem> twins(String... twinLines) {
        ReadResult result = Inputs.popeye(DIAGRAM + String.join("\n", twinLines) + "\nEndProblem\n");
        Inputs.assertNoErrors(result);
        return result.problems();
    }

    private static Problem twinB(String twinning) {
        List<Problem> problems = twins("Twin " + twinning);
        assertEquals(2, problems.size());
        return problems.get(1);
    }

    @Test
    void theDiagramIsTwinA() {
        Problem a = twins("Twin Move d1 d5").get(0);
        assertEquals("a", a.twinLabel());
        assertEquals("test/1a", a.id());
        assertEquals("4k1n1/2p5/8/8/8/8/1P6/3QK2R w K - 0 1", a.fen());
    }

    @ParameterizedTest(name = "Twin {0}")
    @CsvSource(delimiter = '|', value = {
        "Move d1 d5            | 4k1n1/2p5/8/3Q4/8/8/1P6/4K2R",
        "Move d1 g8            | 4k1Q1/2p5/8/8/8/8/1P6/4K2R",
        "Exchange e1 e8        | 4K1n1/2p5/8/8/8/8/1P6/3Qk2R",
        "Remove g8             | 4k3/2p5/8/8/8/8/1P6/3QK2R",
        "Remove c7b2           | 4k1n1/8/8/8/8/8/8/3QK2R",
        "Add white Qd8 black Pa2 | 3Qk1n1/2p5/8/8/8/8/pP6/3QK2R",
        "Add black Qd1         | 4k1n1/2p5/8/8/8/8/1P6/3qK2R",
        "Substitute Q R        | 4k1n1/2p5/8/8/8/8/1P6/3RK2R",
        "Substitute S B        | 4k1b1/2p5/8/8/8/8/1P6/3QK2R",
        "Rotate 90             | 7R/n7/8/k6K/7Q/1p6/6P1/8",
        "Rotate 180            | R2KQ3/6P1/8/8/8/8/5p2/1n1k4",
        "Rotate 270            | 8/1P6/6p1/Q7/K6k/8/7n/R7",
        "Mirror a1<-->h1       | 1n1k4/5p2/8/8/8/8/6P1/R2KQ3",
        "Mirror a1<-->a8       | 3QK2R/1P6/8/8/8/8/2p5/4k1n1",
        "Mirror a1<-->h8       | 8/6P1/1p6/7Q/k6K/8/n7/7R",
        "Mirror a8<-->h1       | R7/7n/8/K6k/Q7/6p1/1P6/8",
        "PolishType            | 4K1N1/2P5/8/8/8/8/1p6/3qk2r",
        "Remove g8 Add white Sf6 | 4k3/2p5/5N2/8/8/8/1P6/3QK2R",
    })
    void eachTwinningChangesTheDiagram(String twinning, String placement) {
        Problem b = twinB(twinning.strip());
        assertEquals(placement.strip(), b.placement());
        assertEquals("b", b.twinLabel());
        assertEquals("test/1b", b.id());
        assertEquals(twinning.strip(), b.twinning());
        assertEquals("#2", b.stipulation().text());
    }

    @Test
    void castlingFollowsTheTwinsPieces() {
        assertEquals("-", twinB("Exchange e1 e8").castling().fenField());
        assertEquals("K", twinB("Move d1 d5").castling().fenField());
    }

    @Test
    void shiftMovesEveryPiece() {
        List<Problem> problems = Inputs.popeye("""
                BeginProblem Stipulation #2 Pieces White Kc3 Black Ka5
                Twin Shift a1 b2
                EndProblem
                """).problems();
        assertEquals("8/8/1k6/8/3K4/8/8/8", problems.get(1).placement());
    }

    @Test
    void aShiftThatPushesAPieceOffTheBoardIsAnErrorForThatTwin() {
        ReadResult result = Inputs.popeye(DIAGRAM + "Twin Shift a1 a2\nTwin Move d1 d5\nEndProblem\n");
        assertEquals(List.of("test/1a", "test/1c"), result.problems().stream().map(Problem::id).toList());
        ProblemFileError error = result.errors().get(0);
        assertEquals("test/1b", error.problemId());
        assertEquals("Shift a1 a2 would push the black King on e8 off the board", error.reason());
    }

    @Test
    void stipulationTwin() {
        Problem b = twinB("Stipulation #3");
        assertEquals(Stipulation.directMate(3), b.stipulation().understood().orElseThrow());
        assertEquals("4k1n1/2p5/8/8/8/8/1P6/3QK2R", b.placement());
    }

    @Test
    void aTwinStartsFromTheDiagramUnlessContinued() {
        List<Problem> problems = twins("Twin Move d1 d5", "Twin Cont Move d5 d6", "Twin Move d1 d4");
        assertEquals(List.of("a", "b", "c", "d"), problems.stream().map(Problem::twinLabel).toList());
        assertEquals("4k1n1/2p5/8/3Q4/8/8/1P6/4K2R", problems.get(1).placement());
        assertEquals("4k1n1/2p5/3Q4/8/8/8/1P6/4K2R", problems.get(2).placement(), "c) continues b)");
        assertEquals("Cont Move d5 d6", problems.get(2).twinning());
        assertEquals("4k1n1/2p5/8/8/3Q4/8/1P6/4K2R", problems.get(3).placement(), "d) starts from the diagram");
    }

    @Test
    void continuedTwinsKeepAChangedStipulation() {
        List<Problem> problems = twins("Twin Stipulation #3", "Twin Continued Move d1 d5");
        assertEquals(3, problems.get(2).stipulation().understood().orElseThrow().moves());
    }

    @Test
    void zeroPositionIsNotAProblemItself() {
        List<Problem> problems = twins("ZeroPosition Move d1 d5", "Twin Move d1 d6");
        assertEquals(List.of("test/1a", "test/1b"), problems.stream().map(Problem::id).toList());
        assertEquals("4k1n1/2p5/8/3Q4/8/8/1P6/4K2R", problems.get(0).placement());
        assertEquals("4k1n1/2p5/3Q4/8/8/8/1P6/4K2R", problems.get(1).placement());
    }

    @Test
    void remarksAfterATwinBelongToIt() {
        List<Problem> problems = twins("Twin Move d1 d5", "Remark the queen in the centre");
        assertEquals(List.of(), problems.get(0).metadata().remarks());
        assertEquals(List.of("the queen in the centre"), problems.get(1).metadata().remarks());
    }

    @Test
    void twinningsAreAbbreviatedAndInAnyCase() {
        List<Problem> problems = twins("twin mo d1 d5 rem g8", "TWIN CONT ROT 180");
        assertEquals("4k3/2p5/8/3Q4/8/8/1P6/4K2R", problems.get(1).placement());
        assertEquals("R2K4/6P1/8/8/4Q3/8/5p2/3k4", problems.get(2).placement());
    }

    @Test
    void movingFromAnEmptySquareCostsOnlyThatTwinAndTheTwinsContinuingIt() {
        ReadResult result = Inputs.popeye(DIAGRAM + """
                Twin Move d3 d4
                Twin Cont Move d1 d5
                Twin Move d1 d6
                EndProblem
                """);
        assertEquals(List.of("test/1a", "test/1d"), result.problems().stream().map(Problem::id).toList());
        assertEquals(2, result.errors().size());
        assertEquals("'Move': there is no piece on d3", result.errors().get(0).reason());
        assertEquals(4, result.errors().get(0).line());
        assertEquals("twin c) continues twin b), which could not be built", result.errors().get(1).reason());
    }

    @Test
    void fairyTwinningsAreRefused() {
        ReadResult result = Inputs.popeye(DIAGRAM + "Twin Condition Circe\nEndProblem\n");
        assertEquals(1, result.problems().size());
        assertEquals("'Condition Circe': fairy conditions are not supported", result.errors().get(0).reason());
        ReadResult substitute = Inputs.popeye(DIAGRAM + "Twin Substitute Q G\nEndProblem\n");
        assertTrue(substitute.errors().get(0).reason().startsWith("piece 'G' is not an orthodox piece"));
    }

    @Test
    void aTwinNeedsATwinning() {
        ReadResult result = Inputs.popeye(DIAGRAM + "Twin\nEndProblem\n");
        assertEquals(1, result.problems().size());
        assertTrue(result.errors().get(0).reason().startsWith("'Twin' must be followed by a twinning"));
    }

    @Test
    void continuedMustComeFirst() {
        ReadResult result = Inputs.popeye(DIAGRAM + "Twin Move d1 d5 Cont Move d5 d6\nEndProblem\n");
        assertEquals("'Cont' must come right after the word that starts the twin", result.errors().get(0).reason());
    }

    @Test
    void nothingButRemarksMayFollowTheFirstTwin() {
        ProblemFileError error = Inputs.onePopeyeError(DIAGRAM + "Twin Move d1 d5\nOption Try\nEndProblem\n");
        assertEquals("'Option' cannot follow a twin: everything but Remark must come before the first Twin",
                error.reason());
        assertEquals(5, error.line());
    }

    @Test
    void badTwinningArguments() {
        assertEquals("'Rotate' needs 90, 180 or 270, found '45'",
                Inputs.popeye(DIAGRAM + "Twin Rotate 45\nEndProblem").errors().get(0).reason());
        assertEquals("'Mirror' needs a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found 'a1'",
                Inputs.popeye(DIAGRAM + "Twin Mirror a1\nEndProblem").errors().get(0).reason(),
                "'a1' begins three mirrors");
        assertEquals("'Move' needs squares such as e4, found 'd1d5'",
                Inputs.popeye(DIAGRAM + "Twin Move d1d5 e4\nEndProblem").errors().get(0).reason());
        assertEquals("missing a square after 'Move' (found 'EndProblem')",
                Inputs.popeye(DIAGRAM + "Twin Move d1 EndProblem").errors().get(0).reason());
    }
}
