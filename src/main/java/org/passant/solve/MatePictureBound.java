package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import java.util.Arrays;
import org.passant.board.Attacks;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * A necessary condition for a help mate in k half-moves, counting each side's moves unit by unit
 * towards one final picture, as Popeye's intelligent mode does: the mated king ends on some
 * square t; each unit of the mating side ends on one square (as one type: a pawn may have
 * promoted) and attacks from there; each of the king's own units ends on one square. The picture
 * is a mate only if t is attacked by a unit other than the king and every square around t is
 * attacked or occupied by one of the king's units; the mating king ends two steps from t at
 * least, since kings never stand side by side. A side's moves are the sum of its units' moves
 * (fewest on the empty board, {@link EmptyBoardStates}); the king's walk to t comes out of its
 * side's moves. When no t and no choice of final squares fits in both sides' moves, no mate
 * follows.
 *
 * <p>Why this is exact: each real line ends in some picture, and in it every unit stands where
 * its real moves took it, after at least as many moves as the empty board needs; what a unit
 * attacks on the empty board includes what it attacks on a real one. The units that block lines,
 * the captures, pins and interpositions are left out: each would only forbid more pictures.
 *
 * <p>How: the nine squares (t and its flights) make a nine-bit set; each unit's states give the
 * subsets it may attack (or occupy) with their fewest moves; a small dynamic programme over the
 * 512 subsets finds the fewest moves of the mating side for each, and over the 256 subsets of the
 * flights the fewest of the other side. It is sharper than {@link FlightCover}, which lets a unit
 * attack everything it could attack from any square within its moves, and looks only at
 * {@link org.passant.problem.Goal#MATE}. Not thread-safe (scratch arrays).
 */
final class MatePictureBound {
    /** Moves of one side up to which the bound speaks (as {@link KingNetBound}). */
    private static final int MAX_MOVES = 7;
    private static final int CHECK = 1 << 8;
    private static final int NONE = Integer.MAX_VALUE / 4;
    /**
     * {@code PICTURE[kind][s][t]}: the nine-bit subset of t's flights (bits 0-7, in the order of
     * their squares) and t (bit 8) that a unit of this kind on s attacks on the empty board.
     */
    private static final short[][][] PICTURE = new short[7][64][64];
    /** {@code FLIGHT_BIT[t][square]}: the bit of a flight of t, or -1. */
    private static final byte[][] FLIGHT_BIT = new byte[64][64];

    static {
        for (int t = 0; t < 64; t++) {
            Arrays.fill(FLIGHT_BIT[t], (byte) -1);
            int index = 0;
            for (long flights = Attacks.king(t); flights != 0; flights &= flights - 1) {
                FLIGHT_BIT[t][Long.numberOfTrailingZeros(flights)] = (byte) index++;
            }
        }
        for (int kind = 0; kind < 7; kind++) {
            for (int s = 0; s < 64; s++) {
                long attacked = switch (kind) {
                    case 0 -> Attacks.pawn(Piece.WHITE, s);
                    case 1 -> Attacks.pawn(Piece.BLACK, s);
                    case Piece.KNIGHT -> Attacks.knight(s);
                    case Piece.KING -> Attacks.king(s);
                    default -> Attacks.of(kind, s, 0L);
                };
                for (int t = 0; t < 64; t++) {
                    // A king never stands beside the other king: from there it takes part in no picture.
                    boolean besideTheKing = kind == Piece.KING && (KingSteps.within(t, 1) & bit(s)) != 0;
                    PICTURE[kind][s][t] = besideTheKing ? 0 : (short) nineBits(attacked, t);
                }
            }
        }
    }

    private final int[] attackerKind = new int[64];
    private final int[] attackerSquare = new int[64];
    private final int[] holderKind = new int[64];
    private final int[] holderSquare = new int[64];
    private int attackers;
    private int holders;
    private int last;
    private int kingBonus;
    /**
     * The fewest moves of the mating side per subset of the nine squares, valid where
     * {@link #matingStamp} is the current {@link #stamp}; with the list of subsets reached.
     */
    private final int[] mating = new int[512];
    private final int[] matingStamp = new int[512];
    private final int[] reached = new int[512];
    /** The costs of the subsets reached before the unit being added: each unit is used once. */
    private final int[] before = new int[512];
    /** The options of each unit, state and budget met so far ({@link #unitOptions}); scratch to build them. */
    private final int[][] remembered = new int[7 * 64 * 64 * 2 * (EmptyBoardStates.MAX_MOVES + 1)][];
    private final int[] optionStamp = new int[512];
    private final int[] options = new int[7 * 64];
    private final int[] held = new int[256];
    private final int[] heldStamp = new int[256];
    private final int[] heldReached = new int[256];
    private int stamp;
    private int optionRound;
    private int heldRound;
    /** Per budget of the king's units: the squares one of them may stand on (a cheap first test per t). */
    private final long[] standable = new long[MAX_MOVES + 2];

    /** Whether a mate of the side to move at the end may follow {@code plies} half-moves from {@code p}. */
    boolean mateMayFollow(Position p, int plies) {
        if (plies > 2 * MAX_MOVES) {
            return true;
        }
        int mover = p.sideToMove();
        last = plies % 2 == 1 ? mover : mover ^ 1;
        int other = last ^ 1;
        int lastMoves = last == mover ? (plies + 1) / 2 : plies / 2;
        int otherMoves = plies - lastMoves;
        boolean lastCastles = p.mayCastle(last);
        // Castling moves a rook for nothing: one move more for the side; the king's two squares
        // are looked up one move further and paid one less.
        int matingMoves = lastCastles ? lastMoves + 1 : lastMoves;
        kingBonus = lastCastles ? 1 : 0;
        learnUnits(p, other);
        if (!sameMatingSide(matingMoves)) {
            generation++;
        }
        long checkable = 0;
        for (int i = 0; i < attackers; i++) {
            if (attackerKind[i] != Piece.KING) {
                checkable |= EmptyBoardReach.attackedWithin(last, attackerKind[i] <= 1 ? Piece.PAWN : attackerKind[i],
                        attackerSquare[i], matingMoves);
            }
        }
        long attackable = checkable;
        for (int i = 0; i < attackers; i++) {
            if (attackerKind[i] == Piece.KING) {
                attackable |= EmptyBoardReach.attackedWithin(last, Piece.KING, attackerSquare[i], matingMoves + kingBonus);
            }
        }
        int king = p.kingSquare(other);
        boolean castles = p.mayCastle(other);
        int kept = otherMoves;
        for (int moves = 0; moves <= Math.min(kept + 1, MAX_MOVES + 1); moves++) {
            long squares = 0;
            for (int j = 0; j < holders; j++) {
                squares |= EmptyBoardReach.reachedWithin(other, holderKind[j] <= 1 ? Piece.PAWN : holderKind[j],
                        holderSquare[j], moves);
            }
            standable[moves] = squares;
        }
        for (int distance = 0; distance <= kept + (castles ? 1 : 0) && distance <= 7; distance++) {
            long ring = KingSteps.ring(king, distance) & checkable;
            int movesSpent = castles ? Math.max(distance - 1, Math.min(distance, 1)) : distance;
            int unitMoves = Math.max(0, castles ? Math.min(kept, kept - movesSpent + 1) : kept - movesSpent);
            while (ring != 0) {
                int t = Long.numberOfTrailingZeros(ring);
                ring &= ring - 1;
                if ((Attacks.king(t) & ~(attackable | standable[Math.min(unitMoves, MAX_MOVES + 1)])) != 0) {
                    continue; // some flight neither attacked nor occupied, even unit by unit
                }
                if (pictureFits(t, matingMoves, unitMoves)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Per square t of the king: the subsets of its nine squares, t among them, that the mating
     * side may attack within its moves, none kept that another one contains; valid where
     * {@link #checkStamp} is the current {@link #generation}. The positions asked about in a row
     * are mostly siblings after moves of the king's side, whose mating side is the same.
     */
    private final int[][] checkSubsets = new int[64][];
    private final int[] checkStamp = new int[64];
    private int generation = 1;
    private final int[] learntKind = new int[64];
    private final int[] learntSquare = new int[64];
    private int learntAttackers = -1;
    private int learntMoves;
    private int learntBonus;
    private int learntLast;

    /** Whether the mating side's units, moves and castling are those learnt last; remembers them if not. */
    private boolean sameMatingSide(int matingMoves) {
        boolean same = learntAttackers == attackers && learntMoves == matingMoves && learntBonus == kingBonus
                && learntLast == last;
        for (int i = 0; i < attackers && same; i++) {
            same = learntKind[i] == attackerKind[i] && learntSquare[i] == attackerSquare[i];
        }
        if (!same) {
            System.arraycopy(attackerKind, 0, learntKind, 0, attackers);
            System.arraycopy(attackerSquare, 0, learntSquare, 0, attackers);
            learntAttackers = attackers;
            learntMoves = matingMoves;
            learntBonus = kingBonus;
            learntLast = last;
        }
        return same;
    }

    /** The subsets of t's nine squares with t that the mating side may attack within {@code matingMoves}, the largest only. */
    private int[] checkSubsets(int t, int matingMoves) {
        if (checkStamp[t] == generation) {
            return checkSubsets[t];
        }
        int count = matingCosts(t, matingMoves);
        int kept = 0;
        for (int i = 0; i < count; i++) {
            int subset = reached[i];
            if ((subset & CHECK) == 0) {
                continue;
            }
            boolean contained = false;
            for (int j = 0; j < count && !contained; j++) {
                int other = reached[j];
                contained = other != subset && (other & subset) == subset;
            }
            if (!contained) {
                before[kept++] = subset;
            }
        }
        checkSubsets[t] = Arrays.copyOf(before, kept);
        checkStamp[t] = generation;
        return checkSubsets[t];
    }

    private void learnUnits(Position p, int other) {
        attackers = 0;
        for (long units = p.pieces(last); units != 0; units &= units - 1) {
            int square = Long.numberOfTrailingZeros(units);
            attackerKind[attackers] = EmptyBoardStates.kind(last, Piece.type(p.pieceAt(square)));
            attackerSquare[attackers++] = square;
        }
        holders = 0;
        for (long units = p.pieces(other) & ~bit(p.kingSquare(other)); units != 0; units &= units - 1) {
            int square = Long.numberOfTrailingZeros(units);
            holderKind[holders] = EmptyBoardStates.kind(other, Piece.type(p.pieceAt(square)));
            holderSquare[holders++] = square;
        }
    }

    /**
     * Whether the king on t can be mated with {@code matingMoves} moves of the mating side and
     * {@code holderMoves} of the king's own units.
     */
    private boolean pictureFits(int t, int matingMoves, int holderMoves) {
        int flights = Long.bitCount(Attacks.king(t));
        int all = CHECK | (1 << flights) - 1;
        boolean heldKnown = false;
        for (int subset : checkSubsets(t, matingMoves)) {
            int open = all & ~subset;
            if (open == 0) {
                return true;
            }
            if (!heldKnown) {
                holdingCosts(t, holderMoves);
                heldKnown = true;
            }
            if (holding(open) <= holderMoves) {
                return true;
            }
        }
        return false;
    }

    /** Fills {@link #mating} for the subsets of t's nine squares; returns how many subsets are in {@link #reached}. */
    private int matingCosts(int t, int budget) {
        stamp++;
        mating[0] = 0;
        matingStamp[0] = stamp;
        reached[0] = 0;
        int count = 1;
        for (int i = 0; i < attackers; i++) {
            int kind = attackerKind[i];
            boolean isKing = kind == Piece.KING;
            int bonus = isKing ? kingBonus : 0;
            int[] unit = unitOptions(kind, attackerSquare[i], t, budget + bonus, bonus, isKing ? ~CHECK : ~0);
            int sources = count;
            for (int r = 0; r < sources; r++) {
                before[r] = mating[reached[r]];
            }
            for (int r = 0; r < sources; r++) {
                int subset = reached[r];
                int spent = before[r];
                for (int o = 0; o < unit.length; o++) {
                    int covered = unit[o] & 511;
                    int cost = spent + (unit[o] >>> 9);
                    int union = subset | covered;
                    if (cost > budget) {
                        continue;
                    }
                    if (matingStamp[union] != stamp) {
                        matingStamp[union] = stamp;
                        mating[union] = cost;
                        reached[count++] = union;
                    } else if (cost < mating[union]) {
                        mating[union] = cost;
                    }
                }
            }
        }
        return count;
    }

    /**
     * The subsets one attacking unit may attack from one final state within {@code moves} of its
     * own moves, each as {@code cost << 9 | subset} with its fewest moves less {@code bonus}, no
     * subset kept that another as cheap contains. Remembered: between the nodes of a search most
     * units of the mating side stand still.
     */
    private int[] unitOptions(int kind, int square, int t, int moves, int bonus, int allowed) {
        int key = ((kind * 64 + square) * 64 + t) * 2 * (EmptyBoardStates.MAX_MOVES + 1)
                + 2 * Math.min(moves, EmptyBoardStates.MAX_MOVES) + bonus;
        int[] known = remembered[key];
        if (known == null) {
            known = options(kind, square, t, moves, bonus, allowed);
            remembered[key] = known;
        }
        return known;
    }

    private int[] options(int kind, int square, int t, int moves, int bonus, int allowed) {
        int[] states = EmptyBoardStates.states(kind, square);
        int count = 0;
        int from = 0;
        optionRound++;
        for (int k = 0; k <= moves && k <= EmptyBoardStates.MAX_MOVES; k++) {
            int to = EmptyBoardStates.within(kind, square, k);
            int cost = Math.max(0, k - bonus);
            for (int index = from; index < to; index++) {
                int state = states[index];
                int type = state >>> 6;
                int covered = PICTURE[EmptyBoardStates.kind(last, type)][state & 63][t] & allowed;
                if (covered == 0) {
                    continue;
                }
                // Nearest first: a subset met again is no cheaper.
                if (optionStamp[covered] != optionRound) {
                    optionStamp[covered] = optionRound;
                    options[count++] = cost << 9 | covered;
                }
            }
            from = to;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            int cost = options[i] >>> 9;
            int covered = options[i] & 511;
            boolean dominated = false;
            for (int o = 0; o < count && !dominated; o++) {
                int other = options[o] & 511;
                dominated = o != i && (other & covered) == covered && options[o] >>> 9 <= cost
                        && (other != covered || o < i);
            }
            if (!dominated) {
                options[kept++] = options[i];
            }
        }
        return Arrays.copyOf(options, kept);
    }

    /** Fills {@link #held}: the fewest moves of the king's units that stand on each subset of t's flights. */
    private void holdingCosts(int t, int budget) {
        heldRound++;
        held[0] = 0;
        heldStamp[0] = heldRound;
        heldReached[0] = 0;
        int count = 1;
        long flights = Attacks.king(t);
        for (int j = 0; j < holders; j++) {
            int sources = count;
            for (int r = 0; r < sources; r++) {
                before[r] = held[heldReached[r]];
            }
            for (long rest = flights; rest != 0; rest &= rest - 1) {
                int f = Long.numberOfTrailingZeros(rest);
                int moves = EmptyBoardStates.standing(holderKind[j], holderSquare[j], f);
                if (moves > budget) {
                    continue;
                }
                int b = 1 << FLIGHT_BIT[t][f];
                for (int r = 0; r < sources; r++) {
                    int cost = before[r] + moves;
                    int union = heldReached[r] | b;
                    if (cost > budget) {
                        continue;
                    }
                    if (heldStamp[union] != heldRound) {
                        heldStamp[union] = heldRound;
                        held[union] = cost;
                        heldReached[count++] = union;
                    } else if (cost < held[union]) {
                        held[union] = cost;
                    }
                }
            }
        }
    }

    /** The fewest moves of the king's units that occupy every flight of {@code open}, or NONE. */
    private int holding(int open) {
        return heldStamp[open] == heldRound ? held[open] : NONE;
    }

    private static int nineBits(long attacked, int t) {
        int bits = (attacked & bit(t)) != 0 ? CHECK : 0;
        int index = 0;
        for (long flights = Attacks.king(t); flights != 0; flights &= flights - 1) {
            if ((attacked & 1L << Long.numberOfTrailingZeros(flights)) != 0) {
                bits |= 1 << index;
            }
            index++;
        }
        return bits;
    }

}
