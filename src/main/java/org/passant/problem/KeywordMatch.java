package org.passant.problem;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The result of looking a word up in a {@link KeywordTable}: one keyword, none, or several (an
 * abbreviation that is not unique).
 */
record KeywordMatch<E>(List<E> candidates) {

    KeywordMatch {
        candidates = List.copyOf(candidates);
    }

    boolean found() {
        return candidates.size() == 1;
    }

    boolean ambiguous() {
        return candidates.size() > 1;
    }

    boolean none() {
        return candidates.isEmpty();
    }

    E keyword() {
        if (!found()) {
            throw new IllegalStateException("no unique keyword: " + candidates);
        }
        return candidates.get(0);
    }

    /** "Author, Award" for messages about ambiguous abbreviations. */
    String describeCandidates(PopeyeLanguage language) {
        return candidates.stream()
                .map(candidate -> candidate instanceof Spelled spelled ? spelled.spelling(language) : candidate.toString())
                .collect(Collectors.joining(", "));
    }
}
