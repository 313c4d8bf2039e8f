package org.passant.board;

import java.util.function.Consumer;

/** Visits every position a few plies below a start, each move made and taken back: the generator tests' tour of a sample. */
final class Walk {
    private Walk() {
    }

    /** Calls {@code atEachNode} on {@code p} and on every position up to {@code depth} plies below it; returns how many it visited. */
    static int nodes(Position p, int depth, Consumer<Position> atEachNode) {
        atEachNode.accept(p);
        int visited = 1;
        if (depth > 0) {
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.legal(p, list, 0);
            for (int i = 0; i < n; i++) {
                p.make(list[i]);
                visited += nodes(p, depth - 1, atEachNode);
                p.unmake(list[i]);
            }
        }
        return visited;
    }
}
