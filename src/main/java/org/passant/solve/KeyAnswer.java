package org.passant.solve;

/**
 * What a {@link KeyQuestion} found: proven (every defence loses within the length), disproven
 * (with a defence that holds, the refutation), or unknown (the search gave up).
 */
public record KeyAnswer(Kind kind, int refutation) {
    public enum Kind { PROVEN, DISPROVEN, UNKNOWN }

    private static final KeyAnswer PROVEN = new KeyAnswer(Kind.PROVEN, 0);
    private static final KeyAnswer UNKNOWN = new KeyAnswer(Kind.UNKNOWN, 0);

    public static KeyAnswer proven() {
        return PROVEN;
    }

    /**
     * Disproven by {@code refutation}, a defence after which there is no mate in time (0 when the
     * defender is stalemated or not mated now, or when a search that names no refutation decided).
     */
    public static KeyAnswer disproven(int refutation) {
        return new KeyAnswer(Kind.DISPROVEN, refutation);
    }

    public static KeyAnswer unknown() {
        return UNKNOWN;
    }

    public boolean isProven() {
        return kind == Kind.PROVEN;
    }

    public boolean isDisproven() {
        return kind == Kind.DISPROVEN;
    }
}
