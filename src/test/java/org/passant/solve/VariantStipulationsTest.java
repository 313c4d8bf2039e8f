package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.board.RuleSet;
import org.passant.problem.WrittenStipulation;

/** Each rule set is asked what it can mean: kx n in double-move chess, #n in turns in Marseillais, no kx in orthodox chess. */
class VariantStipulationsTest {
    private static final String FEN = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";

    private static Optional<String> refusal(RuleSet variant, String stipulation) {
        Problem problem = CommandLineFen.problem(FEN, WrittenStipulation.of(stipulation)).withVariant(variant);
        return ProblemSolver.refusal(problem);
    }

    @Test
    void eachRuleSetAcceptsItsGoal() {
        assertEquals(Optional.empty(), refusal(RuleSet.DOUBLE_MOVE, "kx2"));
        assertEquals(Optional.empty(), refusal(RuleSet.MARSEILLAIS, "#2"));
        assertEquals(Optional.empty(), refusal(RuleSet.ORTHODOX, "#2"));
    }

    @Test
    void theKingCaptureNeedsDoubleMoveChess() {
        assertEquals(Optional.of("stipulation 'kx1': the king capture (kx n) is double-move chess: add --variant doublemove"
                + " (in a problem file: Condition DoubleMove)"), refusal(RuleSet.ORTHODOX, "kx1"));
    }

    @Test
    void doubleMoveChessHasNoMate() {
        assertEquals(Optional.of("stipulation '#2': double-move chess has no check and no mate: ask for the capture of"
                + " the king, kx2 (capture the king in 2 turns)"), refusal(RuleSet.DOUBLE_MOVE, "#2"));
    }

    @Test
    void marseillaisChessIsSolvedForDirectMates() {
        assertEquals(Optional.of("stipulation 'h#2': Marseillais chess is solved for direct mates in n turns (#n) only"),
                refusal(RuleSet.MARSEILLAIS, "h#2"));
        assertEquals(Optional.of("stipulation 'kx2': Marseillais chess is solved for direct mates in n turns (#n) only"),
                refusal(RuleSet.MARSEILLAIS, "kx2"));
    }
}
