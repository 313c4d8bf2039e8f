package org.passant.problem;

/** A word of Popeye input with its 1-based line and column. */
record Token(String text, int line, int column) {

    @Override
    public String toString() {
        return text;
    }
}
