package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * Which moves of the side to be stalemated may be followed by a stalemating reply, told without
 * playing them: two half-moves before a help-stalemate, the side to move plays one move and its
 * opponent one more, after which every move the side to move has now must be gone.
 *
 * <p>A move m of a unit X (from f to t) that the side to move's own move B leaves alone is still
 * there after B, and must then be taken away by the reply, as {@link StalemateMoveFilter} says: by
 * landing on f or on a square X passes over, by leaving t if X is a pawn taking there, by arriving
 * on or leaving the line through X and its king, or for a king's step by arriving on a line or a
 * knight's or king's step from t (or on t), or leaving a line through t. B itself takes m away
 * only by landing on t or on a square X passes over, or by leaving the line through X and its king
 * (a pin), or for a king's step to t, by landing on t or leaving a line through t. The moves of the
 * unit B moves are not counted (they change). When some of the moves B leaves can only be taken
 * away by landing, and no square where the opponent could land takes them all away, no reply
 * stalemates and B is turned away.
 *
 * <p>A king's step as B changes the lines of every pin: after it, only the units on no line through
 * the king's new square are judged, by their easiest move. Never judged (always passed): castling
 * as B, a double step (the opponent might take e.p.), any B when the side to move is in check or
 * its opponent may castle. The opponent's landing squares are over-counted: its line pieces move as
 * if only its own units stood in their way, its pawns step and take everywhere they could. Not
 * thread-safe (scratch arrays).
 */
final class SelfBlockFilter {
    private static final int MAX = 256;
    private final int[] origins = new int[MAX];
    /** Squares where B takes the move away by landing / by leaving. */
    private final long[] blockedBy = new long[MAX];
    private final long[] pinnedBy = new long[MAX];
    /** Squares where the opponent's reply takes the move away by landing / by leaving. */
    private final long[] landings = new long[MAX];
    private final long[] departures = new long[MAX];
    private int conditions;
    private boolean judges;
    private int king;
    /** Where the opponent may land with one move, over-counted. */
    private long reach;
    private Position position;
    private long ours;
    private long theirs;
    private int color;

    /** Learns the moves of the side to move ({@code count} legal moves in {@code moves}). */
    void prepare(Position p, int[] moves, int count) {
        int us = p.sideToMove();
        int them = us ^ 1;
        conditions = 0;
        judges = !p.inCheck() && !p.mayCastle(them);
        if (!judges) {
            return;
        }
        king = p.kingSquare(us);
        long theirs = p.pieces(them);
        reach = reach(p, them, theirs);
        position = p;
        ours = p.pieces(us);
        this.theirs = theirs;
        color = us;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (Move.kind(move) == Move.CASTLING || Move.kind(move) == Move.EN_PASSANT) {
                continue; // gone or judged by no square: left out, which only passes more moves
            }
            int from = Move.from(move);
            int to = Move.to(move);
            long landing;
            long departure;
            if (from == king) {
                long lines = Attacks.queen(to, 0L);
                blockedBy[conditions] = bit(to);
                pinnedBy[conditions] = lines;
                landing = lines | Attacks.knight(to) | Attacks.king(to) | bit(to);
                departure = lines;
            } else {
                long pin = Bitboards.line(king, from);
                long passed = Bitboards.between(from, to);
                blockedBy[conditions] = passed | bit(to);
                pinnedBy[conditions] = pin;
                landing = pin | bit(from) | passed;
                departure = pin;
                if (Move.mover(move) == Piece.PAWN) {
                    if (Move.isCapture(move)) {
                        departure |= bit(to);
                    } else {
                        landing |= bit(to);
                    }
                }
            }
            if ((departure & theirs) != 0) {
                continue; // a reply leaving one of these squares may take it away: no bound from it
            }
            origins[conditions] = from;
            landings[conditions] = landing;
            departures[conditions] = departure;
            conditions++;
        }
    }

    /** Whether the side to move's {@code move} may be followed by a reply that stalemates it. */
    boolean mayBeFollowedByStalemate(int move) {
        int from = Move.from(move);
        if (!judges || Move.kind(move) != Move.NORMAL) {
            // A double step, e.p. or castling is not judged; a promotion (NORMAL kind) is.
            return true;
        }
        int to = Move.to(move);
        if (from == king) {
            return mayFollowKingStep(to);
        }
        long needed = reach;
        for (int i = 0; i < conditions; i++) {
            if (origins[i] == from || (blockedBy[i] & bit(to)) != 0 || (pinnedBy[i] & bit(from)) != 0) {
                continue;
            }
            needed &= landings[i];
            if (needed == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * After the king's step to {@code to}, the units on no line through its new square cannot be
     * pinned: every move they have is legal, and must be taken away by the reply alone, by landing
     * on the unit's square or (a pawn's step) in front of it, or leaving the square a pawn takes
     * on. The units on a line through the new square, and the king's new moves, are left out.
     */
    private boolean mayFollowKingStep(int to) {
        long occupied = (ours ^ bit(king) | bit(to)) | (theirs & ~bit(to));
        long unitsAfter = ours ^ bit(king) | bit(to);
        long units = ours & ~bit(king) & ~Attacks.queen(to, 0L);
        long needed = reach;
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int type = Piece.type(position.pieceAt(from));
            if (type == Piece.PAWN) {
                int step = from + (color == Piece.WHITE ? 8 : -8);
                if ((occupied & bit(step)) == 0) {
                    needed &= bit(from) | bit(step);
                }
                // Its captures the reply may take away by leaving the square taken on: no bound.
            } else if ((Attacks.of(type, from, occupied) & ~unitsAfter) != 0) {
                needed &= bit(from);
            }
            if (needed == 0) {
                return false;
            }
        }
        return true;
    }

    /** Every square a unit of {@code color} might land on with one move, whatever the other side does first. */
    private static long reach(Position p, int color, long own) {
        long squares = 0;
        long units = own;
        while (units != 0) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int type = Piece.type(p.pieceAt(square));
            if (type == Piece.PAWN) {
                int step = color == Piece.WHITE ? 8 : -8;
                squares |= Attacks.pawn(color, square) | bit(square + step);
                int rank = square >>> 3;
                if (rank == (color == Piece.WHITE ? 1 : 6)) {
                    squares |= bit(square + 2 * step);
                }
            } else {
                squares |= Attacks.of(type, square, own);
            }
        }
        return squares;
    }
}
