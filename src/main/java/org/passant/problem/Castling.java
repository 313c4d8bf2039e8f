package org.passant.problem;

/** The four castlings, with the squares their king and rook start from and their FEN letter. */
public enum Castling {
    WHITE_KINGSIDE('K', "e1", "h1"),
    WHITE_QUEENSIDE('Q', "e1", "a1"),
    BLACK_KINGSIDE('k', "e8", "h8"),
    BLACK_QUEENSIDE('q', "e8", "a8");

    private final char fenLetter;
    private final String kingSquare;
    private final String rookSquare;

    Castling(char fenLetter, String kingSquare, String rookSquare) {
        this.fenLetter = fenLetter;
        this.kingSquare = kingSquare;
        this.rookSquare = rookSquare;
    }

    public char fenLetter() {
        return fenLetter;
    }

    public String kingSquare() {
        return kingSquare;
    }

    public String rookSquare() {
        return rookSquare;
    }

    public boolean isWhite() {
        return Character.isUpperCase(fenLetter);
    }

    static Castling ofFenLetter(char letter) {
        for (Castling castling : values()) {
            if (castling.fenLetter == letter) {
                return castling;
            }
        }
        return null;
    }
}
