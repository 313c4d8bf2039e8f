package org.passant.board;

import java.util.Locale;

/**
 * The rules a position is played under: how many moves make a turn, when a turn ends early, which
 * e.p. captures exist, what wins, and whether check is observed. The board keeps one per
 * {@link Position}; {@link TurnGenerator} and {@link Position#makeInTurn} follow it, while the
 * orthodox {@link MoveGenerator} and {@link Position#make} stay what they were, so that orthodox
 * chess pays nothing for the variants.
 */
public enum RuleSet {
    /** Orthodox chess: one move a turn, e.p. only right after the double step, checkmate wins. */
    ORTHODOX("orthodox", 1, false, EnPassant.LAST_MOVE, Goal.CHECKMATE, true),
    /**
     * Galvin's double-move chess (1957): two moves a turn, but White's first turn of a game is a
     * single move; capturing the king wins, and a first move that captures it ends the turn; check
     * is not observed (a king may stand on or cross attacked squares).
     */
    DOUBLE_MOVE("doublemove", 2, true, EnPassant.LAST_TURN, Goal.KING_CAPTURE, false),
    /**
     * Marseillais chess: two moves a turn from the first; each move must leave one's own king
     * safe; a first move that gives check ends the turn; mate is being in check at the start of
     * one's turn with no legal turn.
     */
    MARSEILLAIS("marseillais", 2, false, EnPassant.LAST_TURN, Goal.CHECKMATE, true);

    /** Which double steps may be captured e.p., and when. */
    public enum EnPassant {
        /** Orthodox: the double step of the opponent's last move, on the next move only. */
        LAST_MOVE,
        /**
         * Two-move turns: a double step on either move of the opponent's last turn (its pawn not
         * moved on, the square passed over still empty), on the first move of the next turn only;
         * on the second move only another such right, and only if the first move captured e.p.
         */
        LAST_TURN
    }

    /** What the side that reaches it wins by. */
    public enum Goal {
        /** The side to move is in check at the start of its turn and has no legal turn. */
        CHECKMATE,
        /** The enemy king is taken off the board. */
        KING_CAPTURE
    }

    private final String name;
    private final int movesPerTurn;
    private final boolean singleFirstTurn;
    private final EnPassant enPassant;
    private final Goal goal;
    private final boolean observesCheck;

    RuleSet(String name, int movesPerTurn, boolean singleFirstTurn, EnPassant enPassant, Goal goal, boolean observesCheck) {
        this.name = name;
        this.movesPerTurn = movesPerTurn;
        this.singleFirstTurn = singleFirstTurn;
        this.enPassant = enPassant;
        this.goal = goal;
        this.observesCheck = observesCheck;
    }

    /** The name users type (`--variant doublemove`) and files state. */
    public String variantName() {
        return name;
    }

    /** The rule set a user named (case ignored), or null for an unknown name. */
    public static RuleSet named(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (RuleSet r : values()) {
            if (r.name.equals(wanted)) {
                return r;
            }
        }
        return null;
    }

    /** One or two: the moves of a full turn. */
    public int movesPerTurn() {
        return movesPerTurn;
    }

    /** Whether a turn may have a second move at all. */
    public boolean hasTwoMoveTurns() {
        return movesPerTurn == 2;
    }

    /** Whether White's first turn of a game (from the initial array) is a single move. */
    public boolean singleFirstTurn() {
        return singleFirstTurn;
    }

    public EnPassant enPassant() {
        return enPassant;
    }

    public Goal goal() {
        return goal;
    }

    /** Whether a move may not leave one's own king attacked (and so a check can end a turn). */
    public boolean observesCheck() {
        return observesCheck;
    }

    /**
     * Whether a move that does not complete its turn by count still ends it, judged on the board
     * after it (the mover's opponent now to move): in double-move chess when it captured the king,
     * in Marseillais chess when it gave check. (A first move after which no second move exists
     * ends the turn too; {@link Position#makeInTurn} decides that, as it needs the generator.)
     */
    boolean endsTurnEarly(Position after, int move) {
        switch (this) {
            case DOUBLE_MOVE:
                return Move.captured(move) == Piece.KING;
            case MARSEILLAIS:
                return after.inCheck();
            default:
                return true;
        }
    }

    /**
     * Whether the side to move has lost, at the start of its turn: its king was captured
     * (double-move chess), or it is in check with no legal turn (checkmate).
     */
    public boolean sideToMoveHasLost(Position p) {
        return sideToMoveHasLost(p, new int[MoveGenerator.MAX_MOVES]);
    }

    /** {@link #sideToMoveHasLost(Position)} with a scratch array of {@link MoveGenerator#MAX_MOVES}, allocating nothing. */
    public boolean sideToMoveHasLost(Position p, int[] scratch) {
        if (goal == Goal.KING_CAPTURE) {
            return p.pieces(p.sideToMove(), Piece.KING) == 0;
        }
        return p.moveOfTurn() == 1 && p.inCheck() && !TurnGenerator.hasMove(p, scratch);
    }
}
