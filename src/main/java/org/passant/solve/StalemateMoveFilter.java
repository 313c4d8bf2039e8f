package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * Which moves of the side to move may stalemate its opponent, told without playing them: a move
 * that stalemates takes away every move the opponent could play now (were it to move). A helpmate
 * search spends most of an h=n in its last half-move, playing each move and testing for stalemate;
 * this filter lets it play only the few moves that can take away all of them.
 *
 * <p>For each move {@code m} of the opponent (unit X from f to t), the moves that can take it away
 * are among these (a superset, so the filter never drops a stalemating move):
 * <ul>
 * <li>a unit lands on f (captures X) or on a square X passes over (a pawn's target included);</li>
 * <li>m is a pawn's capture and the unit on t moves away;</li>
 * <li>a unit arrives on, or leaves, the line through X and its king (a pin);</li>
 * <li>m is a king's step: a unit arrives on or leaves a line through t, or arrives on a square a
 *     knight, king or pawn attacks t from, or on t.</li>
 * </ul>
 * Nothing else changes what the opponent may play after a move that does not give check (a
 * stalemate is no check). A move that castles or captures e.p., and an opponent's castling, are
 * never judged: such moves always pass. Not thread-safe (scratch arrays).
 */
final class StalemateMoveFilter {
    /** Per move of the opponent judged: the squares a move may land on or leave to take it away. */
    private final long[] landings = new long[MoveGenerator.MAX_MOVES];
    private final long[] departures = new long[MoveGenerator.MAX_MOVES];
    /** The units of the side to move, and the squares where it must land to take some move away. */
    private long own;
    private long landingsNeeded;
    private int conditions;
    private boolean judges;

    /**
     * Prepares the filter for the side to move in {@code p}: learns what the opponent could play.
     * Answers whether some move may stalemate at all: not when one of the opponent's moves can be
     * taken away only by landing on squares where no move of the side to move can land (its own
     * units stand there), unless it may castle or capture e.p. When the side to move is in check
     * the filter lets every move pass.
     *
     * <p>Each unit is judged by its easiest move to take away: a piece with any move loses them all
     * only if a unit lands on its square or pins it (its nearest move passes over nothing); a pawn
     * by its step and by each capture. The king's steps are each a move; pinned units and castling
     * are left out, which only lets more moves pass.
     */
    boolean prepare(Position p) {
        conditions = 0;
        judges = !p.inCheck();
        if (!judges) {
            return true;
        }
        int us = p.sideToMove();
        int them = us ^ 1;
        own = p.pieces(us);
        long theirs = p.pieces(them);
        long occupied = p.occupied();
        int king = p.kingSquare(them);
        p.makeNull();
        long pinned = p.pinned();
        p.unmakeNull();
        boolean special = p.hasLegalEnPassant()
                || p.mayCastle(us);
        landingsNeeded = ~0L;
        long units = theirs & ~pinned & ~bit(king);
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            long pin = Bitboards.line(king, from);
            int type = Piece.type(p.pieceAt(from));
            if (type == Piece.PAWN) {
                int step = from + (them == Piece.WHITE ? 8 : -8);
                if ((occupied & bit(step)) == 0) {
                    add(pin | bit(from) | bit(step), pin);
                }
                long captures = Attacks.pawn(them, from) & own;
                while (captures != 0) {
                    int target = Long.numberOfTrailingZeros(captures);
                    captures &= captures - 1;
                    add(pin | bit(from), pin | bit(target));
                }
            } else if ((Attacks.of(type, from, occupied) & ~theirs) != 0) {
                add(pin | bit(from), pin);
            }
            if (!special && (landingsNeeded & ~own) == 0) {
                return false;
            }
        }
        long steps = Attacks.king(king) & ~theirs;
        long withoutKing = occupied ^ bit(king);
        while (steps != 0) {
            int to = Long.numberOfTrailingZeros(steps);
            steps &= steps - 1;
            if (!p.isAttacked(to, us, withoutKing)) {
                long lines = Attacks.queen(to, 0L);
                add(lines | Attacks.knight(to) | Attacks.king(to) | bit(to), lines);
            }
        }
        return special || (landingsNeeded & ~own) != 0;
    }

    /** Whether {@code move} (of the side to move) may leave the opponent stalemated. */
    boolean mayStalemate(int move) {
        if (!judges || Move.kind(move) == Move.CASTLING || Move.kind(move) == Move.EN_PASSANT) {
            return true;
        }
        long landing = bit(Move.to(move));
        long departure = bit(Move.from(move));
        for (int i = 0; i < conditions; i++) {
            if ((landings[i] & landing) == 0 && (departures[i] & departure) == 0) {
                return false;
            }
        }
        return true;
    }

    private void add(long landing, long departure) {
        landings[conditions] = landing;
        departures[conditions] = departure;
        conditions++;
        if ((departure & own) == 0) {
            landingsNeeded &= landing;
        }
    }
}
