package org.passant.problem;

/** Who cooperates with whom on the way to the goal. */
public enum Play {
    /** White forces the goal against every defence ("#3"). */
    DIRECT(""),
    /** White forces Black to reach the goal against White, Black resisting ("s#3"). */
    SELF("s"),
    /** Both sides cooperate; Black moves first ("h#2"). */
    HELP("h"),
    /** White plays n moves in a row, Black passing, the last reaching the goal ("ser-#5"). */
    SERIES("ser-"),
    /** Black plays n moves in a row, then White reaches the goal in one ("ser-h#4"). */
    SERIES_HELP("ser-h"),
    /** White plays n moves in a row, then Black is forced to reach the goal in one ("ser-s#3"). */
    SERIES_SELF("ser-s");

    private final String prefix;

    Play(String prefix) {
        this.prefix = prefix;
    }

    /** The letters written before the goal ("", "s", "h", "ser-", "ser-h", "ser-s"). */
    public String prefix() {
        return prefix;
    }

    /** Whether one side plays all its moves in a row while the other passes. */
    public boolean series() {
        return this == SERIES || this == SERIES_HELP || this == SERIES_SELF;
    }
}
