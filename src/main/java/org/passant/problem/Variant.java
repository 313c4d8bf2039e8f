package org.passant.problem;

import java.util.Locale;
import java.util.Optional;

/**
 * The rules a problem is stated under, as its source names them: orthodox chess, Galvin's
 * double-move chess or Marseillais chess. The board implements the rules; this names them the
 * way a problem file, an EPD line and {@code --variant} spell them, so that every input means the
 * same thing by the same word.
 *
 * <p>Popeye's input language has a {@code Condition Marseillais} but no double-move chess
 * (Popeye solves neither); {@code Condition DoubleMove} is Passant's own spelling, read only by
 * Passant.
 */
public enum Variant {
    ORTHODOX("orthodox", "Orthodox"),
    /** Galvin's double-move chess: king capture, no check, White's first turn of a game one move. */
    DOUBLE_MOVE("doublemove", "DoubleMove"),
    /** Marseillais chess: two moves a turn, check observed, a check on the first move ends the turn. */
    MARSEILLAIS("marseillais", "Marseillais");

    private final String word;
    private final String condition;

    Variant(String word, String condition) {
        this.word = word;
        this.condition = condition;
    }

    /** How {@code --variant}, EPD lines, JSON and the results file spell it ("marseillais"). */
    public String word() {
        return word;
    }

    /** How a Popeye-style problem file spells it after {@code Condition} ("Marseillais"). */
    public String condition() {
        return condition;
    }

    public boolean isOrthodox() {
        return this == ORTHODOX;
    }

    /** True when a turn may hold two moves: the search, the tree and the notation speak in turns. */
    public boolean playsTurns() {
        return this != ORTHODOX;
    }

    /**
     * Reads a variant's name in any case, with or without a hyphen or blank
     * ("Marseillais", "double-move", "DoubleMove").
     */
    public static Optional<Variant> named(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT).replace("-", "").replace(" ", "").replace("_", "");
        for (Variant variant : values()) {
            if (variant.word.equals(key)) {
                return Optional.of(variant);
            }
        }
        return Optional.empty();
    }

    /** The names {@link #named} reads, for messages. */
    public static String names() {
        return "orthodox, doublemove, marseillais";
    }
}
