package org.passant.report;

import org.passant.board.Position;
import org.passant.notation.Notation;

/** Move texts for the formatters, with the check marks the tree already knows (no replay needed). */
final class Moves {
    private Moves() {
    }

    /**
     * Short algebraic with +, # or =: d5+, exf6 e.p.#, g5=. {@code goal} is the tree's "reaches
     * the goal": with check a mate, without check a stalemate.
     */
    static String san(String fen, int move, boolean check, boolean goal) {
        return Notation.sanWithoutSuffix(position(fen), move) + mark(check, goal);
    }

    /** "#", "=", "+" or "" for a move that reaches the goal (with or without check) or checks. */
    static String mark(boolean check, boolean goal) {
        return goal ? (check ? "#" : "=") : check ? "+" : "";
    }

    /** Popeye's long algebraic, without marks: d4-d5, e5*f6 ep., Sc5-b7. */
    static String popeye(String fen, int move) {
        return Notation.popeye(move);
    }

    /**
     * The position of a FEN, reusing this thread's last one when the FEN is the same: the moves of
     * a tree node's children all start from its FEN, and a Position is costly to build (it holds
     * the undo stack of a whole search), so a large tree would otherwise build one per move shown.
     */
    private static Position position(String fen) {
        Parsed last = LAST.get();
        if (last == null || !last.fen().equals(fen)) {
            last = new Parsed(fen, Position.fromFen(fen));
            LAST.set(last);
        }
        return last.position();
    }

    private record Parsed(String fen, Position position) {
    }

    private static final ThreadLocal<Parsed> LAST = new ThreadLocal<>();
}
