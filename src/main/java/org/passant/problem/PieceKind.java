package org.passant.problem;

/** The six orthodox pieces, with their English FEN letter (upper case). */
enum PieceKind {
    KING('K', "King"),
    QUEEN('Q', "Queen"),
    ROOK('R', "Rook"),
    BISHOP('B', "Bishop"),
    KNIGHT('N', "Knight"),
    PAWN('P', "Pawn");

    private final char fenLetter;
    private final String word;

    PieceKind(char fenLetter, String word) {
        this.fenLetter = fenLetter;
        this.word = word;
    }

    char fenLetter() {
        return fenLetter;
    }

    String word() {
        return word;
    }

    /** The kind for an English FEN letter of either case, or null. */
    static PieceKind ofFenLetter(char letter) {
        char upper = Character.toUpperCase(letter);
        for (PieceKind kind : values()) {
            if (kind.fenLetter == upper) {
                return kind;
            }
        }
        return null;
    }
}
