package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Piece;

/**
 * Where a unit of the side to be stalemated may go with its own moves and then have none, and
 * what that takes: one or two of its side's moves, and perhaps one square of its own side to be
 * filled at the end. {@link ImmobilityBound} asks it for each unit that can step now.
 *
 * <p>A piece stands still on y when each of its first steps from y (a knight's jumps, a line
 * piece's neighbours on its lines) holds a unit of its own side at the end: a unit of the other
 * side there it could take. A piece that moved could always step back the way it came (a
 * knight's jump back, a line piece's step to the square it passed or left), so it stands still
 * only once another move of its side fills that square: with two moves of its side, one to go
 * where that square is the only step still open, one to fill it; with one move, never. The
 * units now on its other steps are counted as staying, which only lets more through.
 *
 * <p>A pawn stands still on y when its step from y is occupied at the end and it has nothing to
 * take. Where it might take on the way (a unit of the other side may stand on a square it
 * attacks, or it may take e.p.) or promote, it is let through, having moved once, with no more
 * said: it ends where one move takes it (a second move to end further on costs what filling that
 * square with another unit's move would).
 * Otherwise it steps straight on, and the square ahead of where it ends is occupied now or may be
 * reached by a unit of the other side (both let through), or is one its own side must fill.
 *
 * <p>Each way is a number of moves, a square to fill (or none) and the squares the unit may end
 * on, those that share the first two united. Not thread-safe.
 */
final class Hideouts {
    /** A piece: one per square to fill, each a neighbour of where it ends or a knight's jump away. */
    private static final int MAX_WAYS = 40;

    private final int[] moves = new int[MAX_WAYS];
    private final long[] fill = new long[MAX_WAYS];
    private final long[] ends = new long[MAX_WAYS];
    private int ways;

    /** How many ways there are. */
    int count() {
        return ways;
    }

    /** The moves of its side that way {@code w} takes. */
    int moves(int w) {
        return moves[w];
    }

    /** The square that way {@code w} needs filled by its own side at the end, 0 for none. */
    long fill(int w) {
        return fill[w];
    }

    /** Where the unit may stand at the end that way. */
    long ends(int w) {
        return ends[w];
    }

    /**
     * Learns the ways of the unit of {@code type} and {@code color} on {@code square}, its side
     * with {@code ownMoves} (one or two) moves, the other side's units able to stand on
     * {@code otherStands} in their moves.
     */
    void learn(int type, int color, int square, long occupied, long own, int ownMoves, long otherStands) {
        ways = 0;
        if (type == Piece.PAWN) {
            learnPawn(color, square, occupied, ownMoves, otherStands);
        } else {
            learnPiece(type, color, square, occupied, own, ownMoves);
        }
    }

    private void learnPiece(int type, int color, int square, long occupied, long own, int ownMoves) {
        if (ownMoves < 2) {
            return;
        }
        long from = occupied & ~bit(square);
        long ownAfter = own & ~bit(square);
        for (long to = Attacks.of(type, square, occupied) & ~own; to != 0; to &= to - 1) {
            int y = Long.numberOfTrailingZeros(to);
            long open = firstSteps(type, color, y, from | bit(y)) & ~ownAfter;
            if (!Bitboards.several(open)) { // never none: the way back
                add(1, open, bit(y));
            }
        }
    }

    private void learnPawn(int color, int square, long occupied, int ownMoves, long otherStands) {
        int up = color == Piece.WHITE ? 8 : -8;
        int startRank = color == Piece.WHITE ? 1 : 6;
        int passingRank = color == Piece.WHITE ? 4 : 3;
        boolean start = square >>> 3 == startRank;
        // The squares it may stand on before its last move, from which it might take instead.
        long before = bit(square);
        if (ownMoves >= 2) {
            before |= bit(square + up);
            if (start) {
                before |= bit(square + 2 * up);
            }
        }
        long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        // A diagonal step gains a rank as a straight one does: the reach table tells a promotion in time.
        long reach = EmptyBoardReach.reachedWithin(color, Piece.PAWN, square, ownMoves);
        boolean mayTake = false;
        for (long on = before; on != 0; on &= on - 1) {
            int s = Long.numberOfTrailingZeros(on);
            mayTake |= (Attacks.pawn(color, s) & otherStands) != 0 || s >>> 3 == passingRank;
        }
        if (mayTake || (reach & lastRank) != 0) {
            add(1, 0L, EmptyBoardReach.reachedWithin(color, Piece.PAWN, square, 1) & ~bit(square));
            return;
        }
        addStep(square + up, 1, occupied, otherStands, up);
        if (start) {
            addStep(square + 2 * up, 1, occupied, otherStands, up);
        }
        if (ownMoves >= 2) {
            if (!start) {
                addStep(square + 2 * up, 2, occupied, otherStands, up);
            } else {
                addStep(square + 3 * up, 2, occupied, otherStands, up);
            }
        }
    }

    private void addStep(int y, int cost, long occupied, long otherStands, int up) {
        long ahead = bit(y + up);
        add(cost, ((occupied | otherStands) & ahead) != 0 ? 0L : ahead, bit(y));
    }

    private void add(int cost, long square, long end) {
        for (int w = 0; w < ways; w++) {
            if (moves[w] == cost && fill[w] == square) {
                ends[w] |= end;
                return;
            }
        }
        moves[ways] = cost;
        fill[ways] = square;
        ends[ways] = end;
        ways++;
    }

    /** The squares a unit steps to first: a pawn's step, a knight's jumps, a line piece's neighbours on its lines. */
    static long firstSteps(int type, int color, int square, long occupied) {
        return switch (type) {
            case Piece.PAWN -> bit(color == Piece.WHITE ? square + 8 : square - 8);
            case Piece.KNIGHT -> Attacks.knight(square);
            default -> Attacks.of(type, square, occupied) & Attacks.king(square);
        };
    }
}
