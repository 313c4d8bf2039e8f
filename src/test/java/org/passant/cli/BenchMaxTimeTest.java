package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bench commands' {@code --max-time}: whole seconds, refused alike below one. */
class BenchMaxTimeTest {
    @Test
    @DisplayName("bench solve --long and bench threads refuse --max-time 0 with one line naming the command, exit status 2")
    void aLimitBelowOneSecondIsRefusedByEither() {
        assertRefused("solver bench solve: --max-time must be at least 1 second, found 0", "bench", "solve", "--long", "--max-time", "0");
        assertRefused("solver bench threads: --max-time must be at least 1 second, found -5", "bench", "threads", "--max-time", "-5");
    }

    private static void assertRefused(String message, String... args) {
        CommandRun run = CommandRun.of(args);
        assertEquals(2, run.status(), run.out() + run.err());
        assertEquals(message + "\n", run.err());
        assertEquals("", run.out());
    }
}
