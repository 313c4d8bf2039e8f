package org.passant.problem;

/** The colour of a piece in a diagram being read. */
enum Side {
    WHITE, BLACK;

    Side opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    String fenLetter() {
        return this == WHITE ? "w" : "b";
    }

    String word() {
        return this == WHITE ? "White" : "Black";
    }
}
