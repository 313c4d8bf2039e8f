package org.passant.board;

/**
 * Perft under a position's rule set: sequences of whole turns, or of single moves as the rules
 * let them be played (a turn cut short passes the move on). With the orthodox rule set both are
 * {@link Perft}'s count.
 */
public final class TurnPerft {
    private final int[][] moves;

    public TurnPerft(int maxDepth) {
        // Two move lists per turn (first and second move), one per ply for the single-move count.
        moves = new int[2 * maxDepth + 2][MoveGenerator.MAX_MOVES];
    }

    /** The number of turn sequences of {@code depth} turns. */
    public long turns(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        return restOfTurn(p, depth, 2 * depth);
    }

    /** Counts the turns that continue from here (first or second move next), each followed by {@code depth - 1} more. */
    private long restOfTurn(Position p, int depth, int list) {
        int[] out = moves[list];
        int n = TurnGenerator.moves(p, out, 0);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            p.makeInTurn(out[i]);
            if (turnContinues(p)) {
                nodes += restOfTurn(p, depth, list - 1);
            } else {
                nodes += depth == 1 ? 1 : turns(p, depth - 1);
            }
            p.unmakeInTurn(out[i]);
        }
        return nodes;
    }

    /** Whether the move just made left the same side to play the second move of its turn. */
    private static boolean turnContinues(Position p) {
        return p.ruleSet().hasTwoMoveTurns() && p.moveOfTurn() == 2;
    }

    /** The number of sequences of {@code depth} single moves. */
    public long moves(Position p, int depth) {
        int[] out = moves[depth];
        int n = TurnGenerator.moves(p, out, 0);
        if (depth <= 1) {
            return depth == 0 ? 1 : n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            p.makeInTurn(out[i]);
            nodes += moves(p, depth - 1);
            p.unmakeInTurn(out[i]);
        }
        return nodes;
    }
}
