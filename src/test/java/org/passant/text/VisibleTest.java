package org.passant.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Quoting typed input: whole characters are kept, what a terminal would obey is shown as an escape. */
class VisibleTest {
    @Test
    void anEmojiStaysOneWholeCharacter() {
        assertEquals("7k/\uD83D\uDE00", Visible.of("7k/\uD83D\uDE00"));
        assertEquals("\uD83D\uDE00", Visible.codePoint(0x1F600));
    }

    @Test
    void halfASurrogatePairIsWrittenAsAnEscape() {
        assertEquals("a\\uD83Db", Visible.of("a\uD83Db"));
    }

    @Test
    void escapeSequencesAndLineSeparatorsCannotReachTheTerminal() {
        assertEquals("\\u001B[2Jcleared", Visible.of("\u001B[2Jcleared"));
        assertEquals("one\\u2028two\\u000Bthree", Visible.of("one\u2028two\u000Bthree"));
        assertEquals("right\\u202Eleft", Visible.of("right\u202Eleft"));
    }

    @Test
    void oneLineEscapesLineBreaksWhileLinesKeepThem() {
        assertEquals("a\\nb\\tc\\r", Visible.of("a\nb\tc\r"));
        assertEquals("a\nb\tc\\r\\u001B", Visible.lines("a\nb\tc\r\u001B"));
    }

    @Test
    void plainTextIsReturnedAsItIs() {
        String text = "Schöpfer, 1. Preis — Kb6 Qc1";
        assertEquals(text, Visible.of(text));
    }
}
