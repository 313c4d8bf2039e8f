package org.passant.solve;

import org.passant.retro.RetroBounds;

/**
 * What to compute besides the keys, mirroring the orthodox options of Popeye 4.104 (named in
 * brackets).
 *
 * @param tries             list first moves refuted by at most {@code maxRefutations} defences [Try]
 * @param maxRefutations    refutations a try may have, at least 1 [Defence n]
 * @param setPlay           the defender's moves in the diagram as if it were to move [SetPlay]
 * @param postKey           the diagram is the position after the key: the defender is to move [PostKeyPlay]
 * @param variations        build threats, variations and continuations; false lists keys (and tries) only
 * @param threats           compute threats, and show only the defences that defeat them; false shows
 *                          every defence [NoThreat when false]
 * @param shortVariations   which variations that mate sooner than the rest are shown (see
 *                          {@link ShortVariations})
 * @param allDefences       show every defence that has a mating continuation, also those that do
 *                          not defeat the threat (the threat is still computed and shown)
 * @param maxSolutions      stop after this many keys, 0 for no limit [MaxSolutions n]
 * @param maxThreatLength   every non-checking attacking move must threaten mate in at most this many
 *                          moves, 0 for no such condition [Threat n]
 * @param hashMegabytes     size of the transposition table
 * @param maxTimeMillis     stop cleanly after this long and mark the result partial, 0 for no limit
 * @param trustRights       take the castling and e.p. rights of the input as given (no retro analysis)
 * @param maxTreeNodes      moves a solution tree may show below its first moves, 0 for no limit; past
 *                          it the tree is cut (and says so), the search and the verdict are not
 * @param restrictions      Popeye's MaxFlightsquares and NonTrivial, which prune the search
 * @param threads           threads that share the work of one problem (its first moves); the
 *                          results are the same whatever their number
 * @param stopOnShortSolutions help play: once a length shorter than the stated one has solutions,
 *                          list them and look no further [StopOnShortSolutions]
 * @param statedSolutions   help play: the number of solutions the user states for every problem
 *                          solved ({@code --solutions N}), above what a problem states; 0 to
 *                          take each problem's own (which may be none)
 * @param retroBounds       how far the retro analysis that decides castling and e.p. rights may
 *                          look ({@code --retro-depth}, {@code --retro-nodes})
 */
public record SolveOptions(boolean tries, int maxRefutations, boolean setPlay, boolean postKey, boolean variations,
                           boolean threats, ShortVariations shortVariations, boolean allDefences, int maxSolutions, int maxThreatLength,
                           int hashMegabytes, long maxTimeMillis, boolean trustRights, int maxTreeNodes,
                           PopeyeRestrictions restrictions, int threads,
                           boolean stopOnShortSolutions, int statedSolutions, RetroBounds retroBounds) {

    /**
     * The default {@code --hash}: 256 MB, or a quarter of Java's heap when that is less (rounded
     * down to a power of two). The tables start small and grow only as a search fills them, so a
     * short problem never takes it; a long helpmate does, and gains: on one thread the three h=5
     * of problems/helpmates.inp search 15 to 23% fewer moves with 256 MB than with 64 (17 to 25%
     * less time), and the whole file takes 64 s on two cores against 78 s (docs/solve.md).
     * Popeye's default is 1 GB. The long direct mates gain nothing from it (of two measured, one
     * took the same time, one 10% more).
     */
    public static final int DEFAULT_HASH_MB = defaultHashMegabytes(Runtime.getRuntime().maxMemory());

    static int defaultHashMegabytes(long heapBytes) {
        long quarter = Math.max(1, (heapBytes >> 20) / 4);
        return (int) Math.max(16, Math.min(256, Long.highestOneBit(quarter)));
    }

    /** Threads one problem may use: beyond the cores of any machine the solver is meant for. */
    public static final int MAX_THREADS = 256;

    /**
     * Ten times the largest tree of the bundled collections with tries (about 10,600 moves): about
     * 40 MB of JSON and a few hundred MB of heap at most, where every display option on a #5 can
     * otherwise ask for millions of moves and more heap than there is.
     */
    public static final int DEFAULT_MAX_TREE_NODES = 100_000;

    /** Short variations: defences after which the attacker mates sooner than the moves left. */
    public enum ShortVariations {
        /**
         * As Popeye 4.104: hidden beside a threat when they mate sooner than the threat (the
         * threat already covers them), shown after checks and zugzwang keys.
         */
        POPEYE,
        /** Shown everywhere, beside threats too, as problemists often print them. */
        ALL,
        /** Never shown [Popeye's NoShortVariations]. */
        NONE
    }

    public SolveOptions {
        if (maxRefutations < 1) {
            throw new IllegalArgumentException("the number of refutations of a try must be at least 1, found " + maxRefutations);
        }
        if (maxSolutions < 0 || maxThreatLength < 0 || maxTimeMillis < 0 || maxTreeNodes < 0 || statedSolutions < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
        if (shortVariations == null) {
            throw new IllegalArgumentException("shortVariations must be given");
        }
        if (retroBounds == null) {
            throw new IllegalArgumentException("retroBounds must be given");
        }
        if (restrictions == null) {
            throw new IllegalArgumentException("restrictions must be given");
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("the number of threads must be between 1 and " + MAX_THREADS + ", found " + threads);
        }
        if (hashMegabytes < 1 || hashMegabytes > 65536) {
            throw new IllegalArgumentException("the hash size must be between 1 and 65536 MB, found " + hashMegabytes);
        }
    }

    /** Keys, threats and variations; no tries, no set play; rights as given; one thread. */
    public static SolveOptions defaults() {
        return new SolveOptions(false, 1, false, false, true, true, ShortVariations.POPEYE, false, 0, 0, DEFAULT_HASH_MB, 0, true,
                DEFAULT_MAX_TREE_NODES, PopeyeRestrictions.NONE, 1, false, 0, RetroBounds.DEFAULT);
    }

    public SolveOptions withTries(boolean on) {
        return new SolveOptions(on, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withMaxRefutations(int k) {
        return new SolveOptions(tries, k, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withSetPlay(boolean on) {
        return new SolveOptions(tries, maxRefutations, on, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withPostKey(boolean on) {
        return new SolveOptions(tries, maxRefutations, setPlay, on, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withVariations(boolean on) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, on, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withThreats(boolean on) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, on, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withShortVariations(ShortVariations on) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, on, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withAllDefences(boolean on) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, on,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withMaxSolutions(int k) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                k, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withMaxThreatLength(int k) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, k, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withHashMegabytes(int mb) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, mb, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withMaxTimeMillis(long ms) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, ms, trustRights, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withTrustRights(boolean on) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, on, maxTreeNodes, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withMaxTreeNodes(int k) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, k, restrictions, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withRestrictions(PopeyeRestrictions r) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, r, threads, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withThreads(int n) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, n, stopOnShortSolutions, statedSolutions, retroBounds);
    }

    public SolveOptions withStopOnShortSolutions(boolean on) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads, on, statedSolutions, retroBounds);
    }

    public SolveOptions withStatedSolutions(int count) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads,
                stopOnShortSolutions, count, retroBounds);
    }

    public SolveOptions withRetroBounds(RetroBounds bounds) {
        return new SolveOptions(tries, maxRefutations, setPlay, postKey, variations, threats, shortVariations, allDefences,
                maxSolutions, maxThreatLength, hashMegabytes, maxTimeMillis, trustRights, maxTreeNodes, restrictions, threads,
                stopOnShortSolutions, statedSolutions, bounds);
    }

    /** Whether an option prunes the search (Threat n, MaxFlightsquares, NonTrivial): a key is then proven only under it. */
    public boolean restricted() {
        return maxThreatLength > 0 || restrictions.any();
    }
}
