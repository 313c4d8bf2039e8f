package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Written stipulations: direct mates are solvable, everything else says why not. */
class StipulationTest {

    @Test
    void directMate() {
        Stipulation stipulation = Stipulation.parse("#3");
        assertEquals(StipulationKind.DIRECT_MATE, stipulation.kind());
        assertEquals(3, stipulation.moves());
        assertEquals("#3", stipulation.text());
        assertTrue(stipulation.isDirectMate());
        assertEquals(Stipulation.directMate(3), stipulation);
    }

    @Test
    void theWrittenTextIsKept() {
        assertEquals("# 12", Stipulation.parse(" # 12 ").text());
        assertEquals(12, Stipulation.parse("# 12").moves());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "h#2      | 'h#2' is a helpmate or help stipulation; only direct mates (#n) are supported",
        "s#3      | 's#3' is a selfmate or self stipulation; only direct mates (#n) are supported",
        "r#2      | 'r#2' is a reflexmate or reflex stipulation; only direct mates (#n) are supported",
        "=2       | '=2' is a stalemate stipulation; only direct mates (#n) are supported",
        "ser-h#5  | 'ser-h#5' is a series problem; only direct mates (#n) are supported",
        "hs#2     | 'hs#2' is a help-selfmate; only direct mates (#n) are supported",
        "exact-#3 | 'exact-#3' is an exact-length stipulation; only direct mates (#n) are supported",
        "dia4.5   | 'dia4.5' is a proof game; only direct mates (#n) are supported",
        "#2.5     | '#2.5' is not a plain mate in n; only direct mates (#n) are supported",
        "#0       | '#0' is not a stipulation: a mate needs at least one move",
    })
    void everythingElseIsUnsupportedWithAReason(String text, String reason) {
        Stipulation stipulation = Stipulation.parse(text.strip());
        assertEquals(StipulationKind.UNSUPPORTED, stipulation.kind());
        assertEquals(text.strip(), stipulation.text());
        assertEquals(reason.strip(), stipulation.unsupportedReason());
    }

    @Test
    void sideToMoveMated() {
        Stipulation stipulation = Stipulation.sideToMoveMated(2);
        assertEquals("#-2", stipulation.text());
        assertEquals("the side to move is mated in 2; this is not a problem for the side to move",
                stipulation.unsupportedReason());
    }
}
