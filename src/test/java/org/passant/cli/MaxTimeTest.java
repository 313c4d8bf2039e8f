package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** {@code --max-time S}: any positive limit stops the search, a huge one never does, and it is per problem. */
class MaxTimeTest {
    /** A #5 from a game position: far more than a millisecond of search. */
    private static final String GAME = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    /** Lehmensick, STERN 17/91 (Popeye's example castling-07): #4, key 1.Rb2 after some 37,000 moves. */
    private static final String LEHMENSICK = "3b4/8/8/8/1p1P1p1p/5P1p/8/RRBNK1k1 w Q - 0 1";
    /** Langstaff 1922: partial retro analysis, two parts (Black's last move was g7-g5, or it was not). */
    private static final String LANGSTAFF = "4k2r/8/5B1P/3R1KpP/8/8/8/8 w - - 0 1";

    @Test
    void aLimitBelowAMillisecondStillStopsTheSearch() {
        CommandRun r = CommandRun.of("solve", GAME, "--stip", "#5", "--max-time", "0.0004", "--hash", "8", "--trust-rights");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Verdict: unfinished"), r.out());
    }

    @Test
    void aLimitTooLargeToCountIsNoLimit() {
        for (String huge : new String[] {"1e10", "Infinity", "1e300"}) {
            CommandRun r = CommandRun.of("solve", LEHMENSICK, "--stip", "#4", "--keys", "--max-time", huge);
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().contains("Verdict: sound, key 1.Rb2"), huge + ":\n" + r.out());
        }
    }

    @Test
    void thePartsOfAPartialRetroAnalysisShareTheProblemsTime() throws Exception {
        // #12 is far beyond a second: the first part uses up the problem's second, and the second
        // part, starting after it, stops at its first look at the clock instead of taking a second more.
        CommandRun r = CommandRun.of("solve", LANGSTAFF, "--stip", "#12", "--max-time", "1", "--format", "json", "--hash", "8");
        assertEquals(0, r.status(), r.err());
        JsonNode parts = new ObjectMapper().readTree(r.out()).get("parts");
        assertEquals(2, parts.size());
        long first = parts.get(0).at("/solution/stats/nodes").asLong();
        long second = parts.get(1).at("/solution/stats/nodes").asLong();
        assertTrue(parts.get(1).at("/solution/partial").asBoolean());
        assertTrue(second * 4 < first, "second part " + second + " moves, first " + first);
    }
}
