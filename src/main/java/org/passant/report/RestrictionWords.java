package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.solve.PopeyeRestrictions;
import org.passant.solve.Restriction;
import org.passant.solve.Verdict;

/**
 * The options that pruned a search, in Popeye's words ("Threat 1, MaxFlightsquares 1"), and what
 * they mean for a verdict. One wording for the text report, JSON, HTML and the batch records.
 */
public final class RestrictionWords {
    private RestrictionWords() {
    }

    /** Each option in effect as Popeye writes it: "Threat 1", "MaxFlightsquares 1", "NonTrivial 5 0". */
    public static List<String> options(Restriction r) {
        List<String> words = new ArrayList<>();
        PopeyeRestrictions pruning = r.pruning();
        if (r.threat()) {
            words.add("Threat " + r.maxThreatLength());
        }
        if (r.maxFlights()) {
            words.add("MaxFlightsquares " + pruning.maxFlights());
        }
        if (r.nonTrivial()) {
            words.add("NonTrivial " + pruning.maxNonTrivial() + " " + pruning.trivialLength());
        }
        return words;
    }

    /** "Threat 1, MaxFlightsquares 1"; empty when nothing pruned the search. */
    public static String under(Restriction r) {
        return String.join(", ", options(r));
    }

    /**
     * Why a finding under the restriction is not the plain finding: the options only take
     * attacking moves away, so keys found are keys, but others (or a solution at all) may exist.
     */
    public static String caveat(Verdict v) {
        String prune = options(v.restriction()).size() == 1 ? "the option prunes" : "the options prune";
        return switch (v.kind()) {
            case NO_SOLUTION -> prune + " the search: a solution may exist without "
                    + (options(v.restriction()).size() == 1 ? "it" : "them");
            case SOUND, UNFINISHED -> prune + " the search: other keys may exist";
            default -> prune + " the search: more keys may exist";
        };
    }
}
