package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * Whether the squares around a king's final square can all be covered with the moves each side
 * has left, counting moves unit by unit: each square is attacked by a unit of the side that plays
 * last (which then has made at least as many moves as {@link EmptyBoardReach} says it needs to
 * attack it), or held by one of the king's own units (standing on it: one square per unit, after
 * as many moves of its own as it needs to get there). The moves of a side are shared among its
 * units, so a pawn that must promote and a king that must come near cannot both do it in three
 * moves; a bishop cannot stand on two flights. For a mate the king's square itself must be
 * attacked, by a unit other than the king. The king of the side that plays last attacks only from
 * two steps or more from the other king's square: kings never stand side by side.
 *
 * <p>A search over the units for each square still open; it gives up after a fixed number of
 * steps for all the questions after one {@link #prepare}, and then answers "may be covered",
 * which keeps it a proof. Not
 * thread-safe (scratch arrays).
 */
final class FlightCover {
    private static final int STEPS = 2_000;

    private final int[] attackerType = new int[16];
    private final int[] attackerSquare = new int[16];
    private final int[] allocated = new int[16];
    private final int[] holderType = new int[16];
    private final int[] holderSquare = new int[16];
    private int attackers;
    private int holders;
    private int last;
    private int other;
    private int attackerMoves;
    /** A king that may castle reaches one square further: its moves are looked up one higher. */
    private int kingBonus;
    private int steps;
    /** More than 16 units on a side (a composed position may have them): no bound is given. */
    private boolean crowded;

    /**
     * Learns the units: those of {@code last}, which has {@code lastMoves} moves left, and the
     * king's own units (of the other side) but the king.
     */
    void prepare(Position p, int last, int lastMoves, boolean lastMayCastle) {
        this.last = last;
        this.other = last ^ 1;
        // Castling moves a rook with the king in one move: one more move covers it.
        attackerMoves = lastMayCastle ? lastMoves + 1 : lastMoves;
        kingBonus = lastMayCastle ? 1 : 0;
        attackers = 0;
        crowded = Long.bitCount(p.pieces(last)) > 16 || Long.bitCount(p.pieces(last ^ 1)) > 17;
        long units = p.pieces(last);
        while (units != 0 && attackers < 16) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            attackerType[attackers] = Piece.type(p.pieceAt(square));
            attackerSquare[attackers] = square;
            attackers++;
        }
        steps = 0; // one budget for all the squares asked about after this
        holders = 0;
        units = p.pieces(other) & ~bit(p.kingSquare(other));
        while (units != 0 && holders < 16) {
            int square = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            holderType[holders] = Piece.type(p.pieceAt(square));
            holderSquare[holders] = square;
            holders++;
        }
    }

    /** Where the king ends, beside which the other king never stands. */
    private int kingEnd;

    /**
     * Whether every square around {@code t}, the king's square at the end, can be held or
     * attacked, and for a mate ({@code mate}) t itself attacked by a unit other than the king,
     * the king's own units having {@code holderMoves} moves between them.
     */
    boolean coverable(int t, boolean mate, int holderMoves) {
        if (crowded) {
            return true;
        }
        kingEnd = t;
        java.util.Arrays.fill(allocated, 0, attackers, 0);
        return cover(Attacks.king(t), mate ? bit(t) : 0L, attackerMoves, 0, holderMoves);
    }

    private boolean cover(long flights, long checked, int attackerBudget, int usedHolders, int holderBudget) {
        if (++steps > STEPS) {
            return true; // gave up: no proof
        }
        long attacked = 0;
        long attackedByUnits = 0;
        for (int i = 0; i < attackers; i++) {
            long squares = attackedAfter(i, allocated[i]);
            attacked |= squares;
            if (attackerType[i] != Piece.KING) {
                attackedByUnits |= squares;
            }
        }
        long openChecked = checked & ~attackedByUnits;
        long open = flights & ~attacked;
        if (openChecked == 0 && open == 0) {
            return true;
        }
        boolean check = openChecked != 0;
        int square = Long.numberOfTrailingZeros(check ? openChecked : open);
        long target = bit(square);
        for (int i = 0; i < attackers; i++) {
            if (check && attackerType[i] == Piece.KING) {
                continue;
            }
            int before = allocated[i];
            for (int moves = before + 1; moves <= before + attackerBudget; moves++) {
                if ((attackedAfter(i, moves) & target) != 0) {
                    allocated[i] = moves;
                    boolean covered = cover(flights, checked, attackerBudget - (moves - before), usedHolders,
                            holderBudget);
                    allocated[i] = before;
                    if (covered) {
                        return true;
                    }
                    break;
                }
            }
        }
        if (!check) {
            for (int j = 0; j < holders; j++) {
                if ((usedHolders & 1 << j) != 0) {
                    continue;
                }
                for (int moves = 0; moves <= holderBudget; moves++) {
                    if ((EmptyBoardReach.reachedWithin(other, holderType[j], holderSquare[j], moves) & target) != 0) {
                        if (cover(flights & ~target, checked, attackerBudget, usedHolders | 1 << j, holderBudget - moves)) {
                            return true;
                        }
                        break;
                    }
                }
            }
        }
        return false;
    }

    private long attackedAfter(int unit, int moves) {
        int type = attackerType[unit];
        return type == Piece.KING ? KingSteps.attackedAwayFrom(attackerSquare[unit], moves + kingBonus, kingEnd)
                : EmptyBoardReach.attackedWithin(last, type, attackerSquare[unit], moves);
    }
}
