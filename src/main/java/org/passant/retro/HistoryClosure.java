package org.passant.retro;

import java.util.Arrays;
import org.passant.board.Move;
import org.passant.board.Square;

/**
 * Refutes a node by exhausting its past instead of cutting it at a depth: every position that
 * taking back moves can lead to from the node is explored once (a transposition or a cycle is
 * not explored again); if the exploration ends without reaching the game's initial array, no game
 * reaches the node.
 *
 * <p>Why that is a proof: a game that reached the node is, read backwards, a chain of retractions
 * from the node to the initial array, every position of which obeys the static rules, so the
 * chain lies wholly in the explored set and the exploration would have met the initial array.
 * The same holds for every explored position, so when the exploration closes all of them are
 * impossible and go into the table as refuted, for the other candidates to use.
 *
 * <p>This decides what no depth can: positions where each side keeps a move to take back at any
 * depth, but only within a closed region (a king shut in a corner walking to and fro, a piece
 * circling behind locked pawns), so that the past runs in circles and never reaches a position
 * with a way out. A depth-bounded search says "not refuted" for them at every depth, since some
 * line of retractions never ends. The exploration is bounded by a budget of positions and a
 * length of line; running out of either answers "not refuted", never a proof.
 */
final class HistoryClosure {
    private final RetroBoard board;
    private final RefutationSearch search;
    private int[] moves = new int[4 * Retractions.MAX_RETRACTIONS];
    /** Longest line of retractions followed; deeper, the exploration gives up (not a proof). */
    private final int maxLine;
    private final int[] frameEnd;
    private final int[] frameNext;
    private final int[] framePresumed;
    private long[] visitedA = new long[1 << 12];
    private long[] visitedB = new long[1 << 12];
    /** The slots in use, in the order filled (at most half the table). */
    private int[] usedSlots = new int[1 << 11];
    private int visitedCount;
    private long nodes;

    HistoryClosure(RetroBoard board, RefutationSearch search, int maxLine) {
        this.board = board;
        this.search = search;
        this.maxLine = maxLine;
        this.frameEnd = new int[maxLine + 1];
        this.frameNext = new int[maxLine + 1];
        this.framePresumed = new int[maxLine + 1];
    }

    /** Positions explored by the last call. */
    long nodes() {
        return nodes;
    }

    /**
     * Whether every history of the predecessor reached by taking back {@code move} (with
     * {@code presumedRights} presumed) closes within {@code budget} positions without reaching the
     * initial array. True is a proof that the move cannot have been played; false proves nothing.
     */
    boolean closes(int move, int presumedRights, long budget) {
        Retractions.retract(board, move);
        int presumed = presumedRights | Retractions.rightUsed(move);
        int forced = Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
        boolean closed = explore(presumed, forced, budget);
        Retractions.replay(board, move);
        if (closed) {
            for (int k = 0; k < visitedCount; k++) {
                search.storeImpossible(visitedA[usedSlots[k]], visitedB[usedSlots[k]]);
            }
        }
        return closed;
    }

    /**
     * Depth-first over the retractions from the current board. A frame holds the retractions of
     * one position on the line; entering a retraction either opens a new frame (a position not
     * seen) or is skipped (refuted by a rule or the table, or seen already).
     */
    private boolean explore(int rootPresumed, int rootForced, long budget) {
        clearVisited();
        nodes = 0;
        int line = 0;
        int status = enter(rootPresumed, rootForced, 0, budget);
        if (status != OPENED) {
            return status == DEAD;
        }
        while (line >= 0) {
            if (frameNext[line] == frameEnd[line]) {
                if (line > 0) {
                    Retractions.replay(board, moves[frameNext[line - 1] - 1]);
                }
                line--;
                continue;
            }
            int move = moves[frameNext[line]++];
            Retractions.retract(board, move);
            int presumed = framePresumed[line] | Retractions.rightUsed(move);
            int forced = Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
            status = enter(presumed, forced, line + 1, budget);
            if (status == OPENED) {
                line++;
            } else {
                Retractions.replay(board, move);
                if (status == OPEN_PAST) {
                    unwind(line, Move.NONE);
                    return false;
                }
            }
        }
        return true;
    }

    /** What entering a position found: nothing to explore there, a new frame, or a reason to give up. */
    private static final int DEAD = 0;
    private static final int OPENED = 1;
    private static final int OPEN_PAST = 2;

    /** Looks at the current board: dead (refuted or seen), opened as frame {@code line}, or an open past (give up). */
    private int enter(int presumed, int forced, int line, long budget) {
        if (++nodes > budget) {
            return OPEN_PAST;
        }
        if (StaticRules.violated(board, presumed)) {
            return DEAD;
        }
        long a = search.keyA(presumed, forced);
        long b = search.keyB(presumed, forced);
        if (search.knownImpossible(a, b)) {
            return DEAD;
        }
        if (search.isInitialArray(forced)) {
            return OPEN_PAST;
        }
        if (!addVisited(a, b)) {
            return DEAD; // explored already: its past is covered there
        }
        if (line > maxLine) {
            return OPEN_PAST; // a line this long: give up (only a position to explore counts, not a dead end)
        }
        int start = line == 0 ? 0 : frameEnd[line - 1];
        if (moves.length - start < Retractions.MAX_RETRACTIONS) {
            moves = Arrays.copyOf(moves, moves.length * 2);
        }
        int end = Retractions.generate(board, presumed, forced, moves, start);
        frameNext[line] = start;
        frameEnd[line] = end;
        framePresumed[line] = presumed;
        return OPENED;
    }

    /** Gives up: plays the line forward again so the board is as the caller left it. */
    private void unwind(int line, int pending) {
        if (pending != Move.NONE) {
            Retractions.replay(board, pending);
        }
        for (int l = line; l > 0; l--) {
            Retractions.replay(board, moves[frameNext[l - 1] - 1]);
        }
    }

    /** Empties the set by its used slots only: most tries use a few dozen of its thousands of slots. */
    private void clearVisited() {
        for (int k = 0; k < visitedCount; k++) {
            visitedA[usedSlots[k]] = 0;
            visitedB[usedSlots[k]] = 0;
        }
        visitedCount = 0;
    }

    /** Adds a key; false if it was there. A key of zero is not stored and counts as new (harmless: explored twice). */
    private boolean addVisited(long a, long b) {
        if (a == 0 && b == 0) {
            return true;
        }
        if ((visitedCount + 1) * 2 > visitedA.length) {
            growVisited();
        }
        int mask = visitedA.length - 1;
        int i = (int) (a ^ a >>> 29) & mask;
        while (visitedA[i] != 0 || visitedB[i] != 0) {
            if (visitedA[i] == a && visitedB[i] == b) {
                return false;
            }
            i = (i + 1) & mask;
        }
        visitedA[i] = a;
        visitedB[i] = b;
        usedSlots[visitedCount++] = i;
        return true;
    }

    private void growVisited() {
        long[] oldA = visitedA;
        long[] oldB = visitedB;
        visitedA = new long[oldA.length * 2];
        visitedB = new long[oldB.length * 2];
        usedSlots = new int[oldA.length];
        visitedCount = 0;
        for (int j = 0; j < oldA.length; j++) {
            if (oldA[j] != 0 || oldB[j] != 0) {
                addVisited(oldA[j], oldB[j]);
            }
        }
    }
}
