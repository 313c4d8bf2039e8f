package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code ./solver solve}: trees on stdout, one-line errors with exit status 2. */
class SolveCommandTest {
    private static final String HOWARD = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @Test
    @DisplayName("Howard #3 with tries, text: key line, a try and the verdict")
    void text() {
        CommandRun r = run("solve", HOWARD, "--stip", "#3", "--tries", "--hash", "8");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("1.d4! threat: 2.d5+ cxd5 3.Bxd5#"), r.out());
        assertTrue(r.out().contains("    but 1...hxg3!"), r.out());
        assertTrue(r.out().contains("Verdict: sound, key 1.d4."), r.out());
    }

    @Test
    @DisplayName("--format popeye prints Popeye's key line; --format json a JSON object")
    void otherFormats() {
        CommandRun popeye = run("solve", HOWARD, "--stip", "#3", "--format", "popeye", "--hash", "8");
        assertTrue(popeye.out().contains("   1.d2-d4 ! threat:"), popeye.out());
        assertTrue(popeye.out().contains("solution finished."));
        CommandRun json = run("solve", HOWARD, "--stip", "#3", "--format", "json", "--keys", "--hash", "8");
        assertTrue(json.out().strip().startsWith("{") && json.out().contains("\"kind\" : \"sound\""), json.out());
    }

    @Test
    @DisplayName("bad input: one line on stderr, exit status 2, nothing on stdout")
    void errors() {
        for (String[] args : new String[][] {
            {"solve", "not a fen", "--stip", "#2"},
            {"solve", "8/8/8/8/8/8/8/7K w - - 0 1", "--stip", "#2"},
            {"solve", HOWARD, "--stip", "r#2"},
            {"solve", HOWARD, "--stip", "#3", "--format", "xml"},
            {"solve", HOWARD, "--stip", "#3", "--defences", "0"},
            {"solve", HOWARD, "--stip", "#3", "--max-time", "-1"},
        }) {
            CommandRun r = run(args);
            assertEquals(2, r.status(), String.join(" ", args));
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertEquals("", r.out());
        }
    }

    @Test
    @DisplayName("--max-time stops a long search cleanly and says the result is partial")
    void maxTime() {
        // A #5 from a full game position takes far longer than a millisecond.
        CommandRun r = run("solve", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "--stip", "#5",
                "--max-time", "0.001", "--hash", "8", "--trust-rights");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Verdict: unfinished"), r.out());
    }

    @Test
    @DisplayName("a stipulation the solver cannot solve gets the same message for a FEN as for a collection")
    void oneMessageForAnUnsolvableStipulation() {
        CommandRun r = run("solve", HOWARD, "--stip", "r#2");
        assertEquals(2, r.status());
        assertEquals("solver solve: --stip 'r#2': 'r#2' is a reflexmate or reflex stipulation; the stipulations solved are #n, =n, s#n, s=n, h#n and h=n (h#n.5 too), and the series movers ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n and ser-s=n",
                r.err().strip());
        CommandRun tooLong = run("solve", HOWARD, "--stip", "#61");
        assertEquals("solver solve: --stip '#61': the length must be 1 to 60 moves, found 61", tooLong.err().strip());
    }
}
