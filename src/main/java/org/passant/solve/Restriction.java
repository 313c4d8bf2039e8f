package org.passant.solve;

/**
 * The Popeye options in effect that pruned a battle search: {@code Threat n},
 * {@code MaxFlightsquares n} and {@code NonTrivial m n}. Each only takes attacking moves away, so
 * the keys found are keys, but a problem found sound under one is sound only under it (a key it
 * excludes was not looked for), and "no solution" may have a solution without it. The verdict
 * carries this as data; the reports word it.
 *
 * @param maxThreatLength {@code Threat n}: n, 0 when off
 * @param pruning         {@code MaxFlightsquares} and {@code NonTrivial}
 */
public record Restriction(int maxThreatLength, PopeyeRestrictions pruning) {

    /** No option pruned the search (orthodox solving, help play). */
    public static final Restriction NONE = new Restriction(0, PopeyeRestrictions.NONE);

    public Restriction {
        if (pruning == null) {
            throw new IllegalArgumentException("pruning must be given");
        }
    }

    /** The restriction a battle search ran under with these options. */
    public static Restriction of(SolveOptions options) {
        return options.restricted() ? new Restriction(options.maxThreatLength(), options.restrictions()) : NONE;
    }

    /** Whether some option pruned the search. */
    public boolean any() {
        return maxThreatLength > 0 || pruning.any();
    }

    public boolean threat() {
        return maxThreatLength > 0;
    }

    public boolean maxFlights() {
        return pruning.maxFlights() >= 0;
    }

    public boolean nonTrivial() {
        return pruning.maxNonTrivial() >= 0;
    }
}
