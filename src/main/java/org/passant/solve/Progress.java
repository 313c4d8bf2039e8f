package org.passant.solve;

/** Told which first move the solver is examining, so a terminal can show that it is alive. */
@FunctionalInterface
public interface Progress {
    Progress NONE = (index, total, fen, move) -> { };

    /**
     * @param index 0-based number of the first move now examined
     * @param total number of legal first moves
     * @param fen   the diagram
     * @param move  the first move
     */
    void examining(int index, int total, String fen, int move);
}
