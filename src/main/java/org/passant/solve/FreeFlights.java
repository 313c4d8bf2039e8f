package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * A test before a check is played that it cannot mate: a flight of the defender's king that no
 * attacking unit reaches now, and that the check cannot reach either, stays free after it, and a
 * king with a free flight is not mated.
 *
 * <p>Playing a check that does not mate costs a move, the checkers and the flight test of
 * {@link Checkmate}; most checks tried for a mate in one are such checks. A move changes what
 * attacks a flight in three ways only: the moved unit attacks from its new square, lines through
 * the square it left open, and its new square may block lines. The test counts every square on a
 * line through the square left as reached (whatever stands behind it), and ignores blocking, so a
 * flight it calls free is free; castling and e.p. move a second unit and are never judged.
 *
 * <p>One instance serves one position at a time ({@link #reset}), and learns which of the king's
 * squares are attacked only as the checks ask, since one free flight is enough.
 */
final class FreeFlights {
    private Position position;
    private int attacker;
    /** The defender's king's neighbours not held by its own units. */
    private long zone;
    private long occWithoutKing;
    /** Squares of the zone found unattacked, and found attacked, so far. */
    private long free;
    private long covered;

    /** Starts on a position, attacker to move, before any of its checks is judged. */
    void reset(Position p) {
        position = p;
        attacker = p.sideToMove();
        int king = p.kingSquare(attacker ^ 1);
        zone = Attacks.king(king) & ~p.pieces(attacker ^ 1);
        occWithoutKing = p.occupied() ^ bit(king);
        free = 0;
        covered = 0;
    }

    /**
     * Whether a flight stays free after the attacker's move, so that the move cannot mate. False
     * when unsure: castling and e.p. are not judged.
     */
    boolean survive(int move) {
        if (zone == 0 || Move.isCastling(move) || Move.isEnPassant(move)) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        long after = (occWithoutKing ^ bit(from)) | bit(to);
        int type = Move.promotion(move) != 0 ? Move.promotion(move) : Move.mover(move);
        long reached = type == Piece.PAWN ? Attacks.pawn(attacker, to) : Attacks.of(type, to, after);
        long opened = Attacks.queen(from, occWithoutKing) | bit(from);
        long untouched = zone & ~(reached | opened);
        if ((untouched & free) != 0) {
            return true;
        }
        long unknown = untouched & ~covered;
        while (unknown != 0) {
            int sq = Long.numberOfTrailingZeros(unknown);
            unknown &= unknown - 1;
            if (position.isAttacked(sq, attacker, occWithoutKing)) {
                covered |= bit(sq);
            } else {
                free |= bit(sq);
                return true;
            }
        }
        return false;
    }
}
