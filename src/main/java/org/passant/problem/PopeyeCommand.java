package org.passant.problem;

/** The commands of a Popeye problem before its first twin, in Popeye's table order. */
enum PopeyeCommand implements Spelled {
    REMARK("remarque", "Bemerkung", "Remark"),
    STRUCTURED_STIPULATION("senonce", "sForderung", "SStipulation"),
    AUTHOR("auteur", "Autor", "Author"),
    ORIGIN("source", "Quelle", "Origin"),
    PIECES("pieces", "Steine", "Pieces"),
    CONDITION("condition", "Bedingung", "Condition"),
    OPTION("option", "Option", "Option"),
    STIPULATION("enonce", "Forderung", "Stipulation"),
    PROTOCOL("protocol", "Protokoll", "Protocol"),
    TITLE("titre", "Titel", "Title"),
    LATEX("LaTeX", "LaTeX", "LaTeX"),
    LATEX_PIECES("PiecesLaTeX", "LaTeXSteine", "LaTeXPieces"),
    AWARD("prix", "Auszeichnung", "Award"),
    INITIAL_GAME_ARRAY("PositionInitialePartie", "PartieAnfangsStellung", "InitialGameArray"),
    FORSYTH("Forsyth", "Forsyth", "Forsyth");

    private final String[] spellings;

    PopeyeCommand(String french, String german, String english) {
        spellings = new String[] {french, german, english};
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }

    /** Commands whose argument is the rest of their line rather than words. */
    boolean takesRestOfLine() {
        return switch (this) {
            case REMARK, AUTHOR, ORIGIN, TITLE, AWARD, PROTOCOL, LATEX -> true;
            default -> false;
        };
    }
}
