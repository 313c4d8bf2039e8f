package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What {@code ./solver help solve} and {@code ./solver --help} say solve does names every kind of problem it solves. */
class SolveHelpTest {
    /** The help, its lines joined, so that a term picocli wrapped across two lines is still found. */
    private static String oneLine(CommandRun run) {
        assertEquals(0, run.status(), run.err());
        return run.out().replaceAll("\\s+", " ");
    }

    @Test
    void helpSolveNamesSeriesMoversAndTheVariantsStipulations() {
        for (CommandRun run : new CommandRun[] {CommandRun.of("help", "solve"), CommandRun.of("--help")}) {
            String help = oneLine(run);
            for (String term : new String[] {"h#n.5", "ser-#n", "ser-h#n", "ser-s#n", "kx n", "--variant", "unfinished"}) {
                assertTrue(help.contains(term), term + " in " + help);
            }
        }
    }
}
