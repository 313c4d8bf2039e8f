package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * The order in which the mate search tries moves, and what it remembers per ply to choose it:
 * the defence that last refuted an attacking move (killer) and the attacking move that last forced
 * mate. The attacker tries the table's move first, then checks (they leave the defender least),
 * captures and promotions; the defender tries remembered refutations first, then checks against the
 * attacker, captures and king moves, except where the first defence that holds is kept whatever it
 * costs to show ({@link #scoreDefencesChecksAndCapturesFirst}). Whether a move checks is estimated
 * from the position's check information (a check square or a discovery candidate), which is
 * enough for ordering.
 *
 * <p>Scores live in per-ply preallocated arrays beside the search's move lists; a move list is
 * reordered in place as moves are picked. Not thread-safe: one per search.
 */
final class MoveOrdering {
    private static final int CHECK_SCORE = 1 << 12;
    private static final int HASH_SCORE = 1 << 20;
    /** Above every check and capture, below the table's move; not a check score (see {@link #mayCheck}). */
    private static final int KILLER_ATTACK_SCORE = 1 << 19;
    private static final int KILLER_SCORE = 1 << 21;
    /** Below the smallest capture (a pawn, 64), above a promotion without capture (at most 40) and a king's move (32). */
    private static final int KILLER_AFTER_CAPTURES_SCORE = 48;

    private final int[][] scores;
    /**
     * Per ply, how many moves not yet picked have a score above zero. Once none has, the rest are
     * picked in the order they stand, as the selection would pick them, without scanning: in the
     * mate search's leaves most attacking moves score zero, and the scan over them was 8% of the
     * samples of a profile of a long mate (matetrack-3912, keys only).
     */
    private final int[] ranked;
    /** The position's check squares per piece type, copied for the scoring loop at hand. */
    private final long[] checkSquares = new long[Piece.KING + 1];
    /** Per ply, the defence that last refuted an attacking move. */
    private final int[] killers;
    /** Per ply, the attacking move that last forced mate: after another defence it often works again. */
    private final int[] attackKillers;

    MoveOrdering(int maxPly) {
        scores = new int[maxPly][MoveGenerator.MAX_MOVES];
        ranked = new int[maxPly];
        killers = new int[maxPly];
        attackKillers = new int[maxPly];
    }

    /** The defence that last refuted an attacking move at this ply (0: none yet). */
    int refutation(int ply) {
        return killers[ply];
    }

    /** Remembers a defence that refuted an attacking move at this ply. */
    void refuted(int ply, int defence) {
        killers[ply] = defence;
    }

    /** Remembers an attacking move that forced mate at this ply. */
    void mated(int ply, int attack) {
        attackKillers[ply] = attack;
    }

    /** Scores the attacker's moves at a ply; {@code hashMove} is the table's move (0: none). */
    void scoreAttacks(Position p, int[] list, int count, int hashMove, int ply) {
        int[] score = scores[ply];
        int killer = attackKillers[ply];
        long discoverers = copyCheckSquares(p);
        int positive = 0;
        for (int i = 0; i < count; i++) {
            int m = list[i];
            int s = 0;
            if (m == hashMove) {
                s += HASH_SCORE;
            } else if (m == killer) {
                s += KILLER_ATTACK_SCORE;
            }
            if (mayCheck(discoverers, m)) {
                s += CHECK_SCORE;
            }
            s += Move.captured(m) * 16 + Move.promotion(m) * 8;
            score[i] = s;
            positive += s > 0 ? 1 : 0;
        }
        ranked[ply] = positive;
    }

    /** Scores the defender's moves at a ply, the given table's move and killer (0: none) first. */
    void scoreDefences(Position p, int[] list, int count, int hashMove, int killer, int ply) {
        scoreDefences(p, list, count, hashMove, killer, KILLER_SCORE, ply);
    }

    /**
     * Scores the defender's moves with its checks and captures before the killer (the killer still
     * before its other moves, the king's and promotions included): where the first defence that
     * holds is the one kept, a check that holds leaves the attacker only its evasions to be
     * refuted, and a capture one unit less, a smaller disproof than the killer's usual quiet move.
     */
    void scoreDefencesChecksAndCapturesFirst(Position p, int[] list, int count, int killer, int ply) {
        scoreDefences(p, list, count, 0, killer, KILLER_AFTER_CAPTURES_SCORE, ply);
    }

    private void scoreDefences(Position p, int[] list, int count, int hashMove, int killer, int killerScore, int ply) {
        int[] score = scores[ply];
        long discoverers = copyCheckSquares(p);
        int positive = 0;
        for (int i = 0; i < count; i++) {
            int m = list[i];
            int s = 0;
            if (m == killer) {
                s += killerScore;
            }
            if (m == hashMove) {
                s += HASH_SCORE;
            }
            if (mayCheck(discoverers, m)) {
                s += CHECK_SCORE;
            }
            s += Move.captured(m) * 64 + Move.promotion(m) * 8;
            if (Move.mover(m) == Piece.KING) {
                s += 32;
            }
            score[i] = s;
            positive += s > 0 ? 1 : 0;
        }
        ranked[ply] = positive;
    }

    /** Whether the move at index i of a ply's scored list probably checks (scored, not yet picked). */
    boolean mayCheck(int ply, int i) {
        return (scores[ply][i] & CHECK_SCORE) != 0;
    }

    /** Copies the position's check squares for {@link #mayCheck(long, int)}; returns its discovery candidates. */
    private long copyCheckSquares(Position p) {
        for (int type = Piece.PAWN; type <= Piece.KING; type++) {
            checkSquares[type] = p.checkSquares(type);
        }
        return p.discoveredCheckCandidates();
    }

    /** Whether a move probably checks: lands on a check square or moves a unit that may discover check. */
    private boolean mayCheck(long discoverers, int m) {
        int type = Move.promotion(m) != 0 ? Move.promotion(m) : Move.mover(m);
        return (checkSquares[type] & bit(Move.to(m))) != 0 || (discoverers & bit(Move.from(m))) != 0;
    }

    /**
     * Selection sort step: brings the best remaining move of a ply's list to index i and returns it
     * (the first of the best, the move at i trading places with it). Scores are never negative.
     */
    int pickBest(int[] list, int ply, int i, int count) {
        if (ranked[ply] == 0) {
            return list[i]; // every move left scores zero: the scan would keep the one at i
        }
        int[] score = scores[ply];
        int best = i;
        for (int j = i + 1; j < count; j++) {
            if (score[j] > score[best]) {
                best = j;
            }
        }
        if (best != i) {
            int m = list[best];
            list[best] = list[i];
            list[i] = m;
            int s = score[best];
            score[best] = score[i];
            score[i] = s;
        }
        if (score[i] > 0) {
            ranked[ply]--;
        }
        return list[i];
    }
}
