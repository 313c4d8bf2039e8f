package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.solve.ProblemVerdict;

/** A batch draws one bar on a terminal and logs one plain line per problem elsewhere. */
class BatchProgressTest {
    private static final Outcome HOWARD = new Outcome("howard-1938", "mates.epd", 3, ProblemVerdict.SOUND, List.of("1.d4"),
            List.of(), false, 1500, 1000, List.of(), List.of());
    private static final Outcome BROKEN = Outcome.error("broken", "mates.epd", 4, "bad FEN");

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void withoutATerminalEachProblemIsOnePlainLogLine() {
        BatchProgress progress = new BatchProgress(new StatusLine(err, false), err, 2);
        progress.finished(HOWARD);
        progress.finished(BROKEN);
        progress.close();
        assertEquals(String.format("[1/2] mates.epd:3 howard-1938 sound (%.2f s)%n[2/2] mates.epd:4 broken error (%.2f s)%n",
                1.5, 0.0), text());
    }

    @Test
    void onATerminalTheBarIsRedrawnInPlaceAndErasedAtTheEnd() {
        BatchProgress progress = new BatchProgress(new StatusLine(err, true), err, 2);
        progress.finished(HOWARD);
        progress.close();
        String out = text();
        assertTrue(out.startsWith("\r\033[K[############............] 1/2  sound 1  0:0"), out);
        assertTrue(out.endsWith("\r\033[K"), "the bar is erased when the batch ends: " + out);
        assertTrue(!out.contains("\n"), "a bar never starts a new line: " + out);
    }

    @Test
    void aStatusLineWithoutATerminalDrawsNothing() {
        StatusLine line = new StatusLine(err, false);
        line.show("solving: first move 1/20 (1.d4)");
        line.clear();
        assertEquals("", text());
    }

    @Test
    void clearingALineNeverShownWritesNothing() {
        new StatusLine(err, true).clear();
        assertEquals("", text());
    }

    private String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
