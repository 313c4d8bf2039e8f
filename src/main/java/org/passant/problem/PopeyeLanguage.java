package org.passant.problem;

import org.passant.board.Piece;

/**
 * Popeye's input languages. Popeye decides the language from the word that begins the input
 * ({@code BeginProblem}, {@code AnfangProblem}, {@code DebutProbleme}); every keyword, colour,
 * option and piece letter is then read in that language.
 */
enum PopeyeLanguage {
    FRENCH("rdtfcp"),
    GERMAN("kdtlsb"),
    ENGLISH("kqrbsp");

    /** The piece types in the order of {@link #pieceLetters}, the order Popeye lists them in. */
    private static final int[] TYPES = {Piece.KING, Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT, Piece.PAWN};

    /** Piece letters in the order king, queen, rook, bishop, knight, pawn. */
    private final String pieceLetters;

    PopeyeLanguage(String pieceLetters) {
        this.pieceLetters = pieceLetters;
    }

    /**
     * The orthodox piece type ({@link Piece#KING} ...) for a one-letter Popeye piece code of this
     * language, or {@link Piece#NONE}.
     */
    int pieceType(char letter) {
        int index = pieceLetters.indexOf(Character.toLowerCase(letter));
        return index < 0 ? Piece.NONE : TYPES[index];
    }

    /**
     * Why a piece code that is not orthodox in this language is refused; mentions the usual
     * confusion of FEN's N (knight) with Popeye's N (nightrider).
     */
    String fairyPieceReason(String code) {
        String reason = "piece '" + code + "' is not an orthodox piece in Popeye's " + displayName()
                + " input (" + orthodoxLetters() + ") - fairy pieces are not supported";
        if (this == ENGLISH && code.equalsIgnoreCase("n")) {
            reason += "; N is the nightrider in Popeye, the knight is S";
        }
        return reason;
    }

    String orthodoxLetters() {
        StringBuilder letters = new StringBuilder();
        for (char letter : pieceLetters.toCharArray()) {
            if (letters.length() > 0) {
                letters.append(' ');
            }
            letters.append(Character.toUpperCase(letter));
        }
        return letters.toString();
    }

    String displayName() {
        return switch (this) {
            case FRENCH -> "French";
            case GERMAN -> "German";
            case ENGLISH -> "English";
        };
    }
}
