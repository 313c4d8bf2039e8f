package org.passant.solve;

import org.passant.problem.Stipulation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Position;

/**
 * Mate lengths from vondele/matetrack (resources/solve/README.md): the solver finds a key at the
 * stated length and none shorter; for "the side to move is mated in n", every defence loses
 * within n and not all within n-1.
 */
class MatetrackTest {
    private static final Pattern MATE = Pattern.compile("bm #(-?\\d+);");
    private static final Solver KEYS_ONLY = new Solver(SolveOptions.defaults().withVariations(false).withHashMegabytes(64));

    record Entry(int line, String fen, int mate) {
        @Override
        public String toString() {
            return "line " + line + ": #" + mate + " " + fen;
        }
    }

    static Stream<Entry> upToThree() throws IOException {
        return entries("matetrack-1to3.epd");
    }

    static Stream<Entry> upToFive() throws IOException {
        return entries("matetrack-1to5.epd");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("upToThree")
    void mateLengthUpToThree(Entry e) {
        check(e);
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("upToFive")
    void mateLengthUpToFive(Entry e) {
        check(e);
    }

    private static void check(Entry e) {
        if (e.mate() > 0) {
            SolutionTree tree = KEYS_ONLY.solve(e.fen(), Stipulation.directMate(e.mate()));
            assertFalse(tree.keys().isEmpty(), "a key exists for #" + e.mate());
            assertEquals(e.mate(), tree.verdict().shortestMate(), "no mate shorter than #" + e.mate());
        } else {
            int n = -e.mate();
            MateSearch search = new MateSearch(16);
            Position p = Position.fromFen(e.fen());
            assertTrue(search.defenderLoses(p, n), "the side to move is mated within " + n);
            assertFalse(search.defenderLoses(p, n - 1), "but not within " + (n - 1));
        }
    }

    private static Stream<Entry> entries(String name) throws IOException {
        String text;
        try (InputStream in = MatetrackTest.class.getResourceAsStream("/solve/" + name)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> lines = text.lines().toList();
        return java.util.stream.IntStream.range(0, lines.size()).mapToObj(i -> {
            String line = lines.get(i);
            Matcher m = MATE.matcher(line);
            if (!m.find()) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": no 'bm #n'");
            }
            return new Entry(i + 1, line.substring(0, line.indexOf(" bm ")), Integer.parseInt(m.group(1)));
        });
    }
}
