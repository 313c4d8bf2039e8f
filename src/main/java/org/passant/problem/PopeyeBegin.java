package org.passant.problem;

/** The word that begins Popeye input; its spelling tells the input language. */
enum PopeyeBegin implements Spelled {
    BEGIN_PROBLEM("DebutProbleme", "AnfangProblem", "BeginProblem");

    private final String[] spellings;

    PopeyeBegin(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }

    /** The language whose BeginProblem this word is (abbreviations allowed), or null. */
    static PopeyeLanguage detectLanguage(String word) {
        for (PopeyeLanguage language : PopeyeLanguage.values()) {
            if (KeywordTable.of(language, PopeyeBegin.class).match(word).found()) {
                return language;
            }
        }
        return null;
    }
}
