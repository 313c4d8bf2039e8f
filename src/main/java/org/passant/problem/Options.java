package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The solving options of a problem, as given in Popeye's {@code Option} command (FEN/EPD input has
 * none: {@link #NONE}).
 *
 * @param variation          show threats and variations (Popeye {@code Variation})
 * @param tries              look for tries (Popeye {@code Try}: tries with one refutation)
 * @param defences           {@code Defence k}: tries with up to k refutations
 * @param setPlay            show set play ({@code SetPlay})
 * @param noThreat           variations without threats ({@code NoThreat})
 * @param threat             {@code Threat n}: a defence counts if the threat is longer than n
 * @param noShortVariations  suppress short variations ({@code NoShortVariations})
 * @param postKeyPlay        the diagram is the position after the key ({@code PostKeyPlay})
 * @param maxSolutions       {@code MaxSolutions n}
 * @param enPassant          {@code EnPassant} squares as written: departure, passed, arrival
 * @param noCastling         {@code NoCastling} squares as written
 * @param mutuallyExclusiveCastlings {@code CastlingMutuallyExclusive} pairs
 * @param whiteToPlay        {@code WhiteToPlay} (help play: White starts)
 * @param others             recognised options that are not modelled here, in input order
 */
public record Options(
        boolean variation,
        boolean tries,
        OptionalInt defences,
        boolean setPlay,
        boolean noThreat,
        OptionalInt threat,
        boolean noShortVariations,
        boolean postKeyPlay,
        OptionalInt maxSolutions,
        List<String> enPassant,
        List<String> noCastling,
        List<MutuallyExclusiveCastling> mutuallyExclusiveCastlings,
        boolean whiteToPlay,
        List<OtherOption> others) {

    public static final Options NONE = new Builder().build();

    public Options {
        enPassant = List.copyOf(enPassant);
        noCastling = List.copyOf(noCastling);
        mutuallyExclusiveCastlings = List.copyOf(mutuallyExclusiveCastlings);
        others = List.copyOf(others);
    }

    /**
     * How many refutations a first move may have and still be shown as a try: {@code Defence k},
     * else 1 with {@code Try}, else 0 (no tries).
     */
    public int maxRefutations() {
        return defences.orElse(tries ? 1 : 0);
    }

    /** The recognised options a solver must refuse unless it implements them. */
    public List<OtherOption> unsupported() {
        return others.stream().filter(OtherOption::affectsSolution).toList();
    }

    /** {@code MaxFlightsquares n}, the last one given (Popeye keeps the last). */
    public OptionalInt maxFlightSquares() {
        OptionalInt n = OptionalInt.empty();
        for (OtherOption o : others) {
            if (o.name().equals(MAX_FLIGHTSQUARES)) {
                n = OptionalInt.of(Integer.parseInt(o.arguments().get(0)));
            }
        }
        return n;
    }

    /** {@code NonTrivial m n} as its two numbers, the last one given; empty when absent. */
    public List<Integer> nonTrivial() {
        List<Integer> mn = List.of();
        for (OtherOption o : others) {
            if (o.name().equals(NON_TRIVIAL)) {
                mn = o.arguments().stream().map(Integer::parseInt).toList();
            }
        }
        return mn;
    }

    /** {@code StopOnShortSolutions}: help play stops at the first length shorter than the stated one with solutions. */
    public boolean stopOnShortSolutions() {
        return others.stream().anyMatch(o -> o.name().equals(STOP_ON_SHORT_SOLUTIONS));
    }

    /**
     * {@code Intelligent}: Popeye's fast mode for help play, which finds the same solutions but
     * prints them in another order (the Popeye format follows it).
     */
    public boolean intelligent() {
        return others.stream().anyMatch(o -> o.name().equals(INTELLIGENT));
    }

    /** {@code MaxTime n}: stop solving the problem after n seconds (Popeye's option; a command line's --max-time prevails). */
    public OptionalInt maxTime() {
        OptionalInt n = OptionalInt.empty();
        for (OtherOption o : others) {
            if (o.name().equals(MAX_TIME)) {
                n = OptionalInt.of(Integer.parseInt(o.arguments().get(0)));
            }
        }
        return n;
    }

    /** The English names under which {@link #others} holds the options the solver reads from there. */
    public static final String MAX_FLIGHTSQUARES = "MaxFlightsquares";
    public static final String NON_TRIVIAL = "NonTrivial";
    public static final String STOP_ON_SHORT_SOLUTIONS = "StopOnShortSolutions";
    public static final String MAX_TIME = "MaxTime";
    public static final String INTELLIGENT = "Intelligent";

    /** Collects options while a problem is read; options accumulate like Popeye's do. */
    static final class Builder {
        private boolean variation;
        private boolean tries;
        private OptionalInt defences = OptionalInt.empty();
        private boolean setPlay;
        private boolean noThreat;
        private OptionalInt threat = OptionalInt.empty();
        private boolean noShortVariations;
        private boolean postKeyPlay;
        private OptionalInt maxSolutions = OptionalInt.empty();
        private final List<String> enPassant = new ArrayList<>();
        private final List<String> noCastling = new ArrayList<>();
        private final List<MutuallyExclusiveCastling> exclusiveCastlings = new ArrayList<>();
        private boolean whiteToPlay;
        private final List<OtherOption> others = new ArrayList<>();

        Builder variation() {
            variation = true;
            return this;
        }

        Builder tries() {
            tries = true;
            return this;
        }

        Builder defences(int count) {
            defences = OptionalInt.of(count);
            return this;
        }

        Builder setPlay() {
            setPlay = true;
            return this;
        }

        Builder noThreat() {
            noThreat = true;
            return this;
        }

        Builder threat(int moves) {
            threat = OptionalInt.of(moves);
            return this;
        }

        Builder noShortVariations() {
            noShortVariations = true;
            return this;
        }

        Builder postKeyPlay() {
            postKeyPlay = true;
            return this;
        }

        Builder maxSolutions(int count) {
            maxSolutions = OptionalInt.of(count);
            return this;
        }

        /** A later {@code EnPassant} replaces an earlier one: there is only one last move. */
        Builder enPassant(List<String> squares) {
            enPassant.clear();
            enPassant.addAll(squares);
            return this;
        }

        Builder noCastling(List<String> squares) {
            noCastling.addAll(squares);
            return this;
        }

        Builder mutuallyExclusiveCastling(MutuallyExclusiveCastling pair) {
            exclusiveCastlings.add(pair);
            return this;
        }

        Builder whiteToPlay() {
            whiteToPlay = true;
            return this;
        }

        Builder other(OtherOption option) {
            others.add(option);
            return this;
        }

        Options build() {
            return new Options(variation, tries, defences, setPlay, noThreat, threat, noShortVariations,
                    postKeyPlay, maxSolutions, enPassant, noCastling, exclusiveCastlings, whiteToPlay, others);
        }
    }
}
