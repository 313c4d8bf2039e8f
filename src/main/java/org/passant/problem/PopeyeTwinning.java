package org.passant.problem;

/** The twinning commands that may follow {@code Twin}. */
enum PopeyeTwinning implements Spelled {
    MOVE("deplacement", "versetze", "Move"),
    EXCHANGE("echange", "tausche", "Exchange"),
    STIPULATION("enonce", "Forderung", "Stipulation"),
    STRUCTURED_STIPULATION("senonce", "SForderung", "SStipulation"),
    ADD("ajoute", "hinzufuegen", "Add"),
    REMOVE("ote", "entferne", "Remove"),
    CONTINUED("enplus", "ferner", "Continued"),
    ROTATE("rotation", "Drehung", "Rotate"),
    CONDITION("condition", "Bedingung", "Condition"),
    POLISH_TYPE("CouleurEchange", "Farbwechsel", "PolishType"),
    MIRROR("miroir", "Spiegelung", "Mirror"),
    SHIFT("translation", "Verschiebung", "Shift"),
    SUBSTITUTE("remplace", "ersetze", "Substitute");

    private final String[] spellings;

    PopeyeTwinning(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }
}
