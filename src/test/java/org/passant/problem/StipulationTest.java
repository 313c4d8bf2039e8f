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
        // 0: no number stated (Stipulation.NOT_STATED), so no soundness can be claimed
        "h#2.5                 | 2 | true  | 0",
        "h#3 2 solutions       | 3 | false | 2",
        "h#2 (4 solutions)     | 2 | false | 4",
        "h#2 2.1.1.1           | 2 | false | 2",
        "h=3 1.2.1.1.1.1       | 3 | false | 2",
        "h#0.5                 | 0 | true  | 0",
    })
    void aHelpmateStatesHalfMovesAndItsNumberOfSolutions(String text, int moves, boolean halfMove, int solutions) {
        Stipulation help = Stipulation.parse(text);
        assertEquals(Play.HELP, help.play());
        assertEquals(moves, help.moves());
        assertEquals(halfMove, help.halfMove());
        assertEquals(solutions, help.solutions());
        assertEquals(2 * moves + (halfMove ? 1 : 0), help.halfMoves());
    }

    @Test
    void aNumberOfSolutionsBelongsToHelpmates() {
        assertEquals("'#2 2 solutions': a number of solutions is stated for helpmates and series movers only ('h#2 2 solutions')",
                WrittenStipulation.of("#2 2 solutions").reason());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "r#2      | 'r#2' is a reflexmate or reflex stipulation; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
        "pser-h#5 | 'pser-h#5' is a series problem of a kind not solved here; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
        "hs#2     | 'hs#2' is a help-selfmate; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
        "exact-#3 | 'exact-#3' is an exact-length stipulation; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
        "dia4.5   | 'dia4.5' is a proof game; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
        "#2.5     | '#2.5' is not a plain mate in n; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
        "3->#2    | '3->#2' is a stipulation with introductory moves; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
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
