package org.passant.cli;

import org.passant.retro.RetroBounds;
import org.passant.solve.SolveOptions;
import picocli.CommandLine.Option;

/** How to solve: what the trees show and the search's limits; the same for {@code solve} and {@code report}. */
final class SolvingOptions {
    @Option(names = "--tries", description = "also list tries: first moves refuted by one defence")
    boolean tries;

    @Option(names = "--defences", paramLabel = "K", description = "tries may have up to K refutations (implies --tries)")
    Integer defences;

    @Option(names = "--set-play", description = "the defender's moves in the diagram with the attacker's mates")
    boolean setPlay;

    @Option(names = "--post-key", description = "the diagram is the position after the key: the defender is to move")
    boolean postKey;

    @Option(names = "--keys", description = "keys (and tries) only, no trees: fast checking of collections")
    boolean keysOnly;

    @Option(names = "--hash", paramLabel = "MB", description = "memory of the search tables, transposition and proof-number tables together (default ${DEFAULT-VALUE} MB)")
    int hashMegabytes = SolveOptions.DEFAULT_HASH_MB;

    @Option(names = "--max-time", paramLabel = "S", description = "stop after S seconds and mark the result partial (default 0: no limit)")
    double maxTimeSeconds;

    @Option(names = "--trust-rights",
            description = "take the castling and e.p. rights of the FEN as given, without retro analysis")
    boolean trustRights;

    @Option(names = "--short-variations", paramLabel = "WHICH",
            description = "popeye (default: not beside a threat they do not defeat), all, or none")
    String shortVariations = "popeye";

    @Option(names = "--no-threat", description = "do not compute threats: show every defence (Popeye NoThreat)")
    boolean noThreat;

    @Option(names = "--all-defences", description = "show every defence with its continuations, also those that do not defeat the threat")
    boolean allDefences;

    @Option(names = "--max-solutions", paramLabel = "K", description = "stop after K keys")
    int maxSolutions;

    @Option(names = "--solutions", paramLabel = "N",
            description = "help play: each problem has N solutions, sound with exactly N (a Popeye file cannot say;"
                    + " without it a helpmate that states none is only counted: verdict solved)")
    Integer statedSolutions;

    @Option(names = "--max-tree-nodes", paramLabel = "N",
            description = "show at most N moves of each tree (default ${DEFAULT-VALUE}, 0: no limit); a cut tree says so, its verdict is complete")
    int maxTreeNodes = SolveOptions.DEFAULT_MAX_TREE_NODES;

    @Option(names = "--threat-length", paramLabel = "K",
            description = "every non-checking attacking move must threaten mate in at most K (Popeye Threat K)")
    int maxThreatLength;

    @Option(names = "--max-flights", paramLabel = "N",
            description = "an attacking move counts only if it leaves the defender's king at most N flights while 2 or more moves are left (Popeye MaxFlightsquares N)")
    Integer maxFlights;

    @Option(names = "--non-trivial", arity = "2", paramLabel = "M N",
            description = "an attacking move may leave at most M non-trivial defences beyond one over the whole line; a defence is trivial if mate in N+1 follows (Popeye NonTrivial M N)")
    int[] nonTrivial;

    @Option(names = "--retro-depth", paramLabel = "N",
            description = "the retro analysis of castling and e.p. rights takes back at most N plies (default ${DEFAULT-VALUE})")
    int retroDepth = RetroBounds.DEFAULT.maxDepth();

    @Option(names = "--retro-nodes", paramLabel = "N",
            description = "the retro analysis visits at most N positions (default ${DEFAULT-VALUE}); running out proves nothing")
    long retroNodes = RetroBounds.DEFAULT.nodeBudget();

    SolveOptions options() {
        if (maxTimeSeconds < 0 || Double.isNaN(maxTimeSeconds)) {
            throw new UserError("--max-time must be a positive number of seconds, found " + maxTimeSeconds);
        }
        if (defences != null && defences < 1) {
            throw new UserError("--defences must be at least 1, found " + defences);
        }
        if (maxSolutions < 0 || maxThreatLength < 0) {
            throw new UserError("--max-solutions and --threat-length must not be negative");
        }
        if (statedSolutions != null && (statedSolutions < 1 || statedSolutions > 999)) {
            throw new UserError("--solutions must be 1 to 999, found " + statedSolutions);
        }
        if (maxTreeNodes < 0) {
            throw new UserError("--max-tree-nodes must be 0 (no limit) or more, found " + maxTreeNodes);
        }
        if (maxFlights != null && (maxFlights < 0 || maxFlights > 64)) {
            throw new UserError("--max-flights must be between 0 and 64, found " + maxFlights);
        }
        if (nonTrivial != null && (nonTrivial[0] < 0 || nonTrivial[1] < 0)) {
            throw new UserError("--non-trivial needs two numbers, 0 or more");
        }
        RetroBounds retroBounds;
        try {
            retroBounds = new RetroBounds(retroDepth, retroNodes);
        } catch (IllegalArgumentException e) {
            throw new UserError("--retro-depth / --retro-nodes: " + e.getMessage());
        }
        HashMemory.checkOption(hashMegabytes);
        org.passant.solve.PopeyeRestrictions restrictions = org.passant.solve.PopeyeRestrictions.NONE;
        if (maxFlights != null) {
            restrictions = restrictions.withMaxFlights(maxFlights);
        }
        if (nonTrivial != null) {
            restrictions = restrictions.withNonTrivial(nonTrivial[0], nonTrivial[1]);
        }
        SolveOptions.ShortVariations shorts = switch (shortVariations) {
            case "popeye" -> SolveOptions.ShortVariations.POPEYE;
            case "all" -> SolveOptions.ShortVariations.ALL;
            case "none" -> SolveOptions.ShortVariations.NONE;
            default -> throw new UserError("--short-variations must be popeye, all or none, found '" + shortVariations + "'");
        };
        return SolveOptions.defaults()
                .withTries(tries || defences != null)
                .withMaxRefutations(defences == null ? 1 : defences)
                .withSetPlay(setPlay)
                .withPostKey(postKey)
                .withVariations(!keysOnly)
                .withThreats(!noThreat)
                .withShortVariations(shorts)
                .withAllDefences(allDefences)
                .withMaxSolutions(maxSolutions)
                .withMaxThreatLength(maxThreatLength)
                .withHashMegabytes(hashMegabytes)
                .withMaxTimeMillis(maxTimeMillis(maxTimeSeconds))
                .withTrustRights(trustRights)
                .withMaxTreeNodes(maxTreeNodes)
                .withRestrictions(restrictions)
                .withStatedSolutions(statedSolutions == null ? 0 : statedSolutions)
                .withRetroBounds(retroBounds);
    }

    /**
     * Seconds to whole milliseconds, rounded up: any positive limit stops the search (0.0004 s is
     * 1 ms, not 0, which would mean no limit); a limit too large to count (1e10, Infinity) is no limit.
     */
    static long maxTimeMillis(double seconds) {
        if (seconds <= 0) {
            return 0;
        }
        double millis = Math.ceil(seconds * 1000);
        return millis >= Long.MAX_VALUE ? 0 : (long) millis;
    }
}
