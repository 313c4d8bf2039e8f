package org.passant.problem;

/** What a stipulation asks for, as far as this solver distinguishes. */
public enum StipulationKind {
    /** "#n": the side to move (White, in Popeye input) forces mate in at most n moves. */
    DIRECT_MATE,
    /**
     * "bm #-n" in EPD: the side to move gets mated in n moves against best defence. This is a
     * statement about the position, not a direct-mate problem for the side to move.
     */
    SIDE_TO_MOVE_MATED,
    /** The source gave no stipulation and the caller supplied no default. */
    NONE,
    /** A stipulation this solver does not handle (helpmate, selfmate, stalemate, ...). */
    UNSUPPORTED
}
