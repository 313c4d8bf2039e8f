package org.passant.problem;

/**
 * The words that start a twin. {@code ZeroPosition} instead of the first {@code Twin} says that
 * the diagram itself is not to be solved, only the twins derived from it.
 */
enum PopeyeTwinStart implements Spelled {
    TWIN("jumeau", "Zwilling", "Twin"),
    ZERO_POSITION("zeroposition", "NullStellung", "ZeroPosition");

    private final String[] spellings;

    PopeyeTwinStart(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }
}
