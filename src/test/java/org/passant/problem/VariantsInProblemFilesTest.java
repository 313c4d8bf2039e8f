package org.passant.problem;

import org.passant.board.RuleSet;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a problem states its rules: Popeye's {@code Condition Marseillais}, Passant's
 * {@code Condition DoubleMove}, an EPD {@code variant} operation; and how it asks for the king
 * capture of double-move chess ({@code kx n}).
 */
class VariantsInProblemFilesTest {

    private static final String DIAGRAM = """
            BeginProblem
            Pieces White Ke1 Bf1 Pe4 Black Ke8 Pd6e5
            """;

    @Test
    void conditionMarseillaisStatesMarseillaisChess() {
        Problem problem = Inputs.onePopeyeProblem(DIAGRAM + "Stipulation #2\nCondition Marseillais\nEndProblem\n");
        assertEquals(RuleSet.MARSEILLAIS, problem.variant());
        assertEquals(Stipulation.directMate(2), problem.stipulation().understood().orElseThrow());
    }

    @Test
    void conditionDoubleMoveAndTheKingCaptureInTurns() {
        Problem problem = Inputs.onePopeyeProblem(DIAGRAM + "Condition doublemove\nStipulation kx1\nEndProblem\n");
        assertEquals(RuleSet.DOUBLE_MOVE, problem.variant());
        assertEquals(new Stipulation(Goal.KING_CAPTURE, Play.DIRECT, 1), problem.stipulation().understood().orElseThrow());
        assertEquals("w", problem.fen().split(" ")[1], "the attacker, White, begins a kx n");
    }

    @Test
    void aProblemWithoutConditionIsOrthodox() {
        assertEquals(RuleSet.ORTHODOX, Inputs.onePopeyeProblem(DIAGRAM + "Stipulation #2\nEndProblem\n").variant());
    }

    @Test
    void everyTwinKeepsTheCondition() {
        ReadResult result = Inputs.popeye(DIAGRAM + "Stipulation #2\nCondition Marseillais\nTwin Move e4 e3\nEndProblem\n");
        Inputs.assertNoErrors(result);
        assertEquals(List.of(RuleSet.MARSEILLAIS, RuleSet.MARSEILLAIS), result.problems().stream().map(Problem::variant).toList());
    }

    @Test
    void otherConditionsAreRefusedAsBefore() {
        assertEquals("'Condition Circe': fairy conditions are not supported",
                Inputs.onePopeyeError(DIAGRAM + "Stipulation #2\nCondition Circe\nEndProblem\n").reason());
        assertEquals("'Condition Marseillais Circe': Marseillais is solved alone; other fairy conditions are not supported",
                Inputs.onePopeyeError(DIAGRAM + "Stipulation #2\nCondition Marseillais Circe\nEndProblem\n").reason());
        assertEquals("'Condition' needs a condition, e.g. Marseillais",
                Inputs.onePopeyeError(DIAGRAM + "Condition\nStipulation #2\nEndProblem\n").reason());
    }

    @Test
    void anEpdLineNamesItsVariantAndMayStateAKingCapture() {
        ReadResult result = ProblemReader.readString("""
                4k3/8/8/8/8/8/8/4K3 w - - variant marseillais; dm 2; id "m2";
                4k3/8/8/8/8/8/8/4K3 w - - variant "double-move"; stip kx1;
                4k3/8/8/8/8/8/8/4K3 w - - variant circe;
                4k3/8/8/8/8/8/8/4K3 w - - stip kx2; bm #2;
                """, "test.epd");
        assertEquals(List.of(RuleSet.MARSEILLAIS, RuleSet.DOUBLE_MOVE), result.problems().stream().map(Problem::variant).toList());
        assertEquals("kx1", result.problems().get(1).stipulation().understood().orElseThrow().toString());
        assertEquals(List.of("'variant circe': the variants are orthodox, doublemove, marseillais",
                        "'stip kx2' and 'bm #2' disagree"),
                result.errors().stream().map(ProblemFileError::reason).toList());
    }

    @Test
    void theKingCaptureIsWrittenKxAndAskedInDirectPlayOnly() {
        assertEquals(new Stipulation(Goal.KING_CAPTURE, Play.DIRECT, 3), Stipulation.parse("kx 3"));
        assertEquals("kx3", Stipulation.parse("KX3").toString());
        assertEquals("'hkx2': the king capture of double-move chess is asked in direct play only ('kx2': capture the king in 2 turns)",
                WrittenStipulation.of("hkx2").reason());
    }

    @Test
    void variantNamesAreReadInAnySpelling() {
        assertEquals(RuleSet.DOUBLE_MOVE, VariantNames.named("Double-Move").orElseThrow());
        assertEquals(RuleSet.MARSEILLAIS, VariantNames.named(" MARSEILLAIS ").orElseThrow());
        assertEquals(java.util.Optional.empty(), VariantNames.named("progressive"));
    }

    @Test
    void anEpdLineMayCarryTheFenOfATurnUnderItsVariant() {
        ReadResult result = ProblemReader.readString("""
                k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 1/2 variant doublemove; stip kx2;
                k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 variant marseillais; dm 2;
                k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 1/2 dm 2;
                k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 2/2 variant marseillais; dm 2;
                """, "test.epd");
        assertEquals(List.of("k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21 1/2", "k7/8/8/3pPpP1/8/8/8/7K w - d6f6 0 21"),
                result.problems().stream().map(Problem::fen).toList());
        assertEquals(List.of("a turn field or two e.p. squares belong to a variant of two-move turns: add 'variant"
                        + " doublemove' or 'variant marseillais'",
                        "at the second move of a turn at most one e.p. right is left, found d6f6"),
                result.errors().stream().map(ProblemFileError::reason).toList());
    }
}
