package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
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
 * {@code s} from which it can reach its square (a piece's move, a pawn's step, capture or double
 * step, a promotion). That is impossible when
 * <ul>
 * <li>{@code s} is held by another unit of the set, or a line to it passes one;
 * <li>{@code u} on {@code s} would attack the other king, of the set, from next to it (no unit can
 *     stand between): that king would be in check with {@code u}'s side to move;
 * <li>{@code u} is a king and {@code s} is attacked from next to it by a unit {@code v} of the set:
 *     with {@code u}'s side to move, that check was given by the move before, and a check from
 *     next to the king is never discovered, so {@code v} had just come to its square, yet every
 *     square {@code v} can have come from is held by the set (with {@code u} on {@code s}).
 * </ul>
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
    private static final long WHITE_START = 0xFFFFL;
    private static final long BLACK_START = 0xFFFFL << 48;
    private static final int[] START_TYPES = {Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING,
        Piece.BISHOP, Piece.KNIGHT, Piece.ROOK};

    private FrozenUnits() {
    }

    /** The units that shut each other in (the largest such set), as squares. */
    static long of(RetroBoard b) {
        long frozen = b.occupied & ~castled(b);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (long rest = frozen & ~b.byType[Piece.PAWN] | frozen & b.byType[Piece.PAWN] & ~homeRanks(b);
                    rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                if (canHaveArrived(b, sq, frozen)) {
                    frozen &= ~bit(sq);
                    changed = true;
                }
            }
        }
        return frozen;
    }

    /** The first unit of the set that is not on its square of the initial array (the side that moved last first), or null. */
    static Defect check(RetroBoard b) {
        long frozen = of(b);
        long away = frozen & ~atStart(b);
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

    /** Units that stand where the initial array has a unit of their colour and kind. */
    private static long atStart(RetroBoard b) {
        long at = 0;
        for (long rest = b.occupied & (WHITE_START | BLACK_START); rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int rank = Square.rank(sq);
            int color = rank < 2 ? Piece.WHITE : Piece.BLACK;
            int type = rank == 1 || rank == 6 ? Piece.PAWN : START_TYPES[Square.file(sq)];
            if (b.board[sq] == Piece.code(color, type)) {
                at |= bit(sq);
            }
        }
        return at;
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

    /** Whether the unit on {@code sq} can have come there from a square not held by the set {@code frozen}. */
    private static boolean canHaveArrived(RetroBoard b, int sq, long frozen) {
        int color = b.board[sq] >>> 3;
        int type = b.board[sq] & 7;
        long others = frozen & ~bit(sq);
        if (type == Piece.PAWN) {
            return anyStands(b, sq, color, Piece.PAWN, pawnSources(color, sq, others), others);
        }
        long sources = Attacks.of(type, sq, others) & ~others;
        if (anyStands(b, sq, color, type, sources, others)) {
            return true;
        }
        return type != Piece.KING && anyStands(b, sq, color, Piece.PAWN, promotionSources(color, sq, others), others);
    }

    /** Squares a pawn of {@code color} can have come to {@code sq} from: a step, a double step, a capture. */
    private static long pawnSources(int color, int sq, long held) {
        int rel = Square.relativeRank(sq, color);
        if (rel < 2) {
            return 0;
        }
        int back = color == Piece.WHITE ? -8 : 8;
        long sources = bit(sq + back) | Attacks.pawn(color ^ 1, sq);
        if (rel == 3 && (held & bit(sq + back)) == 0) {
            sources |= bit(sq + 2 * back);
        }
        return sources & ~held;
    }

    /** Squares a pawn of {@code color} can have promoted on {@code sq} from (none off its last rank). */
    private static long promotionSources(int color, int sq, long held) {
        if (Square.relativeRank(sq, color) != 7) {
            return 0;
        }
        int back = color == Piece.WHITE ? -8 : 8;
        return (bit(sq + back) | Attacks.pawn(color ^ 1, sq)) & ~held;
    }

    /** Whether the unit can have stood on one of {@code sources} (as a {@code typeThere}) just before coming to {@code sq}. */
    private static boolean anyStands(RetroBoard b, int sq, int color, int typeThere, long sources, long others) {
        for (long rest = sources; rest != 0; rest &= rest - 1) {
            if (!excluded(b, sq, color, typeThere, Long.numberOfTrailingZeros(rest), others)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the unit cannot have stood on {@code s} with its side to move, the set's other units where they are. */
    private static boolean excluded(RetroBoard b, int sq, int color, int typeThere, int s, long others) {
        int enemyKing = b.king(color ^ 1);
        if (enemyKing != Square.NONE && (others & bit(enemyKing)) != 0 && (contact(typeThere, color, s) & bit(enemyKing)) != 0) {
            return true; // the other king would be in check with this side to move
        }
        if (typeThere != Piece.KING) {
            return false;
        }
        long occupiedBefore = others | bit(s);
        for (long checkers = others & b.byColor[color ^ 1]; checkers != 0; checkers &= checkers - 1) {
            int v = Long.numberOfTrailingZeros(checkers);
            int vType = b.board[v] & 7;
            if (vType != Piece.KING && (contact(vType, color ^ 1, v) & bit(s)) != 0 && !canHaveJustCome(b, v, occupiedBefore)) {
                return true; // a check from next to the king that nobody can have given
            }
        }
        return false;
    }

    /** Whether the unit on {@code v} can have just moved there, every square in {@code occupied} held. */
    private static boolean canHaveJustCome(RetroBoard b, int v, long occupied) {
        int color = b.board[v] >>> 3;
        int type = b.board[v] & 7;
        if (type == Piece.PAWN) {
            return pawnSources(color, v, occupied) != 0;
        }
        if (type == Piece.ROOK && Square.relativeRank(v, color) == 0 && (Square.file(v) == 3 || Square.file(v) == 5)) {
            return true; // it may have come by castling
        }
        return (Attacks.of(type, v, occupied) & ~occupied) != 0 || promotionSources(color, v, occupied) != 0;
    }

    /** Squares a unit of {@code type} and {@code color} on {@code s} attacks with no square between. */
    private static long contact(int type, int color, int s) {
        return switch (type) {
            case Piece.PAWN -> Attacks.pawn(color, s);
            case Piece.KNIGHT -> Attacks.knight(s);
            case Piece.KING -> Attacks.king(s);
            default -> Attacks.of(type, s, ~0L);
        };
    }
}
