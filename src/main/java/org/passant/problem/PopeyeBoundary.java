package org.passant.problem;

/** The words that end a Popeye problem: the last one, or one followed by another problem. */
enum PopeyeBoundary implements Spelled {
    END_PROBLEM("FinProbleme", "EndeProblem", "EndProblem"),
    NEXT_PROBLEM("asuivre", "WeiteresProblem", "NextProblem");

    private final String[] spellings;

    PopeyeBoundary(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }
}
