package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Popeye's keyword look-up: case-insensitive, and a word may be any prefix of a keyword as long
 * as it is the prefix of no other keyword in the same table ("Stip", "Vari", "Cont"). A word
 * spelled out in full always wins, even if it also begins a longer keyword.
 */
final class KeywordTable<E extends Spelled> {

    private final PopeyeLanguage language;
    private final List<E> keywords;

    KeywordTable(PopeyeLanguage language, List<E> keywords) {
        this.language = language;
        this.keywords = List.copyOf(keywords);
    }

    static <E extends Enum<E> & Spelled> KeywordTable<E> of(PopeyeLanguage language, Class<E> type) {
        return new KeywordTable<>(language, List.of(type.getEnumConstants()));
    }

    KeywordMatch<E> match(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        List<E> candidates = new ArrayList<>();
        for (E keyword : keywords) {
            String spelling = keyword.spelling(language).toLowerCase(Locale.ROOT);
            if (spelling.equals(lower)) {
                return new KeywordMatch<>(List.of(keyword));
            }
            if (!lower.isEmpty() && spelling.startsWith(lower)) {
                candidates.add(keyword);
            }
        }
        return new KeywordMatch<>(candidates);
    }

    boolean matches(String word, E keyword) {
        KeywordMatch<E> match = match(word);
        return match.found() && match.keyword() == keyword;
    }

    PopeyeLanguage language() {
        return language;
    }
}
