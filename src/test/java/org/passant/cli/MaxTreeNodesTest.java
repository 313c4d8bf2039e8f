package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code --max-tree-nodes N}: a tree past N moves is cut, says so in every format, and keeps its
 * verdict; the default leaves the bundled problems' trees whole.
 */
class MaxTreeNodesTest {
    /** Kenneth S. Howard, 1938, #3 (data/positions.md): sound, key 1.d4, tries refuted by 1...hxg3 and others. */
    private static final String HOWARD = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";
    private static final String NOTE = "the tree was cut after 5 moves (--max-tree-nodes 5)";

    private static CommandRun howard(String... more) {
        String[] args = new String[] {"solve", HOWARD, "--stip", "#3", "--tries", "--hash", "8"};
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        CommandRun run = CommandRun.of(all);
        assertEquals(0, run.status(), run.err());
        return run;
    }

    @Test
    @DisplayName("text: the note before the verdict, the same verdict and tries as the whole tree")
    void text() {
        CommandRun whole = howard();
        CommandRun cut = howard("--max-tree-nodes", "5");
        assertFalse(whole.out().contains("cut after"), whole.out());
        assertTrue(cut.out().contains("Note: " + NOTE), cut.out());
        assertTrue(cut.out().contains("Verdict: sound, key 1.d4."), cut.out());
        assertEquals(lines(whole.out(), "    but "), lines(cut.out(), "    but "), "the tries' refutations");
        assertTrue(cut.out().length() < whole.out().length());
    }

    @Test
    @DisplayName("popeye: the note under the stipulation line; the key and 'solution finished.' still there")
    void popeye() {
        CommandRun cut = howard("--format", "popeye", "--max-tree-nodes", "5");
        assertTrue(cut.out().contains(NOTE), cut.out());
        assertTrue(cut.out().contains("   1.d2-d4 !"), cut.out());
        assertTrue(cut.out().contains("solution finished."), cut.out());
        assertFalse(cut.out().contains("partial solution"), "cut, not stopped by the clock");
    }

    @Test
    @DisplayName("json: treeCut true, partial false, the note among the notes, the verdict sound")
    void json() {
        CommandRun cut = howard("--format", "json", "--max-tree-nodes", "5");
        assertTrue(cut.out().contains("\"treeCut\" : true"), cut.out());
        assertTrue(cut.out().contains("\"partial\" : false"), cut.out());
        assertTrue(cut.out().contains(NOTE), cut.out());
        assertTrue(cut.out().contains("\"verdict\" : \"sound\""), cut.out());
    }

    @Test
    @DisplayName("0 is no limit; a negative budget is refused in one line with exit status 2")
    void values() {
        assertEquals(howard().out().replaceAll("Searched .*", ""),
                howard("--max-tree-nodes", "0").out().replaceAll("Searched .*", ""));
        CommandRun bad = CommandRun.of("solve", HOWARD, "--stip", "#3", "--max-tree-nodes", "-1");
        assertEquals(2, bad.status());
        assertEquals("solver solve: --max-tree-nodes must be 0 (no limit) or more, found -1", bad.err().strip());
    }

    private static java.util.List<String> lines(String text, String prefix) {
        return text.lines().filter(l -> l.startsWith(prefix)).toList();
    }
}
