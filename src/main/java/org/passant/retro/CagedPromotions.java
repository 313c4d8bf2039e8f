package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Promoted pieces that have never moved: a knight, bishop, rook or queen on its side's last rank
 * whose every move from there ends on a wall (a square one unit has held all game, {@link Walls}).
 * No move can have brought it there either (a move in uses the same lines as a move out), and a
 * piece of that side never starts on that rank, so it appeared there by a promotion and has stood
 * there ever since: from that moment the square is closed to every other unit.
 *
 * <p>Before the promotion the promoting pawn stood on a square behind it, straight or diagonal,
 * that is not a wall. When only one such square is left it is the {@code feeder}: at the moment
 * of the promotion the pawn stood there, so no other unit can have stood on it then.
 *
 * <p>Janko's B record {@code BbK1k3/Pp2ppp1/p1p5/1p6/8/8/8/8 b}: the white bishop on a8 can only
 * move to b7, where Black's pawn never moved; it was promoted on a8 from a7. A black rook that the
 * a7 pawn took last would have come in from a8, closed since that promotion, and before it the
 * rook would have stood on a7 when the promoting pawn did.
 */
final class CagedPromotions {
    private CagedPromotions() {
    }

    /** Squares of the caged promoted pieces of both sides. */
    static long squares(RetroBoard b, long walls) {
        long found = 0;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
            long pieces = b.byColor[color] & lastRank & ~b.byType[Piece.PAWN] & ~b.byType[Piece.KING];
            for (long rest = pieces; rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                if ((Walls.exits(b.board[sq] & 7, sq) & ~walls) == 0) {
                    found |= bit(sq);
                }
            }
        }
        return found;
    }

    /**
     * The one square the pawn that promoted on {@code square} can have stood on just before, or
     * {@link Square#NONE} if more than one is open.
     */
    static int feeder(RetroBoard b, int square, long walls) {
        int color = b.board[square] >>> 3;
        int straight = square + (color == Piece.WHITE ? -8 : 8);
        // The pawn stood straight behind, or diagonally behind if it captured as it promoted.
        long candidates = (bit(straight) | Attacks.pawn(color ^ 1, square)) & ~walls;
        return Long.bitCount(candidates) == 1 ? Long.numberOfTrailingZeros(candidates) : Square.NONE;
    }
}
