package org.passant.problem;

/** What the play aims at: the position a stipulation asks to reach at its end. */
public enum Goal {
    /** "#": the side that must be beaten is checkmated. */
    MATE("#"),
    /** "=": the side that must be beaten is stalemated. */
    STALEMATE("="),
    /**
     * "kx": the king of the side that must be beaten is captured (double-move chess, where there
     * is no check and a turn ends when its first move takes the king).
     */
    KING_CAPTURE("kx");

    private final String symbol;

    Goal(String symbol) {
        this.symbol = symbol;
    }

    /** The sign problemists write for the goal ("#", "=", "kx"). */
    public String symbol() {
        return symbol;
    }
}
