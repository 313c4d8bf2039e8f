package org.passant.problem;

/** Colour words of Popeye's {@code Pieces} command; only White and Black are orthodox. */
enum PopeyeColour implements Spelled {
    WHITE("Blanc", "Weiss", "White"),
    BLACK("Noir", "Schwarz", "Black"),
    NEUTRAL("Neutre", "Neutral", "Neutral"),
    TOTAL_INVISIBLE("TotalInvisible", "TotalUnsichtbar", "TotalInvisible");

    private final String[] spellings;

    PopeyeColour(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }
}
