package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Castling;
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
    private final int[] replies = new int[MoveGenerator.MAX_MOVES];
    /** Per reply of the opponent: the squares a move may land on or leave to take it away. */
    private final long[] landings = new long[MoveGenerator.MAX_MOVES];
    private final long[] departures = new long[MoveGenerator.MAX_MOVES];
    private int conditions;
    private boolean judges;

    /**
     * Prepares the filter for the side to move in {@code p}: learns the opponent's moves. Answers
     * whether some move may stalemate at all: not when one of the opponent's moves can be taken
     * away only by landing on squares where no move of the side to move can land (its own units
     * stand there), unless it may castle or capture e.p. When the side to move is in check the
     * filter lets every move pass.
     */
    boolean prepare(Position p) {
        conditions = 0;
        judges = !p.inCheck();
        if (!judges) {
            return true;
        }
        int us = p.sideToMove();
        long own = p.pieces(us);
        p.makeNull();
        int count = MoveGenerator.legal(p, replies, 0);
        int king = p.kingSquare(p.sideToMove());
        p.unmakeNull();
        long landingsNeeded = ~0L;
        for (int i = 0; i < count; i++) {
            int reply = replies[i];
            if (Move.kind(reply) == Move.CASTLING || Move.kind(reply) == Move.EN_PASSANT) {
                continue; // never judged: any move may take it away
            }
            add(reply, king);
            if ((departures[conditions - 1] & own) == 0) {
                landingsNeeded &= landings[conditions - 1];
            }
        }
        boolean special = p.hasLegalEnPassant()
                || (p.castlingRights() & (Castling.kingside(us) | Castling.queenside(us))) != 0;
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

    private void add(int reply, int king) {
        int from = Move.from(reply);
        int to = Move.to(reply);
        long landing;
        long departure;
        if (from == king) {
            long lines = Attacks.queen(to, 0L);
            landing = lines | Attacks.knight(to) | Attacks.king(to) | bit(to);
            departure = lines;
        } else {
            long pin = Bitboards.line(king, from);
            landing = pin | bit(from) | Bitboards.between(from, to);
            departure = pin;
            if (Move.mover(reply) == Piece.PAWN) {
                if (Move.isCapture(reply)) {
                    departure |= bit(to);
                } else {
                    landing |= bit(to);
                }
            }
        }
        landings[conditions] = landing;
        departures[conditions] = departure;
        conditions++;
    }
}
