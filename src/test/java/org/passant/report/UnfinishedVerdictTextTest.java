package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.notation.Notation;
import org.passant.problem.Stipulation;
import org.passant.solve.OpenFirstMove;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Verdict;

/**
 * The verdict of a search stopped among its first moves says what it knew: the keys, those whose
 * length or tree the stop left open marked so, and the first moves still open, in their order,
 * those being examined apart from those not yet reached.
 */
class UnfinishedVerdictTextTest {
    /** matetrack-3912 (#9, key 1.Rc5+), as a stop in its key's length descent leaves it. */
    private static final String MATETRACK_3912 = "5B1K/3B2np/p7/4R3/P1k4r/2p5/2P1N1r1/8 w - - 0 1";

    @Test
    void aKeyWhoseLengthIsOpenIsFoundWithItsBoundAndTheOtherOpenMovesFollow() {
        String line = verdict(new OpenFirstMove(move("Rc5+"), 9, false, true), new OpenFirstMove(move("Re8"), 0, false, true),
                new OpenFirstMove(move("a5"), 0, false, false), new OpenFirstMove(move("Kg8"), 0, false, false));
        assertEquals("Verdict: unfinished, keys found so far: 1.Rc5+ (mate in at most 9, whether sooner is not yet"
                + " settled); 3 first moves still open: 1 being examined (1.Re8), 2 not yet reached (1.a5, 1.Kg8).", line);
    }

    @Test
    void aKeyWhoseTreeWasBeingBuiltIsFoundWithItsLength() {
        assertEquals("Verdict: unfinished, keys found so far: 1.Rc5+ (mate in 9, its tree not yet built).",
                verdict(new OpenFirstMove(move("Rc5+"), 9, true, true)));
    }

    @Test
    void withoutAKeyTheOpenMovesAreListed() {
        assertEquals("Verdict: unfinished, no key found so far; 2 first moves still open, being examined: 1.Re8, 1.a5.",
                verdict(new OpenFirstMove(move("Re8"), 0, false, true), new OpenFirstMove(move("a5"), 0, false, true)));
    }

    @Test
    void movesNoThreadReachedAreSaidSo() {
        assertEquals("Verdict: unfinished, keys found so far: 1.Rc5+ (mate in 9, its tree not yet built); 1 first move"
                + " still open, not yet reached: 1.Re8.",
                verdict(new OpenFirstMove(move("Rc5+"), 9, true, true), new OpenFirstMove(move("Re8"), 0, false, false)));
    }

    private static String verdict(OpenFirstMove... open) {
        Verdict unfinished = new Verdict(Verdict.Kind.UNFINISHED, List.of(), List.of(), 0, List.of(), List.of(), 0, 0);
        SolutionTree tree = new SolutionTree(MATETRACK_3912, Stipulation.parse("#9"), SolveOptions.defaults(), List.of(),
                List.of(), null, null, unfinished, true, false, List.of(), 0, 0, List.of(), List.of(), RuleSet.ORTHODOX,
                List.of(open), List.of());
        return TextFormat.verdictLine(tree);
    }

    private static int move(String san) {
        return Notation.parse(Position.fromFen(MATETRACK_3912), san);
    }
}
