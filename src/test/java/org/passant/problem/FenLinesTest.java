package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;

/** FEN and EPD lines: one problem per line, stipulation from bm / dm, rights as stated. */
class FenLinesTest {

    private static ReadResult lines(String text) {
        return ProblemReader.readString(text, "test.epd");
    }

    private static Problem oneLine(String line) {
        ReadResult result = lines(line);
        Inputs.assertNoErrors(result);
        assertEquals(1, result.problems().size());
        return result.problems().get(0);
    }

    private static ProblemFileError oneError(String line) {
        ReadResult result = lines(line);
        assertTrue(result.problems().isEmpty(), () -> result.problems().toString());
        assertEquals(1, result.errors().size());
        return result.errors().get(0);
    }

    @Test
    void theSampleFile() {
        ReadResult result = ProblemReader.read(Inputs.resource("lines/sample.epd"));
        Inputs.assertNoErrors(result);
        List<Problem> problems = result.problems();
        assertEquals(List.of("queen mates", "sample/2", "sample/3", "sample/4", "sample/5"),
                problems.stream().map(Problem::id).toList(), "an EPD id names the problem, else stem/ordinal");
        assertEquals(List.of(4, 5, 6, 7, 8), problems.stream().map(problem -> problem.source().line()).toList());
    }

    @Test
    void bestMoveMateInN() {
        Problem problem = oneLine("8/8/8/8/8/5K2/7Q/7k w - - bm #1; id \"queen mates\";");
        assertEquals("queen mates", problem.id());
        assertEquals(Stipulation.directMate(1), problem.stipulation().understood().orElseThrow());
        assertEquals("8/8/8/8/8/5K2/7Q/7k w - - 0 1", problem.fen(), "a 4-field EPD gets '0 1'");
        assertEquals(Options.NONE, problem.options());
        assertEquals("", problem.twinLabel());
    }

    @Test
    void negativeMateMeansTheSideToMoveIsMatedThatIsTheKeyOfAMateInOneMoreWasPlayed() {
        Problem problem = oneLine("7k/6Q1/6K1/8/8/8/8/8 b - - bm #-1;");
        assertEquals(Stipulation.directMate(2), problem.stipulation().understood().orElseThrow());
        assertTrue(problem.options().postKeyPlay(), "the diagram is the position after the key");
        assertEquals("#-1", problem.stipulation().text());
        assertFalse(problem.whiteToMove());
    }

    @Test
    void directMateOpcodeAndComments() {
        Problem problem = oneLine("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - dm 3; c0 \"castling; both ways\"; acd 20;");
        assertEquals(Stipulation.directMate(3), problem.stipulation().understood().orElseThrow());
        assertEquals(List.of("castling; both ways"), problem.metadata().remarks(), "';' inside a string");
        assertEquals(List.of("acd 20"), problem.metadata().annotations());
    }

    @Test
    void castlingLettersAndEnPassantSquaresAreStatedDashesAreNot() {
        Problem problem = oneLine("r3k2r/8/8/8/8/8/8/R3K2R w Kq - dm 3");
        assertEquals("Kq", problem.castling().fenField());
        for (int castling = Castling.WHITE_KINGSIDE; castling <= Castling.BLACK_QUEENSIDE; castling <<= 1) {
            assertEquals(RightSource.STATED, problem.castling().source(castling));
        }
        assertFalse(problem.enPassant().isStated(), "'-' leaves the e.p. right to the conventions");
        Problem bare = oneLine("7R/7p/5P1k/4PKpP/8/8/8/8 w - - bm #2");
        for (int castling = Castling.WHITE_KINGSIDE; castling <= Castling.BLACK_QUEENSIDE; castling <<= 1) {
            assertEquals(RightSource.DEFAULT, bare.castling().source(castling), "'-' leaves castling to the conventions");
        }
        Problem enPassant = oneLine("4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm #3");
        assertEquals("d6", enPassant.enPassant().target().orElseThrow());
        assertTrue(enPassant.enPassant().isStated());
        assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", enPassant.fen());
    }

    @Test
    void annotationsThatAreNotStandardOperationsAreKept() {
        Problem problem = oneLine("7k/6Q1/6K1/8/8/8/8/8 b - - bm #-1; Duals(2); 00'40\" (test); ep;");
        assertEquals(List.of("Duals(2)", "00'40\" (test)", "ep"), problem.metadata().annotations(),
                "a quote inside a word does not open a string");
    }

    @Test
    void authorAndSourceWhenPresent() {
        Problem problem = oneLine("4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm #3; author \"A. Composer\"; source \"Nowhere\";");
        assertEquals(List.of("A. Composer"), problem.metadata().authors());
        assertEquals(List.of("Nowhere"), problem.metadata().origins());
    }

    @Test
    void aBestMoveThatIsAMoveIsAnAnnotation() {
        Problem problem = oneLine("7k/8/6K1/8/8/8/8/R7 w - - bm Ra8#;");
        assertInstanceOf(WrittenStipulation.Missing.class, problem.stipulation());
        assertEquals(List.of("bm Ra8#"), problem.metadata().annotations());
    }

    @Test
    void aPlainFenTakesTheCallersDefaultStipulation() {
        String fen = "7k/8/6K1/8/8/8/8/R7 w - - 3 40";
        Problem withoutDefault = oneLine(fen);
        assertInstanceOf(WrittenStipulation.Missing.class, withoutDefault.stipulation());
        assertEquals("7k/8/6K1/8/8/8/8/R7 w - - 3 40", withoutDefault.fen(), "move counters are kept");
        Problem withDefault = ProblemReader.readString(fen, "x.fen", Stipulation.directMate(1)).problems().get(0);
        assertEquals(Stipulation.directMate(1), withDefault.stipulation().understood().orElseThrow());
    }

    @Test
    void castlingLettersAreNormalised() {
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", oneLine("r3k2r/8/8/8/8/8/8/R3K2R w qkQK -").fen());
    }

    @Test
    void aBrokenLineIsSkippedWithItsLineNumber() {
        ReadResult result = lines("""
                8/8/8/8/8/5K2/7Q/7k w - - bm #1;
                8/8/8/8/8/5K2/7Q w - - bm #1;
                7k/8/6K1/8/8/8/8/R7 w - - bm #1;
                """);
        assertEquals(List.of("test/1", "test/3"), result.problems().stream().map(Problem::id).toList());
        ProblemFileError error = result.errors().get(0);
        assertEquals(2, error.line());
        assertEquals("test/2", error.problemId());
        assertEquals("the FEN placement '8/8/8/8/8/5K2/7Q' has 7 ranks instead of 8", error.reason());
    }

    @Test
    void fenErrors() {
        assertEquals("rank 8 of the FEN has more than 8 squares",
                oneError("4k4/8/8/8/8/8/8/8 w - - bm #1").reason());
        assertEquals("rank 8 of the FEN: '9' is not a run of 1 to 8 empty squares",
                oneError("9/8/8/8/8/8/8/8 w - - bm #1").reason());
        assertEquals("rank 1 of the FEN has only 7 squares", oneError("8/8/8/8/8/8/8/7 w - -").reason());
        assertEquals("unknown piece letter 'x' on rank 8 of the FEN (K Q R B N P, lower case for Black)",
                oneError("x7/8/8/8/8/8/8/8 w - -").reason());
        assertEquals(1, oneError("x7/8/8/8/8/8/8/8 w - -").column());
        assertEquals("the FEN's side to move must be 'w' or 'b', found 'W'", oneError("8/8/8/8/8/8/8/8 W - -").reason());
        assertTrue(oneError("8/8/8/8/8/8/8/8 w KX -").reason().startsWith("the FEN's castling field must be"));
        assertEquals("the FEN's e.p. square d3 is impossible with White to move (it must be on the 6th rank)",
                oneError("8/8/8/8/3P4/8/8/8 w - d3").reason());
        assertTrue(oneError("8/8/8/8/8/8/8/8 w -").reason().startsWith("a FEN needs at least 4 fields"));
        assertEquals("'bm #3' and 'dm 4' disagree", oneError("8/8/8/8/8/8/8/8 w - - bm #3; dm 4;").reason());
        assertEquals("'#0' is not a mate length", oneError("8/8/8/8/8/8/8/8 w - - bm #0;").reason());
    }

    /** A line whose position is broken still carries the name the user gave it, for the report and the results file. */
    @Test
    void aBrokenLineKeepsItsStatedId() {
        ProblemFileError badPiece = oneError("8/Q7/8/8/8/8/8/2kxK2R w - - bm #2; id \"badpiece\";");
        assertEquals("badpiece", badPiece.problemId());
        assertEquals(1, badPiece.line());
        assertEquals("badranks", oneError("xxx/8/8 w - - bm #2; id \"badranks\";").problemId());
        assertEquals("badside", oneError("8/Q7/8/8/8/8/8/2k1K2R x - - 0 1 bm #2; c0 \"a; b\"; id badside;").problemId());
        assertEquals("test/1", oneError("8/Q7/8/8/8/8/8/2kxK2R w - - bm #2;").problemId(), "no id: the file's stem and ordinal");
    }
}
