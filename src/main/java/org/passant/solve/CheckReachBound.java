package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Castling;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * A necessary condition for a help mate in k half-moves, from distances alone: the side that plays
 * the last half-move gives check with it, so after its m moves one of its units attacks the square
 * where the other king then stands. That king makes at most n moves of one square (castling: one
 * of two), so it stands within n squares of where it is now (n + 1 with a castling right); each
 * unit of the mating side attacks, after at most m moves of its own, only squares that
 * {@link EmptyBoardReach} lists. When no unit can reach any square around the king in time, no
 * mate follows, whatever both sides play: a knight or a pawn far away, a bishop on the other
 * colour, a pawn that cannot promote in time.
 *
 * <p>Line pieces attack every square of their lines after one move on the empty board, so the
 * bound speaks mostly when the mating side has only knights, pawns and bishops, and a few moves
 * left; it costs one table look-up per unit.
 */
final class CheckReachBound {
    /** {@code AROUND[square][d]}: the squares within d king steps of the square, itself included. */
    private static final long[][] AROUND = new long[64][8];

    static {
        for (int square = 0; square < 64; square++) {
            AROUND[square][0] = bit(square);
            for (int d = 1; d < 8; d++) {
                long grown = AROUND[square][d - 1];
                long rest = grown;
                while (rest != 0) {
                    int s = Long.numberOfTrailingZeros(rest);
                    rest &= rest - 1;
                    grown |= Attacks.king(s);
                }
                AROUND[square][d] = grown;
            }
        }
    }

    /** Whether a mate may follow {@code plies} half-moves from {@code p}, the side to move first. */
    static boolean checkMayFollow(Position p, int plies) {
        int mover = p.sideToMove();
        // The last half-move is the side to move's when the count is odd.
        int mater = plies % 2 == 1 ? mover : mover ^ 1;
        int mated = mater ^ 1;
        int materMoves = mater == mover ? (plies + 1) / 2 : plies / 2;
        int matedMoves = plies - materMoves;
        boolean mayCastle = (p.castlingRights() & (Castling.kingside(mated) | Castling.queenside(mated))) != 0;
        long kingSquares = around(p.kingSquare(mated), matedMoves + (mayCastle && matedMoves > 0 ? 1 : 0));
        long units = p.pieces(mater) & ~p.pieces(mater, Piece.KING);
        while (units != 0) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int type = Piece.type(p.pieceAt(square));
            if ((EmptyBoardReach.attackedWithin(mater, type, square, materMoves) & kingSquares) != 0) {
                return true;
            }
        }
        return false;
    }

    private static long around(int square, int distance) {
        return AROUND[square][Math.min(distance, 7)];
    }

    private CheckReachBound() {
    }
}
