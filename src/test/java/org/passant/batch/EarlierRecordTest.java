package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.Stipulation;
import org.passant.problem.WrittenStipulation;
import org.passant.solve.ProblemVerdict;

/**
 * What the record of a problem taken up again says of the run before it: nothing when it got
 * further, and that it did not when it was stopped again with nothing more settled (the moves
 * being examined began again from nothing: the runs are shorter than the hardest first move).
 */
class EarlierRecordTest {
    /** matetrack-3968 (#9, key 1.Ne8): run in pieces of 30 s on two threads, each piece stopped in 1.Nd4+ and 1.d3. */
    private static final String MATETRACK_3968 = "B1K2nb1/4BpN1/p1N3p1/2pk2p1/r4p2/pP2PPP1/3P1nP1/1r2bq2 w - - 0 1";
    private static final Problem PROBLEM = CommandLineFen.problem(MATETRACK_3968, WrittenStipulation.Read.of(Stipulation.directMate(9)));

    @Test
    void aRunStoppedAgainWithNothingMoreRuledOutSaysSoAndNamesTheMovesThatBeganAgain() {
        Outcome earlier = stopped(15);
        Outcome now = new EarlierRecord(earlier, PROBLEM, KeptProofs.NONE).annotate(stopped(15));
        assertTrue(now.notes().stream().anyMatch(n -> n.startsWith("no further than the earlier run: no first move more was"
                + " ruled out; Nd4+, d3 started again from nothing")), now.notes().toString());
    }

    @Test
    void aRunThatRuledOutMoreOrFinishedHasNothingToAdd() {
        Outcome earlier = stopped(15);
        assertEquals(stopped(20), new EarlierRecord(earlier, PROBLEM, KeptProofs.NONE).annotate(stopped(20)));
        Outcome finished = new Outcome("matetrack-3968", "long.epd", 1, ProblemVerdict.SOUND, List.of("Ne8"), List.of(), false,
                1, 1, List.of(), List.of());
        assertEquals(finished, new EarlierRecord(earlier, PROBLEM, KeptProofs.NONE).annotate(finished));
    }

    /** A record stopped with {@code ruledOut} first moves ruled out, 1.Nd4+ and 1.d3 being examined. */
    private static Outcome stopped(int ruledOut) {
        List<String> moves = java.util.stream.IntStream.range(0, ruledOut).mapToObj(i -> "m" + i).toList();
        return new Outcome("matetrack-3968", "long.epd", 1, ProblemVerdict.UNFINISHED, List.of(), List.of(), true, 30_000, 1,
                List.of(), List.of("the search was stopped after 30.0 s; only what is listed was proven"))
                .withOpenFirstMoves(List.of(new RecordedOpenMove("Nd4+", true, null, null), new RecordedOpenMove("d3", true, null, null),
                        new RecordedOpenMove("Ne8", false, null, null)))
                .withRuledOut(new RecordedRuledOut(MATETRACK_3968, List.of(MATETRACK_3968), "#9", 0, moves));
    }
}
