package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Where the search of the undecided type D problems goes: for each, with either side to move,
 * the last moves still standing at the default depth and, for each, one line of moves taken back
 * that no rule stops. Prints; asserts only that the lines exist. Run with
 * {@code mvn -o -q test -Pdeep -Dtest=RetroOpenLinesBenchmark}.
 */
@Tag("deep")
class RetroOpenLinesBenchmark {
    @Test
    void theOpenLinesOfTheUndecidedTypeDProblems() throws IOException {
        List<PublishedProblem> d = PublishedProblem.corpus().stream().filter(p -> p.type().equals("D")).toList();
        CorpusScore score = CorpusScore.of(d, RetroBounds.DEFAULT);
        for (CorpusScore.Result r : score.results) {
            if (r.outcome() != CorpusScore.Outcome.UNDECIDED) {
                continue;
            }
            System.out.println(r.problem() + ": " + r.detail());
            for (char side : new char[] {'w', 'b'}) {
                for (String line : OpenLines.of(r.problem().withSideToMove(side), RetroBounds.DEFAULT.maxDepth(), 4)) {
                    System.out.println("  " + side + " to move, " + line);
                }
            }
        }
    }

    @Test
    @DisplayName("Buchanan's type D: after Kc8xb8 taking a knight, the white king walks back out and the bishop goes to and fro")
    void anOpenLineIsALineOfTheDepthThatNoRuleStops() {
        List<String> lines = OpenLines.of("BK6/Bpp5/1p6/8/8/1P6/bPP5/bk6 b", 6, 10);
        String kingTookKnight = lines.stream().filter(l -> l.startsWith("Kc8xNb8:")).findFirst().orElseThrow();
        assertEquals(6, kingTookKnight.split(" ").length, kingTookKnight); // the move and five plies before it
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Kc8-b8:")), lines.toString());
    }
}
