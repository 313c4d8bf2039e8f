package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.Arrays;
import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Castling;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * The analysis of the diagram itself: which of its retractions are refuted, and which
 * <em>worlds</em> survive. A world is a set of castling rights presumed to hold (their kings and
 * rooks never moved) together with the last move's e.p. status: either one particular double
 * step that a pawn of the side to move could capture, or "anything else". A shallow pass comes
 * first so that a budget that runs out still leaves its proofs.
 */
final class RootAnalysis {
    private static final byte UNKNOWN = 0;
    private static final byte REFUTED = 1;
    private static final byte STANDS = 2;
    private static final int SHALLOW = 2;
    /** The closures of one diagram may use this fraction of the node budget in all ... */
    private static final long CLOSURE_SHARE = 200;
    /** ... and the closure of one move this fraction. */
    private static final long CLOSURE_SHARE_EACH = 400;
    /** More moves standing than this under one presumption, and no closure is tried for it. */
    static final int CLOSURE_MAX_STANDING = 8;

    final RetroBoard board;
    final RefutationSearch search;
    final int mover;
    final int[] moves;
    /** Per root move: the e.p. square if it is a double step a pawn of the side to move could capture. */
    final int[] epSquareOf;
    /** The distinct e.p. squares of those double steps. */
    final int[] epSquares;
    /** Rights whose king and rook stand on their home squares. */
    final int available;
    /** status[presumption][move]. */
    private final byte[][] status = new byte[16][];
    int depthReached;
    /** Positions the closures explored, and how many root moves (under any presumption) they refuted. */
    long closureNodes;
    final ClosedPasts closedPasts = new ClosedPasts();
    private final RetroBounds bounds;

    RootAnalysis(RetroBoard board, RetroBounds bounds) {
        this.board = board;
        this.search = new RefutationSearch(board, bounds.maxDepth(), bounds.nodeBudget());
        this.bounds = bounds;
        this.mover = board.sideToMove ^ 1;
        int[] buffer = new int[Retractions.MAX_RETRACTIONS];
        int n = Retractions.generate(board, 0, Square.NONE, buffer, 0);
        this.moves = Arrays.copyOf(buffer, n);
        this.epSquareOf = new int[n];
        long squares = 0;
        for (int i = 0; i < n; i++) {
            epSquareOf[i] = capturableDoubleStep(moves[i]);
            if (epSquareOf[i] != Square.NONE) {
                squares |= bit(epSquareOf[i]);
            }
        }
        this.epSquares = new int[Long.bitCount(squares)];
        for (int i = 0; squares != 0; squares &= squares - 1) {
            epSquares[i++] = Long.numberOfTrailingZeros(squares);
        }
        this.available = availableRights(board);
        for (int c = 0; c < 16; c++) {
            if ((c & ~available) == 0) {
                status[c] = new byte[n];
            }
        }
    }

    private int capturableDoubleStep(int move) {
        if (Move.kind(move) != Move.DOUBLE_STEP) {
            return Square.NONE;
        }
        int to = Move.to(move);
        int us = board.sideToMove;
        long beside = Attacks.king(to) & (Bitboards.RANK_1 << (8 * Square.rank(to)));
        return (beside & board.pieces(us, Piece.PAWN)) != 0 ? (Move.from(move) + to) >>> 1 : Square.NONE;
    }

    static int availableRights(RetroBoard b) {
        int rights = 0;
        for (int r = Castling.WHITE_KINGSIDE; r <= Castling.BLACK_QUEENSIDE; r <<= 1) {
            int color = r <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
            if (b.board[Castling.kingSquare(r)] == Piece.code(color, Piece.KING)
                    && b.board[Castling.rookSquare(r)] == Piece.code(color, Piece.ROOK)) {
                rights |= r;
            }
        }
        return rights;
    }

    void run(int maxDepth) {
        // Two passes: a shallow one that already finds the classic proofs (and keeps them if the
        // budget later runs out), then the full depth. Refutations are monotone in depth and the
        // table keeps them, so intermediate depths would only repeat work.
        for (int depth = Math.min(SHALLOW, maxDepth); depth <= maxDepth; depth = depth < maxDepth ? maxDepth : depth + 1) {
            for (byte[] s : status) {
                if (s != null) {
                    for (int i = 0; i < s.length; i++) {
                        if (s[i] == STANDS) {
                            s[i] = UNKNOWN;
                        }
                    }
                }
            }
            for (int i = 0; i < moves.length; i++) {
                refuted(0, i, depth);
            }
            for (int c = 1; c < 16; c++) {
                if (status[c] != null) {
                    for (int w = 0; w <= epSquares.length; w++) {
                        worldPossible(c, w, depth);
                    }
                }
            }
            if (search.exhausted()) {
                break; // the refutations found so far stand; the depth was not completed
            }
            depthReached = depth;
        }
        closeHistories();
    }

    /**
     * The last stage: each root move still standing gets a {@link HistoryClosure}, which refutes
     * it when its whole past runs in circles within a closed region, something no depth can
     * show. Each try is bounded by a share of the node budget and a length of line derived from
     * the depth, and all tries together by a larger share, so that a diagram whose moves have an
     * open past (nearly all) pays little for it. Where more than {@link #CLOSURE_MAX_STANDING}
     * moves stand, the tries are not made: one more refuted move would decide nothing there (no
     * last move, no e.p. right, no castling), and such diagrams, common in real games, would pay
     * for every one of them.
     */
    private void closeHistories() {
        HistoryClosure closure = new HistoryClosure(board, search, closureLine(bounds));
        long left = bounds.nodeBudget() / CLOSURE_SHARE;
        long each = Math.max(1, bounds.nodeBudget() / CLOSURE_SHARE_EACH);
        for (int c = 0; c < 16 && left > 0; c++) {
            if (status[c] == null || standing(c) > CLOSURE_MAX_STANDING) {
                continue;
            }
            for (int i = 0; i < moves.length && left > 0; i++) {
                if (status[c][i] != STANDS) {
                    continue;
                }
                if (knownRefuted(c, i)) {
                    status[c][i] = REFUTED;
                    continue;
                }
                boolean closed = closure.closes(moves[i], c, Math.min(each, left));
                left -= closure.nodes();
                closureNodes += closure.nodes();
                if (closed) {
                    status[c][i] = REFUTED;
                    closedPasts.add(moves[i], c, closure.nodes());
                }
            }
        }
    }

    private int standing(int c) {
        int n = 0;
        for (int i = 0; i < moves.length; i++) {
            n += status[c][i] == STANDS && !knownRefuted(c, i) ? 1 : 0;
        }
        return n;
    }

    /**
     * Lines of retractions the closure follows: two plies beyond the depth (8 by default). Most
     * pasts are open and the closure gives up when a line reaches this length, so it sets the
     * cost of a failed try (about 50 positions on the corpus at 8 plies, 150 at 16); the closed
     * pasts found on the corpus have no longer line.
     */
    static int closureLine(RetroBounds bounds) {
        return bounds.maxDepth() + 2;
    }

    /** Whether root move {@code i} is compatible with presuming rights {@code c}: it moves no king or rook they freeze. */
    boolean compatible(int c, int i) {
        return (Retractions.frozenUnits(board, mover, c) & bit(Move.to(moves[i]))) == 0;
    }

    /** Whether root move {@code i} is refuted under presumption {@code c} (computing it at {@code depth} if unknown). */
    private boolean refuted(int c, int i, int depth) {
        byte[] s = status[c];
        if (s[i] == UNKNOWN) {
            boolean r = !compatible(c, i) || status[0][i] == REFUTED || subsetRefutes(c, i)
                    || search.retractionRefuted(moves[i], c, depth - 1);
            s[i] = r ? REFUTED : STANDS;
        }
        return s[i] == REFUTED;
    }

    /** Presuming more rights only removes histories: a move refuted under a subset is refuted here. */
    private boolean subsetRefutes(int c, int i) {
        for (int r = c & -c; r != 0 && r <= c; r <<= 1) {
            if ((c & r) != 0 && c != r && status[c & ~r][i] == REFUTED) {
                return true;
            }
        }
        return false;
    }

    /**
     * World {@code w} under presumption {@code c}: w = 0 is "the last move was no capturable
     * double step", w = k &gt; 0 is "the last move was the double step over epSquares[k-1]".
     */
    private boolean worldPossible(int c, int w, int depth) {
        for (int i = 0; i < moves.length; i++) {
            if (inWorld(i, w) && !refuted(c, i, depth)) {
                return true;
            }
        }
        return false;
    }

    boolean inWorld(int i, int w) {
        return w == 0 ? epSquareOf[i] == Square.NONE : epSquareOf[i] == epSquares[w - 1];
    }

    /** After {@link #run}: whether root move {@code i} is refuted under presumption {@code c}. */
    boolean refutedUnder(int c, int i) {
        return knownRefuted(c, i);
    }

    /** After {@link #run}: whether world {@code w} survives under presumption {@code c} (c a subset of {@link #available}). */
    boolean possible(int c, int w) {
        for (int i = 0; i < moves.length; i++) {
            if (inWorld(i, w) && !knownRefuted(c, i)) {
                return true;
            }
        }
        return false;
    }

    /** Refuted under c, directly or because it is refuted with fewer rights presumed (or moves a frozen unit). */
    private boolean knownRefuted(int c, int i) {
        return status[c][i] == REFUTED || !compatible(c, i) || status[0][i] == REFUTED || subsetRefutes(c, i);
    }

    /** The e.p. square of world {@code w}, or NONE. */
    int epSquareOfWorld(int w) {
        return w == 0 ? Square.NONE : epSquares[w - 1];
    }

    int worldCount() {
        return epSquares.length + 1;
    }

    /** Units of the mover that have no retraction at all (not even refuted ones) under presumption c. */
    long immobileUnits(int c) {
        long units = board.byColor[mover];
        for (int i = 0; i < moves.length; i++) {
            if (compatible(c, i)) {
                units &= ~bit(Move.to(moves[i]));
            }
        }
        return units;
    }
}
