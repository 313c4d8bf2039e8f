package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code ./solver help TOPIC} answers for every command it lists, itself included. */
class HelpCommandTest {
    @Test
    void helpHelpDescribesTheHelpCommand() {
        CommandRun run = CommandRun.of("help", "help");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("COMMAND|TOPIC"), run.out());
    }

    @Test
    void anUnknownTopicNamesTheOnesThatExist() {
        CommandRun run = CommandRun.of("help", "no-such-topic");
        assertEquals(ExitStatus.USAGE_OR_INPUT.code, run.status());
        assertTrue(run.err().contains("use one of solve, report, retro, perft, bench, help or exit-codes"), run.err());
    }
}
