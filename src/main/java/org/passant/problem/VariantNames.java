package org.passant.problem;

import java.util.Locale;
import java.util.Optional;
import org.passant.board.RuleSet;

/**
 * How problems name the rule set they are stated under, so that every input means the same
 * thing by the same word: {@code --variant} and EPD lines write the board's name ("doublemove",
 * "marseillais"), in any case and with or without a hyphen ("Double-Move"); a Popeye-style file
 * writes {@code Condition Marseillais}. Popeye's language has no double-move chess (Popeye solves
 * neither); {@code Condition DoubleMove} is Passant's own spelling, read only by Passant.
 */
public final class VariantNames {
    private VariantNames() {
    }

    /** The rule set a name stands for, if any. */
    public static Optional<RuleSet> named(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT).replace("-", "").replace(" ", "").replace("_", "");
        return Optional.ofNullable(RuleSet.named(key));
    }

    /** How a Popeye-style problem file writes it after {@code Condition}: "Marseillais", "DoubleMove". */
    public static String condition(RuleSet rules) {
        return switch (rules) {
            case ORTHODOX -> "Orthodox";
            case DOUBLE_MOVE -> "DoubleMove";
            case MARSEILLAIS -> "Marseillais";
        };
    }

    /** The names {@link #named} reads, for messages. */
    public static String names() {
        return "orthodox, doublemove, marseillais";
    }
}
