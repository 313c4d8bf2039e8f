package org.passant.solve;

/**
 * Popeye's options that prune the battle search of long problems, with Popeye 4.104's meaning
 * (read from its sources). Both act at the defender's nodes after an attacking move, when the
 * attacker still has enough moves left; an attacking move that breaks one does not count, so a
 * key found under them is a key only under the restriction.
 *
 * @param maxFlights         {@code MaxFlightsquares n}: where the attacker has at least 2 moves
 *                           left after the defence, the defender's king may have at most n legal
 *                           moves; -1 when off
 * @param maxNonTrivial      {@code NonTrivial m n}, its m: how many non-trivial defences beyond
 *                           one the attacker may allow, summed over the whole line; -1 when off
 * @param trivialLength      {@code NonTrivial m n}, its n: a defence is trivial if the attacker
 *                           then mates in at most n + 1 moves (Popeye counts n in its half-move
 *                           scheme, which for a direct mate is one move short); the guard acts
 *                           where the attacker has more than n moves left after the defence
 */
public record PopeyeRestrictions(int maxFlights, int maxNonTrivial, int trivialLength) {

    public static final PopeyeRestrictions NONE = new PopeyeRestrictions(-1, -1, 0);

    public PopeyeRestrictions {
        if (maxFlights < -1 || maxFlights > 64) {
            throw new IllegalArgumentException("the number of flight squares must be between 0 and 64, found " + maxFlights);
        }
        if (maxNonTrivial < -1 || trivialLength < 0) {
            throw new IllegalArgumentException("NonTrivial needs two numbers, 0 or more");
        }
    }

    public boolean any() {
        return maxFlights >= 0 || maxNonTrivial >= 0;
    }

    public PopeyeRestrictions withMaxFlights(int n) {
        return new PopeyeRestrictions(n, maxNonTrivial, trivialLength);
    }

    public PopeyeRestrictions withNonTrivial(int m, int n) {
        return new PopeyeRestrictions(maxFlights, m, n);
    }
}
