package org.passant.retro;

import java.util.SplittableRandom;
import org.passant.board.Bitboards;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * The core proof procedure. A node (a position, the castling rights presumed to hold, and
 * possibly a double step that must have been the last move) is <em>refuted at depth d</em> when
 * a static rule fires, or d &gt; 0 and every retraction leads to a node refuted at depth d-1.
 *
 * <p>Why that is sound: a reachable position has a true predecessor; a complete retraction
 * generator produces it, and no sound static rule fires on it; by induction, a reachable node is
 * never refuted at any depth. So "refuted" is a proof of impossibility, while "not refuted"
 * claims nothing, which is why running out of the node budget simply answers "not refuted".
 *
 * <p>The search is an AND over retractions that stops at the first unrefuted one, so positions
 * with a plausible history are cleared after a few nodes, and only constrained ones are searched
 * exhaustively. Results are memoised per node with the depth they hold for.
 */
final class RefutationSearch {
    private static final long[] PRESUMED_A = new long[16];
    private static final long[] PRESUMED_B = new long[16];
    private static final long[] FORCED_A = new long[65];
    private static final long[] FORCED_B = new long[65];
    private static final long START_WHITE = 0xFFFFL;
    private static final long START_BLACK = 0xFFFFL << 48;

    static {
        SplittableRandom r = new SplittableRandom(0x7E7B_0C01L);
        for (int i = 1; i < 16; i++) {
            PRESUMED_A[i] = r.nextLong();
            PRESUMED_B[i] = r.nextLong();
        }
        for (int i = 1; i < 65; i++) {
            FORCED_A[i] = r.nextLong();
            FORCED_B[i] = r.nextLong();
        }
    }

    final RetroBoard board;
    private final RefutationTable table = new RefutationTable();
    private final long budget;
    private final int[] stack;
    private int top;
    private long nodes;
    private boolean exhausted;
    private int presumed;
    private int forced = Square.NONE;
    /** Moves taken back from the diagram to the current node (1 for the positions before the last move). */
    private int ply;
    /** Up to this many plies from the diagram the static rules include the costly search of cages. */
    private static final int THOROUGH_PLIES = 2;

    /** The cage search's budget at a node {@code ply} moves taken back from the diagram (0: none). */
    static int cageArrangements(int ply) {
        return ply <= 1 ? Cages.ARRANGEMENTS_BEFORE_LAST_MOVE : ply <= THOROUGH_PLIES ? Cages.ARRANGEMENTS : 0;
    }

    RefutationSearch(RetroBoard board, int maxDepth, long budget) {
        this.board = board;
        this.budget = budget;
        this.stack = new int[(maxDepth + 2) * Retractions.MAX_RETRACTIONS];
    }

    long nodes() {
        return nodes;
    }

    /** Whether the node budget ran out at some point (so some "not refuted" answers are unfinished). */
    boolean exhausted() {
        return exhausted;
    }

    int tableSize() {
        return table.size();
    }

    /**
     * Whether the predecessor reached by taking back {@code move} is refuted at {@code depth},
     * with {@code presumedRights} presumed to hold throughout the history.
     */
    boolean retractionRefuted(int move, int presumedRights, int depth) {
        int savedPresumed = presumed;
        int savedForced = forced;
        Retractions.retract(board, move);
        presumed = presumedRights | Retractions.rightUsed(move);
        forced = Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
        ply = 1;
        boolean refuted = refuted(depth);
        ply = 0;
        Retractions.replay(board, move);
        presumed = savedPresumed;
        forced = savedForced;
        return refuted;
    }

    /** Whether the current board (as predecessor) with the given context is refuted at {@code depth}. */
    boolean nodeRefuted(int presumedRights, int forcedArrival, int depth) {
        int savedPresumed = presumed;
        int savedForced = forced;
        presumed = presumedRights;
        forced = forcedArrival;
        boolean refuted = refuted(depth);
        presumed = savedPresumed;
        forced = savedForced;
        return refuted;
    }

    private boolean refuted(int depth) {
        if (nodes >= budget) {
            exhausted = true;
            return false;
        }
        nodes++;
        if (StaticRules.violated(board, presumed, cageArrangements(ply))) {
            return true;
        }
        if (depth == 0 || isInitialArray()) {
            return false;
        }
        long a = keyA(presumed, forced);
        long b = keyB(presumed, forced);
        if (table.refutedAt(a, b) <= depth) {
            return true;
        }
        if (table.unrefutedAt(a, b) >= depth) {
            return false;
        }
        int start = top;
        boolean refuted = true;
        for (int stage = 0; stage < 2 && refuted; stage++) {
            int end = stage == 0 ? Retractions.generateQuiet(board, presumed, forced, stack, start)
                    : Retractions.generateOthers(board, presumed, forced, stack, start);
            top = end;
            refuted = allRefuted(start, end, depth - 1);
        }
        top = start;
        if (refuted) {
            table.storeRefuted(a, b, depth);
        } else if (!exhausted) {
            table.storeUnrefuted(a, b, depth);
        }
        return refuted;
    }

    private boolean allRefuted(int start, int end, int depth) {
        int savedPresumed = presumed;
        int savedForced = forced;
        boolean refuted = true;
        for (int i = start; i < end && refuted; i++) {
            int move = stack[i];
            Retractions.retract(board, move);
            presumed = savedPresumed | Retractions.rightUsed(move);
            forced = Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
            ply++;
            refuted = refuted(depth);
            ply--;
            Retractions.replay(board, move);
            presumed = savedPresumed;
            forced = savedForced;
        }
        return refuted;
    }

    /** The table key of the current board as a node with the given context (first half). */
    long keyA(int presumedRights, int forcedArrival) {
        return board.keyA ^ PRESUMED_A[presumedRights] ^ FORCED_A[forcedArrival + 1];
    }

    /** The second, independent half of the key. */
    long keyB(int presumedRights, int forcedArrival) {
        return board.keyB ^ PRESUMED_B[presumedRights] ^ FORCED_B[forcedArrival + 1];
    }

    /** Whether the table holds a proof that the node of this key is impossible (refuted at some depth). */
    boolean knownImpossible(long a, long b) {
        return table.refutedAt(a, b) != RefutationTable.UNKNOWN_REFUTED;
    }

    /** Records a node proven impossible whatever the depth (refuted at depth 0 and so at every depth). */
    void storeImpossible(long a, long b) {
        table.storeRefuted(a, b, 0);
    }

    /** The game's first position, which needs no history: White to move, every unit at home. */
    boolean isInitialArray() {
        return isInitialArray(forced);
    }

    /** As {@link #isInitialArray()}, for a node with the given forced arrival. */
    boolean isInitialArray(int forcedArrival) {
        RetroBoard b = board;
        return b.sideToMove == Piece.WHITE && forcedArrival == Square.NONE
                && b.byColor[Piece.WHITE] == START_WHITE && b.byColor[Piece.BLACK] == START_BLACK
                && b.byType[Piece.PAWN] == (Bitboards.RANK_2 | Bitboards.RANK_7)
                && b.byType[Piece.KNIGHT] == 0x4200000000000042L
                && b.byType[Piece.BISHOP] == 0x2400000000000024L
                && b.byType[Piece.ROOK] == 0x8100000000000081L
                && b.byType[Piece.QUEEN] == 0x0800000000000008L
                && b.byType[Piece.KING] == 0x1000000000000010L;
    }
}
