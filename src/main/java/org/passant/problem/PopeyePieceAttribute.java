package org.passant.problem;

/**
 * The fairy attributes Popeye allows after a colour word ("White Royal Ka1"). Known only so that
 * the reader can refuse them by name rather than call them unknown words.
 */
enum PopeyePieceAttribute implements Spelled {
    ROYAL("Royale", "Koeniglich", "Royal"),
    KAMIKAZE("Kamikaze", "Kamikaze", "Kamikaze"),
    PARALYSING("Paralysante", "Paralysierend", "Paralysing"),
    CHAMELEON("Cameleon", "Chamaeleon", "Chameleon"),
    JIGGER("Jigger", "Jigger", "Jigger"),
    VOLAGE("Volage", "Volage", "Volage"),
    FUNCTIONARY("Fonctionnaire", "Beamtet", "Functionary"),
    HALF_NEUTRAL("DemiNeutre", "HalbNeutral", "HalfNeutral"),
    HURDLE_COLOUR_CHANGING("CouleurEchangeantSautoir", "SprungbockFarbeWechselnd", "HurdleColourChanging"),
    PROTEAN("Protee", "Proteisch", "Protean"),
    MAGIC("Magique", "Magisch", "Magic"),
    UNCAPTURABLE("Imprenable", "Unschlagbar", "Uncapturable"),
    PATROL("Patrouille", "Patrouille", "Patrol"),
    FRISCHAUF("Frischauf", "Frischauf", "Frischauf"),
    BUL("Bul", "Bul", "Bul"),
    DOB("Dob", "Dob", "Dob"),
    ANDA("Anda", "Anda", "Anda"),
    ANDA_INVERSE("AndaInverse", "AndaInvers", "AndaInverse"),
    ALICE_A("AliceA", "AliceA", "AliceA"),
    ALICE_B("AliceB", "AliceB", "AliceB");

    private final String[] spellings;

    PopeyePieceAttribute(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }
}
