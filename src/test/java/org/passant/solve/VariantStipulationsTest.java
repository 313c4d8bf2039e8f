package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.Variant;
import org.passant.problem.WrittenStipulation;

/** Each rule set is asked what it can mean: kx n in double-move chess, #n in turns in Marseillais, no kx in orthodox chess. */
class VariantStipulationsTest {
    private static final String FEN = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";

    private static Optional<String> refusal(Variant variant, String stipulation) {
        Problem problem = CommandLineFen.problem(FEN, WrittenStipulation.of(stipulation)).withVariant(variant);
        return ProblemSolver.refusal(problem);
    }

    @Test
    void eachRuleSetAcceptsItsGoal() {
        assertEquals(Optional.empty(), refusal(Variant.DOUBLE_MOVE, "kx2"));
        assertEquals(Optional.empty(), refusal(Variant.MARSEILLAIS, "#2"));
        assertEquals(Optional.empty(), refusal(Variant.ORTHODOX, "#2"));
    }

    @Test
    void theKingCaptureNeedsDoubleMoveChess() {
        assertEquals(Optional.of("stipulation 'kx1': the king capture (kx n) is double-move chess: add --variant doublemove"
                + " (in a problem file: Condition DoubleMove)"), refusal(Variant.ORTHODOX, "kx1"));
    }

    @Test
    void doubleMoveChessHasNoMate() {
        assertEquals(Optional.of("stipulation '#2': double-move chess has no check and no mate: ask for the capture of"
                + " the king, kx2 (capture the king in 2 turns)"), refusal(Variant.DOUBLE_MOVE, "#2"));
    }

    @Test
    void marseillaisChessIsSolvedForDirectMates() {
        assertEquals(Optional.of("stipulation 'h#2': Marseillais chess is solved for direct mates in n turns (#n) only"),
                refusal(Variant.MARSEILLAIS, "h#2"));
        assertEquals(Optional.of("stipulation 'kx2': Marseillais chess is solved for direct mates in n turns (#n) only"),
                refusal(Variant.MARSEILLAIS, "kx2"));
    }
}
