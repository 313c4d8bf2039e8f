package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.problem.Metadata;

/** The lines above the board are centred as Popeye 4.104 centres them: by their length in bytes. */
class PopeyeHeaderTest {

    private static Metadata authorAndOrigin(String author, String origin) {
        return new Metadata(List.of(author), List.of(origin), List.of(), "", List.of(), List.of());
    }

    @Test
    void anAsciiNameIsCentredByItsLetters() {
        // "Peter Gvozdjak" is 14 bytes: (37 - 14) / 2 = 11 spaces.
        assertEquals(" ".repeat(11) + "Peter Gvozdjak\n" + " ".repeat(9) + "Probleemblad, 1988\n\n",
                PopeyeHeader.of(authorAndOrigin("Peter Gvozdjak", "Probleemblad, 1988")));
    }

    @Test
    void aNameWithAccentsIsCentredByItsBytesAsPopeyePrintsSovik() {
        // Popeye 4.104 on Sovik's s#3 (problems/selfmates.inp) indents "Štefan Sovík" by 11:
        // 12 letters, but 14 bytes in UTF-8, and (37 - 14) / 2 = 11.
        String header = PopeyeHeader.of(authorAndOrigin("Štefan Sovík", "WCCT"));
        assertEquals(" ".repeat(11) + "Štefan Sovík\n", header.lines().findFirst().orElseThrow() + "\n");
    }

    @Test
    void aLineWiderThanTheBoardStartsAtTheMargin() {
        String origin = "x".repeat(40);
        assertEquals(origin, PopeyeHeader.of(authorAndOrigin("A", origin)).lines().skip(1).findFirst().orElseThrow());
    }
}
