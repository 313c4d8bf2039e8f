package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * A king came to its square from its starting square one king step at a time (castling too: the
 * king crosses the square beside it, which must then be empty and not attacked). Some squares it
 * can never have stood on, at any moment of the game:
 * <ul>
 * <li>squares held since the start by a unit that never moved ({@link Walls}) or never empty
 *     ({@link HeldSquares}), of either colour;
 * <li>squares that an enemy unit that never moved attacks where no unit can block: a pawn's
 *     capture squares, a knight's or a king's squares, the squares next to a line piece. That unit
 *     has attacked the square since the start, so a king that came there moved into check;
 * <li>the square of an enemy pawn that made its one move (it stands on its third rank) by a
 *     capture, because the square straight behind it holds a pawn that never moved: before its move
 *     it attacked that square from its starting square, after it it stood there.
 * </ul>
 * If the king's square cannot be reached from its starting square without stepping on such a
 * square, no game reached the position. This is the composers' "the king is behind the pawns":
 * Ceriani's {@code 3bkN1K/pppprp1p/4p1p1/8/8/8/8/8}, where the white king on h8 got behind Black's
 * pawn line through g7 only, so g7-g6 was not Black's last move.
 */
final class KingRoutes {
    private KingRoutes() {
    }

    /**
     * The defect for the first king of {@code b} walled off from its starting square, or null.
     * {@code walls} are the squares held since the start, {@code held} those never empty.
     */
    static Defect check(RetroBoard b, long walls, long held) {
        int mover = b.sideToMove ^ 1;
        Defect d = check(b, mover, walls, held);
        return d != null ? d : check(b, mover ^ 1, walls, held);
    }

    private static Defect check(RetroBoard b, int color, long walls, long held) {
        int king = b.king(color);
        int home = color == Piece.WHITE ? Square.E1 : Square.E8;
        if (king == home) {
            return null;
        }
        long[] closedBy = new long[64];
        long closed = closedSquares(b, color, walls, held, closedBy);
        // Flood back from the king over squares it can have stood on; its starting square is where
        // it stood at the start, so it is always a square of the route.
        long open = ~closed | bit(home);
        long region = bit(king);
        long frontier = region;
        while (frontier != 0) {
            long next = 0;
            for (long rest = frontier; rest != 0; rest &= rest - 1) {
                next |= Attacks.king(Long.numberOfTrailingZeros(rest));
            }
            next &= open & ~region;
            region |= next;
            frontier = next;
        }
        if ((region & bit(home)) != 0 && (closed & bit(king)) == 0) {
            return null;
        }
        // Name the units that close the region: those behind the closed squares around it (and
        // the king's own square, when a unit that never moved attacks it).
        long border = 0;
        for (long rest = region; rest != 0; rest &= rest - 1) {
            border |= Attacks.king(Long.numberOfTrailingZeros(rest));
        }
        border = border & closed & ~region | closed & bit(king);
        long units = 0;
        for (long rest = border; rest != 0; rest &= rest - 1) {
            units |= closedBy[Long.numberOfTrailingZeros(rest)];
        }
        return new Defect(DefectKind.KING_WALLED_OFF_FROM_HOME, color, king, units, Long.bitCount(region), 0);
    }

    /**
     * The squares the king of {@code color} can never have stood on, each with the units that
     * close it in {@code closedBy}. Only units that never moved ({@code walls}) attack a square
     * for the whole game; a square never empty ({@code held}) may have changed hands.
     */
    private static long closedSquares(RetroBoard b, int color, long walls, long held, long[] closedBy) {
        int enemy = color ^ 1;
        long fixed = walls | held;
        long closed = fixed;
        for (long rest = fixed; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            closedBy[sq] |= bit(sq);
        }
        for (long rest = walls & b.byColor[enemy]; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            long attacked = unblockableAttacks(Piece.type(b.board[sq]), enemy, sq);
            closed |= attacked;
            for (long a = attacked; a != 0; a &= a - 1) {
                closedBy[Long.numberOfTrailingZeros(a)] |= bit(sq);
            }
        }
        for (long rest = capturedIntoThirdRank(b, enemy, fixed); rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            closed |= bit(sq);
            closedBy[sq] |= bit(sq);
        }
        return closed;
    }

    /** The squares a unit of {@code type} and {@code color} on {@code sq} attacks whatever stands between. */
    static long unblockableAttacks(int type, int color, int sq) {
        return switch (type) {
            case Piece.PAWN -> Attacks.pawn(color, sq);
            case Piece.KNIGHT -> Attacks.knight(sq);
            case Piece.KING -> Attacks.king(sq);
            // A line piece attacks its nearest squares whatever else stands on the board.
            default -> Attacks.of(type, sq, ~0L);
        };
    }

    /**
     * The pawns of {@code color} on their third rank whose square straight behind is held since
     * the start ({@code fixed}): each made one move, a capture from a starting square beside,
     * from which it attacked the square it stands on.
     */
    private static long capturedIntoThirdRank(RetroBoard b, int color, long fixed) {
        long found = 0;
        int back = color == Piece.WHITE ? -8 : 8;
        for (long rest = b.pieces(color, Piece.PAWN); rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if (Square.relativeRank(sq, color) == 2 && (fixed & bit(sq + back)) != 0) {
                found |= bit(sq);
            }
        }
        return found;
    }
}
