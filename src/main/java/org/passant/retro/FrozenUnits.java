package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Units that shut each other in: a set of units none of which can have made the last move that
 * changed the set, whatever the other units did. Then the set has never changed since the game
 * began, so each of its units stands where it stood in the initial array; one that does not is
 * impossible.
 *
 * <p>The proof: take the last move by which a unit {@code u} of the set came to its square. Just
 * before it, every other unit of the set stood where it stands now, and {@code u} stood on a square
 * it can have come from by the rules of {@link SetRetractions}; when no unit of the set has one, no such move
 * was ever made.
 * The set is the largest one for which every unit fails so: units are dropped until none can be.
 * Other units are never relied on, since they may have stood anywhere. A king that may just have
 * castled (on its castled square, its rook beside it) and that rook are never in the set, for
 * castling moves two units at once.
 *
 * <p>Brandis's A record {@code 8/8/8/8/8/1P6/1PkPP3/KR1b4 b}, White's last move a2xb3 taken back:
 * the white king on a1 and rook on b1, the black king on c2 and bishop on d1 and the pawns on a2,
 * b2, d2 and e2 shut each other in (the rook on c1 would check the king on c2; the black king on c1
 * would be in check from a rook that cannot have come to b1; on b3, c3 or d3 from a pawn that never
 * moved), so the white king has always been on a1.
 */
final class FrozenUnits {
    private FrozenUnits() {
    }

    /** The units that shut each other in (the largest such set), as squares. */
    static long of(RetroBoard b) {
        return shrink(b, b.occupied & ~castled(b), 0);
    }

    /**
     * The largest set of units each of which, the others standing still, reaches at most
     * {@code maxSquares} squares besides its own by moves taken back ({@link Cages}); with 0,
     * {@link #of}.
     */
    static long cageCandidates(RetroBoard b, int maxSquares) {
        return shrink(b, b.occupied & ~castled(b), maxSquares);
    }

    private static long shrink(RetroBoard b, long set, int maxSquares) {
        long home = homeRanks(b);
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] kings = SetRetractions.kings(b.board, set);
            for (long rest = set & ~home; rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                if (SetRetractions.plainlyFree(b.board, set, sq, kings, maxSquares)
                        || SetRetractions.reach(b.board, set, sq, kings, maxSquares) > maxSquares) {
                    set &= ~bit(sq);
                    kings = SetRetractions.kings(b.board, set);
                    changed = true;
                }
            }
        }
        return set;
    }

    /** The first unit of the set that is not on its square of the initial array (the side that moved last first), or null. */
    static Defect check(RetroBoard b) {
        return check(b, of(b));
    }

    /** As {@link #check(RetroBoard)}, with the set {@code frozen} already found by {@link #of(RetroBoard)}. */
    static Defect check(RetroBoard b, long frozen) {
        long away = frozen & ~SetRetractions.atStart(b);
        if (away == 0) {
            return null;
        }
        int mover = b.sideToMove ^ 1;
        int color = (away & b.byColor[mover]) != 0 ? mover : mover ^ 1;
        // The unit nearest its own first rank, so that exchanging the colours names the same unit.
        long ours = away & b.byColor[color];
        int sq = color == Piece.WHITE ? Long.numberOfTrailingZeros(ours) : Long.numberOfTrailingZeros(Long.reverseBytes(ours)) ^ 56;
        return new Defect(DefectKind.UNITS_SHUT_IN_AWAY_FROM_HOME, color, sq, frozen, Long.bitCount(frozen), 0);
    }

    /** Pawns on their second rank: they never moved, whatever else happened. */
    private static long homeRanks(RetroBoard b) {
        return b.pieces(Piece.WHITE, Piece.PAWN) & Bitboards.RANK_2 | b.pieces(Piece.BLACK, Piece.PAWN) & Bitboards.RANK_7;
    }

    /** A king on g1, c1, g8 or c8 with its rook beside it on f1, d1, f8 or d8: the two may just have castled. */
    private static long castled(RetroBoard b) {
        long pairs = 0;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            int home = color == Piece.WHITE ? Square.E1 : Square.E8;
            int king = Piece.code(color, Piece.KING);
            int rook = Piece.code(color, Piece.ROOK);
            for (int side = -1; side <= 1; side += 2) {
                if (b.board[home + 2 * side] == king && b.board[home + side] == rook) {
                    pairs |= bit(home + 2 * side) | bit(home + side);
                }
            }
        }
        return pairs;
    }
}
