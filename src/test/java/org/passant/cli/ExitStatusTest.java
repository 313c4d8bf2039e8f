package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exit statuses are documented in one place, and every message about one problem names its file:line and id. */
class ExitStatusTest {
    @Test
    void helpExitCodesListsEveryStatusTheProgramUses() {
        CommandRun run = CommandRun.of("help", "exit-codes");
        assertEquals(0, run.status());
        for (ExitStatus s : ExitStatus.values()) {
            assertTrue(run.out().contains(String.format("%3d  ", s.code)), s + " in " + run.out());
        }
        assertEquals(2, CommandRun.of("help", "no-such-topic").status());
    }

    @Test
    void theStatusesAreTheOnesTheCommandsReturn(@TempDir Path dir) throws IOException {
        Path cooked = dir.resolve("cooked.epd");
        Files.writeString(cooked, "k7/8/1K6/8/8/8/8/2QR4 w - - bm #1; id \"two keys\";\n"); // Qc8#, Rd8#, ...
        assertEquals(ExitStatus.OK.code, CommandRun.of("solve", cooked.toString()).status());
        CommandRun failOn = CommandRun.of("solve", cooked.toString(), "--fail-on", "cooked");
        assertEquals(ExitStatus.FAIL_ON.code, failOn.status());
        assertTrue(failOn.err().contains("solver solve: " + cooked + ":1: [two keys] cooked (--fail-on)\n"), failOn.err());
        assertEquals(ExitStatus.USAGE_OR_INPUT.code, CommandRun.of("solve", "xx w - -", "--stip", "#2").status());
        assertEquals(ExitStatus.USAGE_OR_INPUT.code, CommandRun.of("solve", "--no-such-option").status());
    }

    /** The case: a line with a broken FEN and id "badpiece" is reported as badpiece, with file and line. */
    @Test
    void aBrokenLineIsNamedByItsIdWithFileAndLine(@TempDir Path dir) throws IOException {
        Path mixed = dir.resolve("mixed.epd");
        Files.writeString(mixed, "8/8/8/8/8/8/R7/k1K5 w - - bm #1; id \"good\";\n"
                + "8/8/8/8/8/8/R7/k1X5 w - - bm #1; id \"badpiece\";\n");
        Path results = dir.resolve("results.jsonl");
        CommandRun run = CommandRun.of("solve", mixed.toString(), "--out", results.toString());
        assertEquals(0, run.status(), "a broken problem is reported and the batch goes on");
        assertTrue(run.out().contains(mixed + ":2: [badpiece] unknown piece letter 'X'"), run.out());
        assertTrue(CommandRun.of("help", "exit-codes").out().contains("name it as FILE:LINE: [ID]"),
                "help exit-codes gives the form the messages take");
        assertTrue(run.err().contains(mixed + ":2 badpiece error"), run.err());
        assertTrue(Files.readString(results).contains("{\"id\":\"badpiece\",\"file\":\"" + mixed + "\",\"line\":2,"),
                Files.readString(results));
        CommandRun popeye = CommandRun.of("solve", mixed.toString(), "--format", "popeye");
        assertTrue(popeye.err().contains(mixed + ":2: [badpiece] unknown piece letter 'X'"), popeye.err());
    }
}
