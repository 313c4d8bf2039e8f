package org.passant.report;

import org.passant.board.RuleSet;
import org.passant.problem.Stipulation;

/** How the reports name a rule set: beside the stipulation, so that a reader never takes a Marseillais #2 for an orthodox one. */
public final class VariantWords {
    private VariantWords() {
    }

    /** "double-move chess", "Marseillais chess", "orthodox chess". */
    public static String name(RuleSet rules) {
        return switch (rules) {
            case ORTHODOX -> "orthodox chess";
            case DOUBLE_MOVE -> "double-move chess";
            case MARSEILLAIS -> "Marseillais chess";
        };
    }

    /** The stipulation as the reports head a tree: "#2", or "#2 (Marseillais chess, in turns)". */
    static String stipulation(Stipulation stipulation, RuleSet rules) {
        return rules == RuleSet.ORTHODOX ? stipulation.toString()
                : stipulation + " (" + name(rules) + ", in turns)";
    }
}
