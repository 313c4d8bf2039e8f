package org.passant.problem;

/** Who cooperates with whom on the way to the goal. */
public enum Play {
    /** White forces the goal against every defence ("#3"). */
    DIRECT(""),
    /** White forces Black to reach the goal against White, Black resisting ("s#3"). */
    SELF("s"),
    /** Both sides cooperate; Black moves first ("h#2"). */
    HELP("h");

    private final String prefix;

    Play(String prefix) {
        this.prefix = prefix;
    }

    /** The letter written before the goal ("", "s", "h"). */
    public String prefix() {
        return prefix;
    }
}
