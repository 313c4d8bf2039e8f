package org.passant.problem;

/**
 * Popeye's options, in Popeye's table order, with the arguments each takes and whether it changes
 * what counts as a solution (see {@link OtherOption#affectsSolution()}); both are written out only
 * where an option is not a plain switch that changes the solution. Options that {@link Options}
 * models have a field there; the rest are passed on as {@link OtherOption}.
 */
enum PopeyeOption implements Spelled {
    DEFENCE("Defense", "Widerlegung", "Defence", Arguments.NUMBER, true),
    SET_PLAY("Apparent", "Satzspiel", "SetPlay"),
    WHITE_TO_PLAY("ApparentSeul", "WeissBeginnt", "WhiteToPlay"),
    VARIATIONS("Variantes", "Varianten", "Variations"),
    MOVE_NUMBERS("Trace", "Zugnummern", "MoveNumbers", Arguments.NONE, false),
    START_MOVE_NUMBER("Enroute", "StartZugnummer", "StartMoveNumber", Arguments.NUMBER, true),
    NO_WHITE_KING("SansRB", "OhneWk", "NoWk"),
    DUPLEX("Duplex", "Duplex", "Duplex"),
    NO_BLACK_KING("SansRN", "OhneSk", "NoBk"),
    THREAT("Menace", "Drohung", "Threat", Arguments.NUMBER, true),
    NO_THREAT("SansMenace", "OhneDrohung", "NoThreat"),
    TRY("Essais", "Verfuehrung", "Try"),
    MAX_SOLUTIONS("MaxSolutions", "MaxLoesungen", "MaxSolutions", Arguments.NUMBER, true),
    MAX_FLIGHT_SQUARES("MaxCasesFuites", "MaxFluchtFelder", "MaxFlightsquares", Arguments.NUMBER, true),
    SEARCH("Search", "Suchen", "Search"),
    MULTI_SOLUTIONS("MultiSolutions", "MehrereLoesungen", "MultiSolutions"),
    NO_SYMMETRY("NonSymetrique", "KeineSymmetrie", "NoSymmetry"),
    NON_TRIVIAL("NonTrivial", "NichtTrivial", "NonTrivial", Arguments.TWO_NUMBERS, true),
    KEEP_MATING_PIECE("RetiensPieceMatante", "HalteMattsetzendenStein", "KeepMatingPiece"),
    EN_PASSANT("EnPassant", "EnPassant", "EnPassant", Arguments.SQUARES, true),
    NO_BOARD("SansEchiquier", "OhneBrett", "NoBoard", Arguments.NONE, false),
    NO_SHORT_VARIATIONS("SansVariantesCourtes", "OhneKurzVarianten", "NoShortVariations"),
    HALF_DUPLEX("DemiDuplex", "HalbDuplex", "HalfDuplex"),
    POST_KEY_PLAY("ApresCle", "NachSchluessel", "PostKeyPlay"),
    INTELLIGENT("Intelligent", "Intelligent", "Intelligent", Arguments.OPTIONAL_NUMBER, true),
    MAX_TIME("MaxTemps", "MaxZeit", "MaxTime", Arguments.NUMBER, false),
    NO_CASTLING("SansRoquer", "KeineRochade", "NoCastling", Arguments.SQUARES, true),
    QUODLIBET("Quodlibet", "Quodlibet", "Quodlibet"),
    STOP_ON_SHORT_SOLUTIONS("FinApresSolutionsCourtes", "StopNachKurzloesungen", "StopOnShortSolutions"),
    BEEP("Bip", "Pieps", "Beep", Arguments.OPTIONAL_NUMBER, false),
    SUPPRESS_GRID("SansGrille", "OhneGitter", "SuppressGrid", Arguments.NONE, false),
    WRITE_GRID("AjouteGrille", "ZeichneGitter", "WriteGrid", Arguments.NONE, false),
    CASTLING_MUTUALLY_EXCLUSIVE("RoquesMutuellementExclusifs", "RochadenGegenseitigAusschliessend",
            "CastlingMutuallyExclusive", Arguments.SQUARE_PAIR, true),
    GOAL_IS_END("ButEstFin", "ZielIstEnde", "GoalIsEnd"),
    UNPUBLISHED_OPTION("optionnonpubliee", "nichtpublizierteoption", "unpublishedoption"),
    NULL_MOVES("CoupsVides", "NullZuege", "NullMoves"),
    UP_TO_MOVE_NUMBER("JusquAuCoup", "BisZugnummer", "UpToMoveNumber", Arguments.NUMBER, true),
    TRIVIAL_TRIES_AVOID("TrivialEssaiSupprimer", "TrivialeFehlversucheUnterdruecken", "TrivialTriesAvoid"),
    MATES_IN_1("MatsEn1", "MattsIn1", "MatesIn1");

    /** What follows an option word. */
    enum Arguments {
        NONE,
        NUMBER,
        /** Popeye reads a number if the next word is one ({@code Beep}, {@code Intelligent}). */
        OPTIONAL_NUMBER,
        TWO_NUMBERS,
        /** One word of concatenated squares ({@code EnPassant g7g6g5}, {@code NoCastling a1h8}). */
        SQUARES,
        /** One word of exactly two squares ({@code CastlingMutuallyExclusive a1h8}). */
        SQUARE_PAIR
    }

    private final String[] spellings;
    private final Arguments arguments;
    private final boolean affectsSolution;

    /** A switch: no arguments, and it changes what counts as a solution (most options are such). */
    PopeyeOption(String french, String german, String english) {
        this(french, german, english, Arguments.NONE, true);
    }

    PopeyeOption(String french, String german, String english, Arguments arguments, boolean affectsSolution) {
        spellings = new String[] {french, german, english};
        this.arguments = arguments;
        this.affectsSolution = affectsSolution;
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spellings[language.ordinal()];
    }

    String englishName() {
        return spelling(PopeyeLanguage.ENGLISH);
    }

    Arguments arguments() {
        return arguments;
    }

    boolean affectsSolution() {
        return affectsSolution;
    }
}
