package org.passant.problem;

/** What the play aims at: the position a stipulation asks to reach at its end. */
public enum Goal {
    /** "#": the side that must be beaten is checkmated. */
    MATE("#"),
    /** "=": the side that must be beaten is stalemated. */
    STALEMATE("=");

    private final String symbol;

    Goal(String symbol) {
        this.symbol = symbol;
    }

    /** The sign problemists write for the goal ("#", "="). */
    public String symbol() {
        return symbol;
    }
}
