package org.passant.report;

import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.board.TurnFen;
import org.passant.solve.Ply;
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

    /** Short algebraic with the mark judged on the board, for a move the tree holds no marks for. */
    static String san(String fen, int move) {
        return Notation.san(position(fen), move);
    }

    /**
     * A move, or under a rule set of two-move turns a whole turn: {@code Bb5,Bxe8}, each move in
     * the position it is played in ({@code second} null for a turn of one move). A turn that
     * takes the king needs no mark: the capture is the goal.
     */
    static String san(RuleSet rules, String fen, int move, Ply second, boolean check, boolean goal) {
        if (!rules.hasTwoMoveTurns()) {
            return san(fen, move, check, goal);
        }
        String text = Notation.sanWithoutSuffix(TurnFen.parse(fen, rules), move);
        if (second != null) {
            text += "," + Notation.sanWithoutSuffix(TurnFen.parse(second.fen(), rules), second.move());
        }
        int last = second == null ? move : second.move();
        return text + (Move.captured(last) == Piece.KING ? "" : mark(check, goal));
    }

    /** Popeye's long algebraic of a move or a turn: Bf1-b5,Bb5*e8. */
    static String popeye(String fen, int move, Ply second) {
        return popeye(fen, move) + (second == null ? "" : "," + popeye(second.fen(), second.move()));
    }

    /** Coordinates of a move or a turn: f1b5,b5e8. */
    static String uci(int move, Ply second) {
        return Move.uci(move) + (second == null ? "" : "," + Move.uci(second.move()));
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
