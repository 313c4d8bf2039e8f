package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the reader cannot read: each problem it has to skip becomes one error with file, line,
 * column and a one-line reason, and reading goes on with the next problem.
 */
class PopeyeErrorsTest {

    @Test
    void aBrokenProblemBetweenTwoGoodOnesIsSkippedAndTheBatchContinues() {
        ReadResult result = ProblemReader.readString("""
                BeginProblem
                Stipulation #2
                Pieces White Ka1 Qb2 Black Kh8
                NextProblem
                Stipulation #2
                Condition Circe
                Pieces White Ka1 Black Kh8
                NextProblem
                Title still fine
                Stipulation #3
                Pieces White Kc1 Black Ka8
                EndProblem
                """, "batch/tourney.inp");
        assertEquals(List.of("tourney/1", "tourney/3"), result.problems().stream().map(Problem::id).toList());
        assertEquals(new SourceLocation("batch/tourney.inp", 1), result.problems().get(0).source());
        assertEquals(new SourceLocation("batch/tourney.inp", 8), result.problems().get(1).source(),
                "a problem after NextProblem starts at that line");
        assertEquals(List.of("still fine"), result.problems().get(1).metadata().titles());
        assertEquals(1, result.errors().size());
        ProblemFileError error = result.errors().get(0);
        assertEquals(new ProblemFileError("batch/tourney.inp", 6, 1, "tourney/2",
                "'Condition Circe': fairy conditions are not supported"), error);
        assertEquals("batch/tourney.inp:6:1: [tourney/2] 'Condition Circe': fairy conditions are not supported",
                error.toString());
    }

    @Test
    void aTitleContainingNextProblemDoesNotEndTheSkippedProblem() {
        ReadResult result = Inputs.popeye("""
                BeginProblem
                Stipulation #2 Pieces White Ka1 Black Kh8 Nc3
                Title the word NextProblem here is only text
                NextProblem
                Stipulation #1 Pieces White Kc6 Qb7 Black Ka8
                EndProblem
                """);
        assertEquals(List.of("test/2"), result.problems().stream().map(Problem::id).toList());
        assertEquals(1, result.errors().size());
    }

    @Test
    void unknownKeyword() {
        ProblemFileError error = Inputs.onePopeyeError("""
                BeginProblem
                Stipulation #2
                  Varation
                EndProblem
                """);
        assertEquals("unknown keyword 'Varation'", error.reason());
        assertEquals(3, error.line());
        assertEquals(3, error.column());
    }

    @Test
    void anOptionOutsideOptionGetsAHint() {
        assertEquals("unknown keyword 'Variation' - 'Variation' is an option: write it after Option",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Variation EndProblem").reason());
    }

    @Test
    void unknownOption() {
        assertEquals("unknown option 'Varation' after 'Option'",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Option Varation EndProblem").reason());
    }

    @Test
    void fairyPieces() {
        assertEquals("piece 'G' is not an orthodox piece in Popeye's English input (K Q R B S P)"
                        + " - fairy pieces are not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Ka1 Ga2 EndProblem").reason());
        assertEquals("piece 'gi' is not an orthodox piece in Popeye's English input (K Q R B S P)"
                        + " - fairy pieces are not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Ka1 gia2 EndProblem").reason());
        assertEquals("piece 'G' is not an orthodox piece in Popeye's English input (K Q R B S P)"
                        + " - fairy pieces are not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Ka1 G a2 EndProblem").reason(),
                "piece code and squares written apart");
    }

    @Test
    void nIsTheNightriderInPopeye() {
        ProblemFileError error = Inputs.onePopeyeError(
                "BeginProblem Stipulation #2 Pieces White Ka1 Nc3 Black Kh8 EndProblem");
        assertTrue(error.reason().endsWith("; N is the nightrider in Popeye, the knight is S"), error.reason());
        assertTrue(Inputs.onePopeyeError("BeginProblem Stipulation #2 Forsyth 4k3/8/8/8/8/8/8/1N2K3 EndProblem")
                .reason().contains("nightrider"));
    }

    @Test
    void neutralAndInvisiblePiecesAndAttributesAreFairy() {
        assertEquals("neutral pieces ('Neutral') are fairy pieces - not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Ka1 Neutral Pd4 EndProblem").reason());
        assertEquals("total invisible pieces ('TotalInvisible') are fairy pieces - not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces TotalInvisible 2 EndProblem").reason());
        assertEquals("piece attribute 'Royal' is a fairy attribute - fairy pieces are not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Royal Qa1 EndProblem").reason());
        assertEquals("'h/b' is a hunter - fairy pieces are not supported",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Ka1 h/b c3 EndProblem").reason());
    }

    @Test
    void twoPiecesOnOneSquare() {
        ProblemFileError error = Inputs.onePopeyeError("""
                BeginProblem Stipulation #2
                Pieces White Ka1 Qd4
                       Black Kh8 Rd4
                EndProblem
                """);
        assertEquals("two pieces on d4: white Queen and black Rook", error.reason());
        assertEquals(3, error.line());
        assertEquals(18, error.column());
    }

    @Test
    void badSquares() {
        assertEquals("'Ki9' names no square: files are a-h, ranks 1-8",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White Ki9 EndProblem").reason());
        assertEquals("piece 'K' (King) must be followed by its squares, found 'Black'"
                        + " - colour words cannot be shortened to a piece letter",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces White K Black Kh8 EndProblem").reason());
        assertEquals("'NoCastling' needs squares such as a1h1, found 'z9'",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Option NoCastling z9 EndProblem").reason());
    }

    @Test
    void aColourMustComeFirst() {
        assertEquals("expected a colour (White or Black) after 'Pieces', found 'Ka1'",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Pieces Ka1 EndProblem").reason());
    }

    @Test
    void numbersMustBeNumbers() {
        assertEquals("'Threat' needs a whole number, found 'two'",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Option Threat two EndProblem").reason());
        assertEquals("missing a number after 'MaxSolutions' (found 'EndProblem')",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Option MaxSolutions EndProblem").reason());
    }

    @Test
    void missingStipulation() {
        ProblemFileError error = Inputs.onePopeyeError("BeginProblem Pieces White Ka1 Black Kh8 EndProblem");
        assertEquals("the problem has no Stipulation", error.reason());
        assertEquals(1, error.line());
        ReadResult withDefault = ProblemReader.readString("BeginProblem Pieces White Ka1 Black Kh8 EndProblem",
                "test.inp", Stipulation.directMate(2));
        assertEquals(Stipulation.directMate(2), withDefault.problems().get(0).stipulation().understood().orElseThrow());
    }

    @Test
    void aKeywordWhereAStipulationShouldBe() {
        assertEquals("missing a stipulation after 'Stipulation' (found 'Pieces')",
                Inputs.onePopeyeError("BeginProblem Stipulation Pieces White Ka1 EndProblem").reason());
    }

    @Test
    void anUnsupportedStipulationIsReadForTheSolverToRefuse() {
        Problem problem = Inputs.onePopeyeProblem("BeginProblem Stipulation s#3 Pieces White Ka1 Black Kh8 EndProblem");
        assertEquals(new Stipulation(Goal.MATE, Play.SELF, 3), problem.stipulation().understood().orElseThrow());
    }

    @Test
    void structuredStipulationsAreRefused() {
        assertEquals("structured stipulations ('SStipulation') are not supported",
                Inputs.onePopeyeError("BeginProblem SStipulation white 3ad[#] EndProblem").reason());
    }

    @Test
    void missingEndProblem() {
        ProblemFileError error = Inputs.onePopeyeError("BeginProblem\nStipulation #2\nPieces White Ka1 Black Kh8\n");
        assertEquals("missing EndProblem: the input ends inside the problem", error.reason());
        assertEquals(3, error.line());
    }

    @Test
    void theInputMustStartWithBeginProblem() {
        ProblemFileError error = Inputs.onePopeyeError("Stipulation #2\nPieces White Ka1 Black Kh8\nEndProblem\n");
        assertEquals("Popeye input must start with BeginProblem (or AnfangProblem, DebutProbleme), found 'Stipulation'",
                error.reason());
        assertEquals("no problem: the input is empty", Inputs.onePopeyeError("  \n").reason());
    }

    @Test
    void concatenatedFilesAreReadButOtherTextAfterEndProblemIsReported() {
        ReadResult result = Inputs.popeye("""
                BeginProblem Stipulation #2 Pieces White Ka1 Black Kh8 EndProblem
                BeginProblem Stipulation #3 Pieces White Ka1 Black Kh8 EndProblem
                this is ignored
                """);
        assertEquals(List.of("test/1", "test/2"), result.problems().stream().map(Problem::id).toList());
        assertEquals(1, result.errors().size());
        assertEquals(3, result.errors().get(0).line());
        assertTrue(result.errors().get(0).reason().startsWith("ignored everything after EndProblem"));
    }

    @Test
    void anErrorJustBeforeTheEndDoesNotSwallowTheNextProblem() {
        ReadResult result = Inputs.popeye("""
                BeginProblem Stipulation #2 Pieces White Ka1 Black Kh8 Option
                NextProblem
                Stipulation #2 Pieces White Ka1 Black Kh8
                EndProblem
                """);
        assertEquals(List.of("test/2"), result.problems().stream().map(Problem::id).toList());
        assertEquals("unknown option 'NextProblem' after 'Option'", result.errors().get(0).reason());
    }

    @Test
    void forsythErrors() {
        assertEquals("Forsyth '4k3/7/8/8/8/8/8/4K3': '/' after 7 squares of a rank (a rank has 8)",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Forsyth 4k3/7/8/8/8/8/8/4K3 EndProblem").reason());
        assertEquals("Forsyth '60K4' describes more than 64 squares",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Forsyth 60K4 EndProblem").reason());
        assertTrue(Inputs.onePopeyeError("BeginProblem Stipulation #2 Forsyth 4k3/.pa7 EndProblem").reason()
                .startsWith("piece 'pa' is not an orthodox piece"));
    }

    @Test
    void aStrayLetterEInABrokenProblemDoesNotEndItNorLoseTheProblemsAfterIt() {
        ReadResult result = Inputs.popeye("""
                BeginProblem
                Pieces
                Whi;e Ke6 Qa6
                Black Ke8
                Stipulation #1
                NextProblem
                Pieces White Kb6 Qc1 Black Ka8
                Stipulation #1
                NextProblem
                Pieces White Kg6 Rd1 Black Kg8
                Stipulation #1
                EndProblem
                """);
        assertEquals(List.of("test/2", "test/3"), result.problems().stream().map(Problem::id).toList());
        assertEquals(1, result.errors().size(), result.errors().toString());
        assertEquals("test/1", result.errors().get(0).problemId());
    }

    @Test
    void textAfterAnAbbreviatedEndIsReportedAndTheProblemsAfterItAreRead() {
        ReadResult result = Inputs.popeye("""
                BeginProblem Stipulation #1 Pieces White Kb6 Qc1 Black Ka8 e
                Ke6 Qa6 stray words
                NextProblem Stipulation #1 Pieces White Kg6 Rd1 Black Kg8
                EndProblem
                BeginProblem Stipulation #1 Pieces White Kb6 Qc1 Black Ka8 EndProblem
                """);
        assertEquals(3, result.problems().size(), result.errors().toString());
        assertEquals(1, result.errors().size());
        assertEquals(2, result.errors().get(0).line());
        assertTrue(result.errors().get(0).reason().startsWith("ignored the text after EndProblem up to line 3"),
                result.errors().get(0).reason());
    }

    @Test
    void aBeginProblemInsideABrokenProblemStartsTheNextOne() {
        ReadResult result = Inputs.popeye("""
                BeginProblem Stipulation #1 Pieces White Kb6 Xc1 Black Ka8
                BeginProblem Stipulation #1 Pieces White Kg6 Rd1 Black Kg8 EndProblem
                """);
        assertEquals(1, result.problems().size(), result.errors().toString());
        assertEquals(1, result.errors().size());
    }
}
