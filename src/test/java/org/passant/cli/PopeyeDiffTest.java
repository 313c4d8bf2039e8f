package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code ./solver solve FILE --format popeye} prints on standard output exactly what Popeye 4.104
 * printed for the same input (resources/solve/popeye: Popeye's own .out files, run without
 * timings), so that {@code diff} is empty. The files that still differ are listed with the
 * reason, each a difference of rules or support, not of layout.
 */
class PopeyeDiffTest {
    private static final Path DIR = Path.of("src/test/resources/solve/popeye");

    private static final String MOVE_NUMBERS = "Option MoveNumbers: Popeye numbers every first move it tries; Passant does not";
    private static final String EP_CONVENTION = "a stated e.p. right that the retro analysis cannot prove: Popeye uses it, Passant"
            + " (Codex art. 16) does not and says so on standard error";
    private static final String UNSUPPORTED_OPTION = "an option Passant refuses (it changes what counts as a solution); the"
            + " diagram is printed, the reason goes to standard error";
    private static final String POPEYE_WORDS = "an illegal position: Popeye's message is in its own words";

    /** The files whose output still differs, and why. */
    static final Map<String, String> DIFFERENT = new TreeMap<>(Map.ofEntries(
            Map.entry("beispiel-castling-10-mate6", MOVE_NUMBERS),
            Map.entry("beispiel-castling-11-mate4", MOVE_NUMBERS),
            Map.entry("beispiel-castling-12-mate4", MOVE_NUMBERS),
            Map.entry("beispiel-castling-16-mate4", MOVE_NUMBERS),
            Map.entry("beispiel-ep-09-mate4", MOVE_NUMBERS + "; and " + EP_CONVENTION),
            Map.entry("beispiel-ep-05-mate2", EP_CONVENTION),
            Map.entry("tests-battle_play-09-mate2", "Passant proves the diagram illegal (the white king is in check from a pawn"
                    + " that no last move can have given); Popeye solves it"),
            Map.entry("beispiel-nontriv-06-mate15", MOVE_NUMBERS),
            Map.entry("regressions-4_55_to_4_57-08-mate3", UNSUPPORTED_OPTION),
            Map.entry("regressions-4_55_to_4_57-09-mate1", UNSUPPORTED_OPTION),
            Map.entry("regressions-4_55_to_4_57-10-mate2", UNSUPPORTED_OPTION),
            Map.entry("regressions-4_55_to_4_57-11-mate3", UNSUPPORTED_OPTION),
            Map.entry("beispiel-sting-00-mate3", "a twin adds fairy pieces (Stingmover), which Passant does not read"),
            Map.entry("regressions-4_75_to_4_77-06-mate1", POPEYE_WORDS),
            Map.entry("tests-battle_play-00-mate1", POPEYE_WORDS),
            Map.entry("tests-battle_play-11-mate2", POPEYE_WORDS)));

    @Test
    @DisplayName("standard output is Popeye's own output, byte for byte, for every file not listed with a reason")
    void identicalToPopeye() throws IOException {
        Map<String, String> identical = new TreeMap<>();
        Map<String, String> differing = new TreeMap<>();
        for (Path inp : inputs()) {
            String name = inp.getFileName().toString().replace(".inp", "");
            String popeye = Files.readString(DIR.resolve(name + ".out"));
            CommandRun run = CommandRun.of("solve", inp.toString(), "--format", "popeye", "--jobs", "1", "--hash", "16");
            assertEquals(0, run.status(), name + ": " + run.err());
            (run.out().equals(popeye) ? identical : differing).put(name, run.out());
        }
        assertEquals(DIFFERENT.keySet(), differing.keySet(), "files whose output differs from Popeye's");
        assertEquals(33, identical.size(), "files identical to Popeye's output: " + identical.keySet());
    }

    @Test
    @DisplayName("twins: a) and b) wPe5-->c5 under one board, one 'solution finished.'; the summary on standard error")
    void twinsAndSummary() {
        CommandRun run = CommandRun.of("solve", DIR.resolve("beispiel-twin-10-mate2.inp").toString(), "--format", "popeye");
        assertTrue(run.out().contains("\na) \n\n"), run.out());
        assertTrue(run.out().contains("\nb) wPe5-->c5  \n\n"), run.out());
        assertEquals(1, run.out().split("solution finished\\.", -1).length - 1, run.out());
        assertEquals(2, run.out().split("\\+---a---b", -1).length - 1, "one board, two edges: " + run.out());
        assertFalse(run.out().contains("==="), run.out());
        assertFalse(run.out().contains("Summary"), run.out());
        assertTrue(run.err().contains("Summary"), run.err());
    }

    @Test
    @DisplayName("retro findings go to standard error with file:line and id, never to standard output")
    void retroNotesOnStandardError() {
        CommandRun run = CommandRun.of("solve", DIR.resolve("beispiel-ep-03-mate1.inp").toString(), "--format", "popeye");
        assertFalse(run.out().contains("Retro") || run.out().contains("retro"), run.out());
        // Kahl & Mortensen 1967: the stated e.p. right is proven by counting captures (the pawns on the h-file).
        assertTrue(run.err().contains("beispiel-ep-03-mate1.inp:1: [beispiel-ep-03-mate1/1] retro: e.p. right on g6 proven:"
                + " Black's last move must have been g7-g5"), run.err());
    }

    private static Iterable<Path> inputs() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.filter(p -> p.toString().endsWith(".inp")).sorted().toList();
        }
    }
}
