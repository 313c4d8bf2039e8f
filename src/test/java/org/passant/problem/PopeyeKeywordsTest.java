package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;

/** Popeye's keywords: any case, abbreviated to a unique prefix, in English, German or French. */
class PopeyeKeywordsTest {

    @Test
    void keywordsMayBeAbbreviatedAsInPopeyesManual() {
        Problem problem = Inputs.onePopeyeProblem("""
                Begi
                Auth    Unknown
                Orig    Also Unknown
                Stip    #2
                Piec    Whit Ka3 Ra8
                        Blac Kb1
                Opti    Move Try Set Vari
                Endp
                """);
        assertEquals("R7/8/8/8/8/K7/8/1k6 w - - 0 1", problem.fen());
        assertEquals(List.of("Unknown"), problem.metadata().authors());
        assertEquals(List.of("Also Unknown"), problem.metadata().origins());
        assertTrue(problem.options().tries());
        assertTrue(problem.options().setPlay());
        assertTrue(problem.options().variation());
        assertEquals(List.of(new OtherOption("MoveNumbers", List.of(), false)), problem.options().others(),
                "'Move' abbreviates the option MoveNumbers");
    }

    @Test
    void keywordsIgnoreCase() {
        Problem problem = Inputs.onePopeyeProblem("""
                BEGINPROBLEM
                STIPULATION #1
                PIECES WHITE KC6 QB7 BLACK KA8
                OPTION NOTHREAT
                ENDPROBLEM
                """);
        assertEquals("k7/1Q6/2K5/8/8/8/8/8 w - - 0 1", problem.fen());
        assertTrue(problem.options().noThreat());
    }

    @Test
    void aWordSpelledOutInFullIsNotAmbiguous() {
        // "Try" also begins no other option, but "Variation" begins "Variations" only.
        Problem problem = Inputs.onePopeyeProblem("""
                BeginProblem Stipulation #2 Pieces White Ka1 Black Kh8
                Option Try Variation Defence 3 Threat 1 MaxSolutions 2 NoShortVariations PostKeyPlay WhiteToPlay
                EndProblem
                """);
        Options options = problem.options();
        assertTrue(options.tries());
        assertTrue(options.variation());
        assertEquals(OptionalInt.of(3), options.defences());
        assertEquals(3, options.maxRefutations());
        assertEquals(OptionalInt.of(1), options.threat());
        assertEquals(OptionalInt.of(2), options.maxSolutions());
        assertTrue(options.noShortVariations());
        assertTrue(options.postKeyPlay());
        assertTrue(options.whiteToPlay());
        assertTrue(options.others().isEmpty());
    }

    @Test
    void anAmbiguousAbbreviationIsAnErrorThatNamesTheCandidates() {
        ProblemFileError error = Inputs.onePopeyeError("""
                BeginProblem
                A Someone
                Stipulation #2 Pieces White Ka1 Black Kh8
                EndProblem
                """);
        assertEquals("ambiguous keyword 'A' (could be Author, Award)", error.reason());
        assertEquals(2, error.line());
        assertEquals(1, error.column());
    }

    @Test
    void anAmbiguousOptionIsAnError() {
        ProblemFileError error = Inputs.onePopeyeError("""
                BeginProblem Stipulation #2 Pieces White Ka1 Black Kh8
                Option T
                EndProblem
                """);
        assertEquals("ambiguous option 'T' (could be Threat, Try, TrivialTriesAvoid)", error.reason());
    }

    @Test
    void likePopeyeCommandsAreLookedUpBeforeTwinsSoTAbbreviatesTitle() {
        Problem problem = Inputs.onePopeyeProblem("""
                BeginProblem
                t A title, not a twin
                Stipulation #2 Pieces White Ka1 Black Kh8
                EndProblem
                """);
        assertEquals(List.of("A title, not a twin"), problem.metadata().titles());
    }

    @Test
    void theLengthOfTheStipulationMayBeASeparateWord() {
        Problem problem = Inputs.onePopeyeProblem("BeginProblem Stipulation # 3 Pieces White Ka1 Black Kh8 EndProblem");
        assertEquals(Stipulation.directMate(3), problem.stipulation().understood().orElseThrow());
    }

    @Test
    void germanInput() {
        ReadResult result = Inputs.popeye("""
                AnfangProblem
                Autor        Hans Meier
                Quelle       Die Schwalbe 1950
                Titel        Ein Test
                Auszeichnung 1. Preis
                Bemerkung    eine Bemerkung
                Forderung    #2
                Option       Varianten Verfuehrung Drohung 1 Satzspiel OhneDrohung KeineRochade a1 EnPassant d7d6d5
                Steine       Weiss Ke1 Dd1 Ta1h1 Lc1 Sb1 Be5
                             Schwarz Ke8 Bd5
                Zwilling     versetze d1 d2
                Zwilling     ferner entferne h1
                EndeProblem
                """);
        Inputs.assertNoErrors(result);
        List<Problem> problems = result.problems();
        assertEquals(3, problems.size());
        Problem diagram = problems.get(0);
        assertEquals("4k3/8/8/3pP3/8/8/8/RNBQK2R w K d6 0 1", diagram.fen());
        assertEquals(List.of("Hans Meier"), diagram.metadata().authors());
        assertEquals(List.of("Die Schwalbe 1950"), diagram.metadata().origins());
        assertEquals(List.of("Ein Test"), diagram.metadata().titles());
        assertEquals("1. Preis", diagram.metadata().award());
        assertEquals(List.of("eine Bemerkung"), diagram.metadata().remarks());
        Options options = diagram.options();
        assertTrue(options.variation() && options.tries() && options.setPlay() && options.noThreat());
        assertEquals(OptionalInt.of(1), options.threat());
        assertEquals(List.of("a1"), options.noCastling());
        assertEquals(RightSource.STATED, diagram.castling().source(Castling.WHITE_QUEENSIDE));
        assertFalse(diagram.castling().isAllowed(Castling.WHITE_QUEENSIDE));
        assertEquals("4k3/8/8/3pP3/8/8/3Q4/RNB1K2R w K d6 0 1", problems.get(1).fen());
        assertEquals("4k3/8/8/3pP3/8/8/3Q4/RNB1K3 w - d6 0 1", problems.get(2).fen(),
                "'ferner' continues twin b); without the rook on h1 castling is gone");
    }

    @Test
    void germanAbbreviationsAndNextProblem() {
        ReadResult result = Inputs.popeye("""
                anfang
                forder #2 steine weiss kc6 dd1 schwarz ka8
                weiteres
                ford #3 stein weiß kc6 schw ka8
                ende
                """);
        assertEquals(1, result.problems().size());
        assertEquals("k7/8/2K5/8/8/8/8/3Q4 w - - 0 1", result.problems().get(0).fen());
        assertEquals(1, result.errors().size(), "'weiß' is not Popeye's spelling 'Weiss'");
        assertEquals("test/2", result.errors().get(0).problemId());
    }

    @Test
    void frenchInput() {
        ReadResult result = Inputs.popeye("""
                DebutProbleme
                auteur X. Y.
                enonce #3
                pieces blanc Rg1 Dd1 Tf1 Fc4 Cf3 Pe4 noir Rg8 Pg7
                option variantes menace 2
                jumeau rotation 180
                FinProbleme
                """);
        Inputs.assertNoErrors(result);
        assertEquals("6k1/6p1/8/8/2B1P3/5N2/8/3Q1RK1 w - - 0 1", result.problems().get(0).fen());
        assertEquals(OptionalInt.of(2), result.problems().get(0).options().threat());
        assertEquals("1KR1Q3/8/2N5/3P1B2/8/8/1p6/1k6 w - - 0 1", result.problems().get(1).fen());
        assertEquals("rotation 180", result.problems().get(1).twinning());
    }

    @Test
    void forsythUsesThePieceLettersOfTheInputLanguage() {
        Problem english = Inputs.onePopeyeProblem(
                "BeginProblem Stipulation #2 Forsyth rsbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBSR EndProblem");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", english.fen());
        Problem german = Inputs.onePopeyeProblem("AnfangProblem Forderung #2 Forsyth 4k3/8/8/8/8/8/8/T3K2T EndeProblem");
        assertEquals("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", german.fen());
    }

    @Test
    void forsythAllowsPopeyesShortcuts() {
        Problem problem = Inputs.onePopeyeProblem(
                "BeginProblem Stipulation #2 Forsyth 4k2-Q55K EndProblem");
        assertEquals("4k2q/8/8/8/8/8/8/7K w - - 0 1", problem.fen(),
                "a two-digit run, a colour prefix and no slashes");
    }

    @Test
    void forsythAndPiecesCombine() {
        Problem problem = Inputs.onePopeyeProblem(
                "BeginProblem Stipulation #2 Forsyth 4k3 Pieces White Ke1 EndProblem");
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", problem.fen());
    }

    @Test
    void initialGameArray() {
        Problem problem = Inputs.onePopeyeProblem("BeginProblem Stipulation #4 InitialGameArray EndProblem");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", problem.fen());
    }

    @Test
    void piecesAndSquaresMayBeSeparateWords() {
        Problem problem = Inputs.onePopeyeProblem(
                "BeginProblem Stipulation #2 Pieces White K e1 R a1h1 Black K e8 EndProblem");
        assertEquals("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", problem.fen());
    }

    @Test
    void protocolAndLatexLinesAreIgnoredAndNoFileIsWritten() {
        Problem problem = Inputs.onePopeyeProblem("""
                BeginProblem
                Protocol /tmp/should-never-be-written.txt
                LaTeX out.tex
                Remark nothing to see
                Stipulation #2 Pieces White Ka1 Black Kh8
                EndProblem
                """);
        assertEquals(List.of("nothing to see"), problem.metadata().remarks());
        assertFalse(java.nio.file.Files.exists(java.nio.file.Path.of("/tmp/should-never-be-written.txt")));
    }

    @Test
    void enPassantOptionWithAWhiteDoubleStepNeedsBlackToMove() {
        ProblemFileError error = Inputs.onePopeyeError("""
                BeginProblem Stipulation #2 Pieces White Ka1 Pe4 Black Kh8 Pd4
                Option EnPassant e2e3e4
                EndProblem
                """);
        assertEquals("EnPassant e2e3e4 is a White double step, but White is to move", error.reason());
        assertEquals(2, error.line());
    }

    @Test
    void enPassantOptionMustBeADoubleStep() {
        assertEquals("EnPassant 'g7g5' is not a pawn's double step (departure, passed and arrival square, e.g. g7g6g5)",
                Inputs.onePopeyeError("BeginProblem Stipulation #2 Option EnPassant g7g5 EndProblem").reason());
        assertTrue(Inputs.onePopeyeError("BeginProblem Stipulation #2 Option EnPassant g7g6g5g4 EndProblem")
                .reason().contains("triple step"));
    }

    @Test
    void castlingMutuallyExclusiveNeedsRookSquares() {
        ProblemFileError error = Inputs.onePopeyeError(
                "BeginProblem Stipulation #2 Option CastlingMutuallyExclusive a1a2 EndProblem");
        assertTrue(error.reason().startsWith("CastlingMutuallyExclusive needs a white rook square"), error.reason());
    }

    @Test
    void optionsThatChangeTheSolutionAreMarkedForTheSolverToRefuse() {
        Problem problem = Inputs.onePopeyeProblem("""
                BeginProblem Stipulation #2 Pieces White Ka1 Black Kh8
                Option NoBoard Beep MaxTime 60 Duplex Intelligent 3 Quodlibet
                EndProblem
                """);
        assertEquals(List.of(new OtherOption("NoBoard", List.of(), false), new OtherOption("Beep", List.of(), false),
                new OtherOption("MaxTime", List.of("60"), false), new OtherOption("Duplex", List.of(), true),
                new OtherOption("Intelligent", List.of("3"), true), new OtherOption("Quodlibet", List.of(), true)),
                problem.options().others());
        assertEquals(List.of("Duplex", "Intelligent", "Quodlibet"),
                problem.options().unsupported().stream().map(OtherOption::name).toList());
    }
}
