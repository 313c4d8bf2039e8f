package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * A necessary condition for a help mate or stalemate in k half-moves, from distances alone, in
 * the spirit of Popeye's intelligent mode: after the last half-move the king of the side that does
 * not play it stands on some square t where every square around it is held by one of its own units
 * or attacked by the other side (and, for a mate, t itself is attacked by a unit other than the
 * king). That king makes at most n moves of one square (castling: one of two), so t lies within n
 * squares of where it stands now (n + 1 with a castling right). Its own units may stand, after n
 * moves between them, only where {@link EmptyBoardReach} lets each one go in n moves; the units of
 * the side that plays last attack, after its m moves, only what each one attacks within m moves
 * of its own there. When no square t has its whole neighbourhood among those, no mate and no
 * stalemate follows, whatever both sides play: a king in a corner whose last flight no unit can
 * reach in time, a knight too far, a bishop of the other colour, a pawn that cannot promote in time.
 *
 * <p>Each step only lets more squares count: units not counted as blocking lines, captures
 * ignored. First every unit is given all the moves of its side at once (a table look-up per unit
 * and a test per square the king may reach); the squares that pass go to {@link FlightCover},
 * which shares each side's moves among its units. Not thread-safe (scratch arrays).
 */
final class KingNetBound {
    /** Moves of one side up to which the bound speaks: a king crosses the board in 7. */
    private static final int MAX_MOVES = 7;

    private final FlightCover cover = new FlightCover();

    /**
     * Whether the goal (mate or stalemate of the side to move at the end) may follow {@code plies}
     * half-moves from {@code p}, the side to move first.
     */
    boolean goalMayFollow(Position p, int plies, Goal goal) {
        if (plies > 2 * MAX_MOVES) {
            return true; // distances of longer plays are not tabled here
        }
        int mover = p.sideToMove();
        // The last half-move is the side to move's when the count is odd.
        int last = plies % 2 == 1 ? mover : mover ^ 1;
        int other = last ^ 1;
        int lastMoves = last == mover ? (plies + 1) / 2 : plies / 2;
        int otherMoves = plies - lastMoves;
        long attacked = 0;  // squares the last side may attack at the end
        long checked = 0;   // the same without its king, which never gives check
        long units = p.pieces(last);
        while (units != 0) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int type = Piece.type(p.pieceAt(square));
            int moves = type == Piece.KING && p.mayCastle(last) ? lastMoves + 1 : lastMoves;
            long squares = EmptyBoardReach.attackedWithin(last, type, square, moves);
            attacked |= squares;
            if (type != Piece.KING) {
                checked |= squares;
            }
        }
        int king = p.kingSquare(other);
        boolean castles = p.mayCastle(other);
        // The king's moves and its units' moves come out of the same n: a king d moves away
        // leaves n - d to the others (n - d + 1 with a castling right, which moves two squares).
        int kept = otherMoves;
        long[] held = new long[kept + 1];
        units = p.pieces(other) & ~bit(king);
        while (units != 0) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int type = Piece.type(p.pieceAt(square));
            for (int moves = 0; moves <= kept; moves++) {
                held[moves] |= EmptyBoardReach.reachedWithin(other, type, square, moves);
            }
        }
        boolean prepared = false;
        for (int distance = 0; distance <= kept + (castles ? 1 : 0) && distance <= 7; distance++) {
            long ring = KingSteps.ring(king, distance);
            if (goal == Goal.MATE) {
                ring &= checked;
            }
            int movesSpent = castles ? Math.max(distance - 1, Math.min(distance, 1)) : distance;
            // Castling also moves a rook, for nothing: one move more for the units.
            int unitMoves = castles ? Math.min(kept, kept - movesSpent + 1) : kept - movesSpent;
            long covered = held[Math.max(0, unitMoves)] | attacked;
            while (ring != 0) {
                int t = Long.numberOfTrailingZeros(ring);
                ring &= ring - 1;
                if ((Attacks.king(t) & ~covered) != 0) {
                    continue;
                }
                if (!prepared) {
                    cover.prepare(p, last, lastMoves, p.mayCastle(last));
                    prepared = true;
                }
                if (cover.coverable(t, goal == Goal.MATE, Math.max(0, unitMoves))) {
                    return true;
                }
            }
        }
        return false;
    }

}
