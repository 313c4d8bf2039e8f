package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Written stipulations: a goal, a play and a length are read; what the model cannot say is refused with a reason. */
class StipulationTest {

    @Test
    void directMate() {
        Stipulation stipulation = Stipulation.parse("#3");
        assertEquals(new Stipulation(Goal.MATE, Play.DIRECT, 3), stipulation);
        assertTrue(stipulation.isDirectMate());
        assertEquals("#3", stipulation.toString());
    }

    @Test
    void theWrittenTextIsKeptBesideTheModel() {
        WrittenStipulation written = WrittenStipulation.of(" # 12 ");
        assertEquals("# 12", written.text());
        assertEquals(Stipulation.directMate(12), written.understood().orElseThrow());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "s#3 | MATE      | SELF   | 3",
        "h#2 | MATE      | HELP   | 2",
        "=2  | STALEMATE | DIRECT | 2",
        "h=2 | STALEMATE | HELP   | 2",
        "S#1 | MATE      | SELF   | 1",
    })
    void otherGoalsAndPlaysAreExpressedWithoutNewTypes(String text, Goal goal, Play play, int moves) {
        assertEquals(new Stipulation(goal, play, moves), Stipulation.parse(text));
        assertEquals(text.toLowerCase(), Stipulation.parse(text).toString());
    }

    @Test
    void sixtyMovesIsTheOneLimitEverywhere() {
        assertEquals(60, Stipulation.parse("#60").moves());
        assertEquals("the length must be 1 to 60 moves, found 61", WrittenStipulation.of("#61").reason());
        assertEquals("the length must be 1 to 60 moves, found 0", WrittenStipulation.of("#0").reason());
        assertThrows(IllegalArgumentException.class, () -> Stipulation.directMate(61));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "r#2      | 'r#2' is a reflexmate or reflex stipulation; only direct mates (#n) are supported",
        "ser-h#5  | 'ser-h#5' is a series problem; only direct mates (#n) are supported",
        "hs#2     | 'hs#2' is a help-selfmate; only direct mates (#n) are supported",
        "exact-#3 | 'exact-#3' is an exact-length stipulation; only direct mates (#n) are supported",
        "dia4.5   | 'dia4.5' is a proof game; only direct mates (#n) are supported",
        "#2.5     | '#2.5' is not a plain mate in n; only direct mates (#n) are supported",
        "h#2.5    | 'h#2.5' is a helpmate or help stipulation; only direct mates (#n) are supported",
        "3->#2    | '3->#2' is a stipulation with introductory moves; only direct mates (#n) are supported",
    })
    void whatTheModelCannotExpressIsRefusedWhenReadNamingTheGenre(String text, String reason) {
        WrittenStipulation written = WrittenStipulation.of(text.strip());
        assertInstanceOf(WrittenStipulation.Unreadable.class, written);
        assertEquals(text.strip(), written.text());
        assertEquals(reason.strip(), written.reason());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Stipulation.parse(text));
        assertEquals(reason.strip(), refused.getMessage());
    }
}
