package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.DefectRules;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Where the pieces can have come from, when units that never moved ({@link Walls}) close off
 * parts of the board. Every knight, bishop, rook and queen is either an original one, come from a
 * starting square of its kind, or a promoted one, come from a square of the last rank. A piece
 * whose square none of these can reach past the walls is impossible; a kind with more pieces than
 * original ones that can reach them needs promotions, and those are counted against the missing
 * pawns.
 *
 * <p>A king that never moved adds a second kind of wall: a unit of the other side that gives it
 * check from next to it (a pawn, a knight, or a piece on an adjacent square) cannot be parried by
 * a king move or by a unit put between, so it was captured at once and went no further. So a pawn
 * that would check it from the seventh rank never promoted, and a rook born beside it never left
 * (the C3 position of the retro notes: {@code r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b} with Black's
 * 0-0-0 presumed: White cannot have promoted at all, and three rooks are one too many).
 *
 * <p>Reachability is over-estimated on purpose (captures are allowed wherever no wall stands, a
 * slider passes any square that is not a wall), so "cannot reach" is always a proof.
 */
final class PieceOrigins {
    private static final int[] KINDS = {Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};

    private PieceOrigins() {
    }

    private static final long[] SQUARE_COLOURS = {DefectRules.LIGHT_SQUARES, ~DefectRules.LIGHT_SQUARES};

    /** The first defect found for {@code color}, or null. */
    static Defect check(RetroBoard b, int color, long walls) {
        int enemyKing = b.king(color ^ 1);
        long frozenKing = enemyKing != Square.NONE && (walls & bit(enemyKing)) != 0 ? bit(enemyKing) : 0;
        Reaches reaches = Reaches.of(color, walls, frozenKing);
        int needed = 0;
        for (int kind : KINDS) {
            long units = b.pieces(color, kind);
            if (units == 0) {
                continue;
            }
            for (long squares : kind == Piece.BISHOP ? SQUARE_COLOURS : ALL_SQUARES) {
                long some = units & squares;
                long homes = homes(color, kind) & squares;
                int r = promotionsNeeded(kind, some, homes, reaches);
                if (r < 0) {
                    long original = some & ~reaches.promoted(kind);
                    return new Defect(DefectKind.PIECES_WITHOUT_ORIGIN, color, Square.NONE, original, Long.bitCount(original),
                            Long.bitCount(homes));
                }
                needed += r;
            }
        }
        int missing = 8 - Long.bitCount(b.pieces(color, Piece.PAWN));
        if (needed > missing) {
            return new Defect(DefectKind.TOO_MANY_PROMOTED_PIECES, color, Square.NONE, 0, needed, missing);
        }
        return null;
    }

    private static final long[] ALL_SQUARES = {~0L};

    /**
     * The fewest of {@code units} (one kind, one square colour for bishops) that must be promoted,
     * or -1 if they cannot all be explained: each is matched to a distinct home it can have come
     * from, or is promoted if a promoted piece of its kind can reach it.
     */
    private static int promotionsNeeded(int kind, long units, long homes, Reaches reaches) {
        if (units == 0) {
            return 0;
        }
        long promoted = reaches.promoted(kind);
        // At most two homes per kind: try every way of giving each home to one unit or to none.
        int h1 = homes == 0 ? Square.NONE : Long.numberOfTrailingZeros(homes);
        long rest = homes & (homes - 1);
        int h2 = rest == 0 ? Square.NONE : Long.numberOfTrailingZeros(rest);
        long from1 = h1 == Square.NONE ? 0 : reaches.fromHome(kind, h1);
        long from2 = h2 == Square.NONE ? 0 : reaches.fromHome(kind, h2);
        int best = -1;
        for (long a = candidates(units, from1); ; a = next(a, units, from1)) {
            for (long c = candidates(units & ~a, from2); ; c = next(c, units & ~a, from2)) {
                long left = units & ~a & ~c;
                if ((left & ~promoted) == 0) {
                    int count = Long.bitCount(left);
                    best = best < 0 ? count : Math.min(best, count);
                }
                if (c == 0) {
                    break;
                }
            }
            if (a == 0) {
                break;
            }
        }
        return best;
    }

    /** The first choice of unit for a home: the lowest unit it reaches, or none (0) if it reaches none. */
    private static long candidates(long units, long reached) {
        long ok = units & reached;
        return ok == 0 ? 0 : Long.lowestOneBit(ok);
    }

    /** The next choice after {@code chosen}: the next unit the home reaches, then none (0). */
    private static long next(long chosen, long units, long reached) {
        long later = units & reached & ~(chosen | (chosen - 1));
        return later == 0 ? 0 : Long.lowestOneBit(later);
    }

    /** Squares of the last rank where a pawn of {@code color} can have promoted. */
    static long promotionSquares(int color, long walls, long frozenKing) {
        long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        // A pawn on the seventh rank beside-below a king that never moved checks it and is taken at once.
        long pawnChecks = frozenKing == 0 ? 0 : Attacks.pawn(color ^ 1, Long.numberOfTrailingZeros(frozenKing));
        int back = color == Piece.WHITE ? -8 : 8;
        long squares = 0;
        for (long rest = lastRank & ~walls; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int straight = sq + back;
            long feeders = bit(straight) | (Attacks.king(straight) & (Bitboards.RANK_1 << (8 * Square.rank(straight))));
            if ((feeders & ~walls & ~pawnChecks) != 0) {
                squares |= bit(sq);
            }
        }
        return squares;
    }

    /** Squares from which a piece of {@code kind} checks a king on {@code king} with no square between. */
    static long contactChecks(int kind, int king) {
        return switch (kind) {
            case Piece.KNIGHT -> Attacks.knight(king);
            case Piece.BISHOP -> Attacks.bishop(king, ~0L);
            case Piece.ROOK -> Attacks.rook(king, ~0L);
            default -> Attacks.king(king);
        };
    }

    /**
     * Squares a piece of {@code kind} can reach from {@code from} without passing a wall; from a
     * square in {@code sinks} it goes no further.
     */
    static long reach(int kind, long from, long walls, long sinks) {
        long reached = from;
        long frontier = from & ~sinks;
        while (frontier != 0) {
            int sq = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            long fresh = Attacks.of(kind, sq, walls) & ~walls & ~reached;
            reached |= fresh;
            frontier |= fresh & ~sinks;
        }
        return reached;
    }

    /** The starting squares of {@code color}'s pieces of {@code kind}. */
    static long homes(int color, int kind) {
        long firstRank = switch (kind) {
            case Piece.KNIGHT -> bit(Square.B1) | bit(Square.G1);
            case Piece.BISHOP -> bit(Square.C1) | bit(Square.F1);
            case Piece.ROOK -> bit(Square.A1) | bit(Square.H1);
            default -> bit(Square.D1);
        };
        return color == Piece.WHITE ? firstRank : firstRank << 56;
    }
}
