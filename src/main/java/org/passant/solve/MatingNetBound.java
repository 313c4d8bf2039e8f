package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Castling;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * A necessary condition for a help mate in two half-moves: the side to move plays one move, then
 * its opponent mates. Most of a helpmate search is spent in positions two half-moves from the
 * end, trying every move of the side to be mated and every check after it; this test proves for
 * most of them, without playing a move, that no mate can follow.
 *
 * <p>The mate picture it asks for: the mated king on some square {@code t} (where it stands, one
 * legal king step away, or castled), in check, every square around it either held by one of its
 * own units or attacked by the mating side. What each move can change is bounded from above:
 * <ul>
 * <li>the mated side has one move: if the king moves, every other unit of its side stays where it
 *     stands and blocks lines; otherwise one unit leaves its square (so each line counts as open
 *     through one unit of that side) and arrives on one square its move can reach;</li>
 * <li>the mating side has one move: every unit but one attacks what it attacks now, and the one
 *     that moves goes to a square it reaches (where it may promote) and attacks from there.</li>
 * </ul>
 * The mating side's own units never count as blocking its lines (any of them may be the one that
 * moves away), the mated king neither (a square behind it on the line of check is no flight), and
 * a captured unit still counts. Each of these can only make the test answer "a mate may follow"
 * more often, never less: so when it answers "no", no mate follows, and the search skips the
 * position exactly. Castling moves two units at once: the castled king and rook are counted on
 * their new squares and, as if still there, on their old ones. Not thread-safe (scratch arrays).
 */
final class MatingNetBound {
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFFL << 56;

    private final int[] unitType = new int[16];
    private final long[] unitReach = new long[16];
    private final long[] unitAttacks = new long[16];
    /** Per type, the squares from which a unit of that type attacks every square no unit attacks now. */
    private final long[] destinations = new long[Piece.KING + 1];
    /** Attacks of the mating side's units without unit i: {@code before[i] | after[i + 1]}. */
    private final long[] before = new long[17];
    private final long[] after = new long[17];
    private int units;
    private int mater;
    private int materCastlings;
    /** The units that block lines in the picture being judged, and whether lines pass through one of them. */
    private long blockers;
    private boolean throughOne;
    /** Slider attacks among the current blockers, computed once per square and type for each picture. */
    private final long[][] sliderAttacks = new long[Piece.QUEEN + 1][64];
    private final int[][] computedIn = new int[Piece.QUEEN + 1][64];
    private int picture;

    /** Whether a mate may follow one move of the side to move and one move of its opponent. */
    boolean mateMayFollow(Position p) {
        return mayFollow(p, p.sideToMove(), NO_UNIT, 0L);
    }

    /**
     * Whether a mate may follow, three half-moves from {@code p}, once the side to move, the
     * mating side, has moved its unit on {@code from} to one of {@code landings} (quiet moves,
     * no promotion nor castling): what {@link #mateMayFollow} would say of every position after
     * such a move, asked once for all. The unit that moved attacks from every one of those
     * squares at once and may go on from any; the other side's units reach as if the square it
     * left were empty and none it may land on were taken; a square the king may step to counts
     * as attacked only when another unit attacks it with all those squares blocking. Each of
     * these only lets more through than after a single move, so where this says no, each of
     * those positions would be turned away one by one.
     */
    boolean mateMayFollowAMoveFrom(Position p, int from, long landings) {
        return mayFollow(p, p.sideToMove() ^ 1, from, landings);
    }

    private static final int NO_UNIT = -1;

    private boolean mayFollow(Position p, int defender, int moving, long landings) {
        mater = defender ^ 1;
        materCastlings = p.castlingRights() & Castling.of(mater);
        if (Long.bitCount(p.pieces(mater)) > 16) {
            return true;
        }
        int king = p.kingSquare(defender);
        long helpers = p.pieces(defender) & ~bit(king);

        long left = moving == NO_UNIT ? 0L : bit(moving);
        // The king stays: one helper leaves its square and may arrive on one square around the king.
        prepare(p, helpers, true, moving, landings);
        long open = Attacks.king(king) & ~helpers;
        if (covered(open, king)) {
            return true;
        }
        long arrivals = open & reach(p, p.occupied() & ~left, helpers, defender);
        while (arrivals != 0) {
            int square = Long.numberOfTrailingZeros(arrivals);
            arrivals &= arrivals - 1;
            if (covered(open & ~bit(square), king)) {
                return true;
            }
        }
        // The king castles: the rook leaves its corner for the square beside the king.
        for (int right : new int[] {Castling.kingside(defender), Castling.queenside(defender)}) {
            if ((p.castlingRights() & right) != 0) {
                int t = castledKing(right);
                if (covered(Attacks.king(t) & ~(helpers | bit(castledRook(right))), t)) {
                    return true;
                }
            }
        }
        // The king steps to t: every helper stays, and the square the king left is open.
        prepare(p, helpers, false, moving, landings);
        long steps = Attacks.king(king) & ~p.pieces(defender);
        long withoutKing = (p.occupied() | landings) ^ bit(king);
        long guards = p.pieces(mater) & ~left;
        while (steps != 0) {
            int t = Long.numberOfTrailingZeros(steps);
            steps &= steps - 1;
            if ((p.attackersTo(t, withoutKing) & guards) == 0 && covered(Attacks.king(t) & ~helpers, t)) {
                return true;
            }
        }
        return false;
    }

    private static int castledKing(int right) {
        int home = Castling.kingSquare(right);
        return isKingside(right) ? home + 2 : home - 2;
    }

    private static int castledRook(int right) {
        int home = Castling.kingSquare(right);
        return isKingside(right) ? home + 1 : home - 1;
    }

    private static boolean isKingside(int right) {
        return right == Castling.WHITE_KINGSIDE || right == Castling.BLACK_KINGSIDE;
    }

    /**
     * The mating side's units, their reach in one move and their attacks among these blockers;
     * the unit on {@code moving} (unless {@link #NO_UNIT}) from each of {@code landings} at once.
     */
    private void prepare(Position p, long blockers, boolean throughOne, int moving, long landings) {
        this.blockers = blockers;
        this.throughOne = throughOne;
        picture++;
        long all = p.pieces(mater);
        units = 0;
        while (all != 0) {
            int square = Long.numberOfTrailingZeros(all);
            all &= all - 1;
            int type = Piece.type(p.pieceAt(square));
            unitType[units] = type;
            unitReach[units] = 0;
            unitAttacks[units] = 0;
            for (long on = square == moving ? landings : bit(square); on != 0; on &= on - 1) {
                int s = Long.numberOfTrailingZeros(on);
                unitReach[units] |= type == Piece.PAWN ? pawnReach(mater, s) : attacks(type, s);
                unitAttacks[units] |= attacks(type, s);
            }
            units++;
        }
        before[0] = 0;
        for (int i = 0; i < units; i++) {
            before[i + 1] = before[i] | unitAttacks[i];
        }
        after[units] = 0;
        for (int i = units - 1; i >= 0; i--) {
            after[i] = after[i + 1] | unitAttacks[i];
        }
    }

    /**
     * Whether one move of the mating side can leave the king on {@code t} in check with every
     * square of {@code open} attacked: some unit moves, the others attack what they attack now.
     */
    private boolean covered(long open, int t) {
        long wanted = open | bit(t);
        // What no unit attacks now, the unit that moves must attack from its new square: a test
        // per type of unit first, so that most units are dismissed with one intersection.
        long uncovered = wanted & ~before[units];
        long typesTried = 0;
        for (int i = 0; i < units; i++) {
            int type = unitType[i];
            if (uncovered != 0) {
                if ((typesTried & 1L << type) == 0) {
                    typesTried |= 1L << type;
                    destinations[type] = attackingAll(type, uncovered);
                }
                if ((unitReach[i] & destinations[type]) == 0) {
                    continue;
                }
            }
            long missing = wanted & ~(before[i] | after[i + 1]);
            if (missing == 0 || (unitReach[i] & attackingAll(type, missing)) != 0) {
                return true;
            }
        }
        for (int right = 1; right <= Castling.BLACK_QUEENSIDE; right <<= 1) {
            if ((materCastlings & right) != 0) {
                long castled = Attacks.king(castledKing(right)) | attacks(Piece.ROOK, castledRook(right));
                if ((wanted & ~(before[units] | castled)) == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The squares from which a unit of this type (a pawn: of the mating side) attacks every square of {@code targets}. */
    private long attackingAll(int type, long targets) {
        if (type == Piece.PAWN) {
            long last = mater == Piece.WHITE ? RANK_8 : RANK_1;
            long asPawn = ~last;
            long asQueen = last;
            long asKnight = last;
            while (targets != 0) {
                int s = Long.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                asPawn &= Attacks.pawn(mater ^ 1, s);
                asQueen &= attacks(Piece.QUEEN, s);
                asKnight &= Attacks.knight(s);
            }
            return asPawn | asQueen | asKnight;
        }
        long squares = ~0L;
        while (targets != 0 && squares != 0) {
            int s = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            squares &= attacks(type, s); // symmetric: from s, the squares that attack s
        }
        return squares;
    }

    /**
     * Attacks of a unit of the mating side (pawns: its captures) among the blockers, a line passing
     * through one blocker on each ray when {@code throughOne}. Symmetric for every type but the pawn.
     */
    private long attacks(int type, int square) {
        return switch (type) {
            case Piece.PAWN -> Attacks.pawn(mater, square);
            case Piece.KNIGHT -> Attacks.knight(square);
            case Piece.KING -> Attacks.king(square);
            default -> {
                if (computedIn[type][square] != picture) {
                    long seen = Attacks.of(type, square, blockers);
                    sliderAttacks[type][square] = throughOne ? Attacks.of(type, square, blockers & ~seen) : seen;
                    computedIn[type][square] = picture;
                }
                yield sliderAttacks[type][square];
            }
        };
    }

    /** Squares the units in {@code units} can move to among {@code occupied} (pawns: steps to empty squares and any capture). */
    private static long reach(Position p, long occupied, long units, int color) {
        long own = p.pieces(color);
        long squares = 0;
        while (units != 0) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int type = Piece.type(p.pieceAt(square));
            if (type == Piece.PAWN) {
                squares |= Attacks.pawn(color, square) | pawnSteps(color, square, occupied);
            } else {
                squares |= Attacks.of(type, square, occupied) & ~own;
            }
        }
        return squares;
    }

    private static long pawnSteps(int color, int square, long occupied) {
        int step = color == Piece.WHITE ? 8 : -8;
        int one = square + step;
        if (one < 0 || one >= 64 || (occupied & bit(one)) != 0) {
            return 0;
        }
        long squares = bit(one);
        int rank = square >>> 3;
        if (rank == (color == Piece.WHITE ? 1 : 6) && (occupied & bit(one + step)) == 0) {
            squares |= bit(one + step);
        }
        return squares;
    }

    /** Squares a pawn reaches in one move on an empty board: steps and captures. */
    private static long pawnReach(int color, int square) {
        return Attacks.pawn(color, square) | pawnSteps(color, square, 0L);
    }
}
