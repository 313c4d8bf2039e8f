package org.passant.board;

/** Counts legal move sequences to a depth: the standard check of a move generator. */
public final class Perft {
    private final int[][] moves;

    public Perft(int maxDepth) {
        moves = new int[maxDepth + 1][MoveGenerator.MAX_MOVES];
    }

    /** Leaf nodes at {@code depth}, making every move including the last ply's. */
    public long plain(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] list = moves[depth];
        int n = MoveGenerator.legal(p, list, 0);
        long nodes = 0;
        if (depth == 1) {
            // The leaves: each move is still made and taken back, only the call for depth 0 is saved.
            for (int i = 0; i < n; i++) {
                p.make(list[i]);
                nodes++;
                p.unmake(list[i]);
            }
            return nodes;
        }
        for (int i = 0; i < n; i++) {
            p.make(list[i]);
            nodes += plain(p, depth - 1);
            p.unmake(list[i]);
        }
        return nodes;
    }

    /** Leaf nodes at {@code depth}, counting the last ply's moves without making or even writing them ({@link MoveGenerator#count}). */
    public long bulk(Position p, int depth) {
        if (depth <= 1) {
            return depth == 0 ? 1 : MoveGenerator.count(p);
        }
        int[] list = moves[depth];
        int n = MoveGenerator.legal(p, list, 0);
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            p.make(list[i]);
            nodes += bulk(p, depth - 1);
            p.unmake(list[i]);
        }
        return nodes;
    }

    /** Per first move (in UCI form, in generation order) the leaf count below it. */
    public java.util.LinkedHashMap<Integer, Long> divide(Position p, int depth) {
        java.util.LinkedHashMap<Integer, Long> result = new java.util.LinkedHashMap<>();
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, list, 0);
        for (int i = 0; i < n; i++) {
            p.make(list[i]);
            result.put(list[i], depth <= 1 ? 1L : bulk(p, depth - 1));
            p.unmake(list[i]);
        }
        return result;
    }
}
