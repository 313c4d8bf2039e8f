package org.passant.solve;

import java.util.Optional;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;
import org.passant.board.RuleSet;

/**
 * Which stipulations each rule set is solved with. Double-move chess has no check and so no mate:
 * its goal is the capture of the king ({@code kx n}, in turns). Marseillais chess keeps check and
 * mate, counted in turns ({@code #n}). Orthodox chess has no king capture.
 */
final class VariantStipulations {

    private VariantStipulations() {
    }

    static Optional<String> refusal(RuleSet variant, Stipulation stipulation) {
        boolean kingCapture = stipulation.goal() == Goal.KING_CAPTURE;
        return switch (variant) {
            case ORTHODOX -> kingCapture
                    ? Optional.of("the king capture (kx n) is double-move chess: add --variant doublemove"
                            + " (in a problem file: Condition DoubleMove)")
                    : Optional.empty();
            case DOUBLE_MOVE -> kingCapture ? Optional.empty()
                    : Optional.of("double-move chess has no check and no mate: ask for the capture of the king,"
                            + " kx" + stipulation.moves() + " (capture the king in " + stipulation.moves() + " turns)");
            case MARSEILLAIS -> stipulation.goal() == Goal.MATE && stipulation.play() == Play.DIRECT
                    ? Optional.empty()
                    : Optional.of("Marseillais chess is solved for direct mates in n turns (#n) only");
        };
    }
}
