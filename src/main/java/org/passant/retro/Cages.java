package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Units that move only among themselves: a set of units whose every history, taken back move by
 * move, stays among a few arrangements, none of which is the initial array. {@link FrozenUnits}
 * is the case where no unit can move at all; here some can, inside the cage (a rook shuttling
 * between b1 and b2 behind the pawns, a king and a bishop taking turns in a corner).
 *
 * <p>Every arrangement the set can have had is found by taking back moves of its units only, by
 * the rules of {@link FrozenUnits}: a unit came from a square no other unit of the set holds
 * (and a line to it passes none), not giving check from next to the other king of the set, and a
 * king not from a square where a unit of the set checks it from next to it unless that unit can
 * have just moved there. Units outside the set are left out, which only allows more: they could
 * only have stood in the way. Captures and the side to move are ignored for the same reason. The
 * set's units were all on the board at the start (a promoted piece as its pawn), so one of the
 * arrangements found is the one of the initial array; when the search ends with none, the
 * position is impossible. The set's pawns that moved are taken back too, so a corner that was
 * shut only after its pawns moved is a cage when every order of those moves and of its pieces'
 * moves leaves it shut (the order of events of the published proofs).
 *
 * <p>The set is found by dropping every unit that alone (the others standing still) reaches more
 * than {@value #MAX_SQUARES} squares, until none does; a search of more arrangements than its
 * budget ({@value #ARRANGEMENTS}, or {@value #ARRANGEMENTS_BEFORE_LAST_MOVE} just before the last
 * move), or one where a king may have castled, proves nothing.
 */
final class Cages {
    static final int MAX_SQUARES = 6;
    /** Arrangements searched for a position deep in a retraction search, where cages seldom decide anything. */
    static final int ARRANGEMENTS = 1000;
    /**
     * Arrangements searched for the positions just before the diagram's last moves, where a cage
     * decides which last move it was: the units of a corner shut only after its pawns moved have
     * thousands of arrangements (Mortensen's {@code k4bRK/4p1pR/5p1p} with a knight on g8: 10,445).
     */
    static final int ARRANGEMENTS_BEFORE_LAST_MOVE = 50_000;
    /** A cache entry: one of the arrangements is the initial array's, whatever the budget. */
    private static final int OPEN = Integer.MIN_VALUE;
    /** Cages already searched, per thread (the batch solver runs problems on several). */
    private static final int MAX_KNOWN = 4096;
    private static final ThreadLocal<Map<Key, Integer>> KNOWN = ThreadLocal.withInitial(HashMap::new);

    private Cages() {
    }

    /** The first unit of a cage that cannot have come from the initial array, as a defect, or null. */
    static Defect check(RetroBoard b, int maxStates) {
        long cage = FrozenUnits.cageCandidates(b, MAX_SQUARES);
        long movers = cage & ~homePawns(b);
        if (movers == 0 || (cage & ~SetRetractions.atStart(b)) == 0) {
            return null;
        }
        // The search depends on the cage's units alone, and in a retraction search they seldom move.
        byte[] whole = new byte[2 * Long.bitCount(cage)];
        int j = 0;
        for (long rest = cage; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            whole[j++] = (byte) sq;
            whole[j++] = b.board[sq];
        }
        Map<Key, Integer> known = KNOWN.get();
        Key key = new Key(whole);
        // Cached: the arrangements of a proof, OPEN, or minus the budget a search gave up at.
        Integer arrangements = known.get(key);
        if (arrangements == null || arrangements < 0 && arrangements != OPEN && -arrangements < maxStates) {
            arrangements = someUnitStuck(b, cage, movers) ? arrangements(b, cage, movers, maxStates) : OPEN;
            if (known.size() >= MAX_KNOWN) {
                known.clear();
            }
            known.put(key, arrangements);
        }
        if (arrangements < 0) {
            return null;
        }
        int sq = named(b, cage & ~SetRetractions.atStart(b) & movers);
        return new Defect(DefectKind.UNITS_CAGED_AWAY_FROM_HOME, b.board[sq] >>> 3, sq, cage, arrangements, 0);
    }

    /**
     * How many arrangements the cage's units can have had, all searched and none the initial
     * array's; {@link #OPEN} if one is the initial array's (or a king may have castled), minus
     * {@code maxStates} if there are more than that.
     */
    private static int arrangements(RetroBoard b, long cage, long movers, int maxStates) {
        int n = Long.bitCount(movers);
        int[] squares = new int[n];
        int i = 0;
        for (long rest = movers; rest != 0; rest &= rest - 1) {
            squares[i++] = Long.numberOfTrailingZeros(rest);
        }
        byte[] start = new byte[2 * n];
        for (i = 0; i < n; i++) {
            start[2 * i] = (byte) squares[i];
            start[2 * i + 1] = b.board[squares[i]];
        }
        long fixed = cage & ~movers;
        Set<Key> seen = new HashSet<>();
        // Nearest to the initial array first: an open cage is then shown open after a few
        // arrangements, while a proof visits every arrangement in whatever order.
        // Entries: the distance in the high half, the index in {@code states} in the low half.
        PriorityQueue<Long> queue = new PriorityQueue<>();
        List<byte[]> states = new ArrayList<>();
        seen.add(new Key(start));
        enqueue(queue, states, start);
        // One board for every arrangement: the fixed units stay, the movers are put on and taken off.
        byte[] board = new byte[64];
        for (long rest = fixed; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            board[sq] = b.board[sq];
        }
        while (!queue.isEmpty()) {
            byte[] state = states.get((int) (long) queue.poll());
            if (atStart(state)) {
                return OPEN;
            }
            long occupied = fixed;
            for (i = 0; i < n; i++) {
                occupied |= bit(state[2 * i]);
                board[state[2 * i]] = state[2 * i + 1];
            }
            int[] kings = SetRetractions.kings(board, occupied);
            int found = successors(state, n, board, occupied, kings, seen, queue, states, maxStates);
            for (i = 0; i < n; i++) {
                board[state[2 * i]] = 0;
            }
            if (found != 0) {
                return found;
            }
        }
        return seen.size();
    }

    /** Queues the arrangements one move taken back leads to from {@code state}; 0, or OPEN or minus the budget to stop. */
    private static int successors(byte[] state, int n, byte[] board, long occupied, int[] kings, Set<Key> seen,
            PriorityQueue<Long> queue, List<byte[]> states, int maxStates) {
        for (int i = 0; i < n; i++) {
            int sq = state[2 * i];
            int code = state[2 * i + 1];
            if ((code & 7) == Piece.KING && mayHaveCastled(state, n, sq, code)) {
                return OPEN;
            }
            long[] sources = SetRetractions.sources(board, occupied, sq, code, kings);
            for (int k = 0; k < 2; k++) {
                for (long rest = sources[k]; rest != 0; rest &= rest - 1) {
                    byte[] next = state.clone();
                    next[2 * i] = (byte) Long.numberOfTrailingZeros(rest);
                    next[2 * i + 1] = (byte) (k == 0 ? code : Piece.code(code >>> 3, Piece.PAWN));
                    keepSorted(next, i);
                    if (seen.add(new Key(next))) {
                        if (seen.size() > maxStates) {
                            return -maxStates;
                        }
                        enqueue(queue, states, next);
                    }
                }
            }
        }
        return 0;
    }

    /**
     * Moves the unit at index {@code i}, the only one that changed, to its place in the order of
     * squares. An arrangement is which unit stands where: two like units exchanged are the same
     * arrangement, and kept in one order they are searched once.
     */
    private static void keepSorted(byte[] state, int i) {
        while (i > 0 && state[2 * i] < state[2 * i - 2]) {
            swap(state, i, i - 1);
            i--;
        }
        while (2 * i + 2 < state.length && state[2 * i] > state[2 * i + 2]) {
            swap(state, i, i + 1);
            i++;
        }
    }

    private static void swap(byte[] state, int i, int j) {
        byte sq = state[2 * i];
        byte code = state[2 * i + 1];
        state[2 * i] = state[2 * j];
        state[2 * i + 1] = state[2 * j + 1];
        state[2 * j] = sq;
        state[2 * j + 1] = code;
    }

    /**
     * Whether some unit of the cage away from its starting square cannot get back there even
     * alone (the others standing still). When every one can, the search of arrangements would
     * most likely find the initial one, and it is not worth its cost.
     */
    private static boolean someUnitStuck(RetroBoard b, long cage, long movers) {
        for (long rest = movers & ~SetRetractions.atStart(b); rest != 0; rest &= rest - 1) {
            if (!SetRetractions.reachesStart(b.board, cage, Long.numberOfTrailingZeros(rest), MAX_SQUARES)) {
                return true;
            }
        }
        return false;
    }

    /** The unit to name: a king if one is away from home, else a piece, else a pawn (the lowest square of the kind). */
    private static int named(RetroBoard b, long away) {
        for (int type : new int[] {Piece.KING, Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT, Piece.PAWN}) {
            long some = away & b.byType[type];
            if (some != 0) {
                return Long.numberOfTrailingZeros(some);
            }
        }
        return Long.numberOfTrailingZeros(away);
    }

    /** A king on its castled square with its rook of the set beside it: castling would move two units at once. */
    private static boolean mayHaveCastled(byte[] state, int n, int sq, int code) {
        int color = code >>> 3;
        int home = color == Piece.WHITE ? Square.E1 : Square.E8;
        if (sq != home + 2 && sq != home - 2) {
            return false;
        }
        int rookSquare = sq == home + 2 ? home + 1 : home - 1;
        for (int i = 0; i < n; i++) {
            if (state[2 * i] == rookSquare && state[2 * i + 1] == Piece.code(color, Piece.ROOK)) {
                return true;
            }
        }
        return false;
    }

    private static void enqueue(PriorityQueue<Long> queue, List<byte[]> states, byte[] state) {
        queue.add((long) distanceFromStart(state) << 32 | states.size());
        states.add(state);
    }

    /**
     * How far the arrangement looks from the initial array, for the order of the search only: per
     * unit, the king steps to the nearest square where the initial array has it (a pawn: ranks to
     * its second rank; a piece may also be a promoted pawn: to its last rank and six more).
     */
    private static int distanceFromStart(byte[] state) {
        int sum = 0;
        for (int i = 0; i < state.length; i += 2) {
            sum += distanceFromStart(state[i + 1], state[i]);
        }
        return sum;
    }

    private static int distanceFromStart(int code, int sq) {
        int color = code >>> 3;
        int rank = Square.relativeRank(sq, color);
        if ((code & 7) == Piece.PAWN) {
            return rank - 1;
        }
        int best = (code & 7) == Piece.KING ? Integer.MAX_VALUE : 7 - rank + 6;
        int homeRank = color == Piece.WHITE ? 0 : 56;
        for (int file = 0; file < 8; file++) {
            if (SetRetractions.startsOn(code, homeRank + file)) {
                best = Math.min(best, Math.max(Math.abs(file - Square.file(sq)), rank));
            }
        }
        return best;
    }

    private static boolean atStart(byte[] state) {
        for (int i = 0; i < state.length; i += 2) {
            if (!SetRetractions.startsOn(state[i + 1], state[i])) {
                return false;
            }
        }
        return true;
    }

    private static long homePawns(RetroBoard b) {
        return b.pieces(Piece.WHITE, Piece.PAWN) & Bitboards.RANK_2 | b.pieces(Piece.BLACK, Piece.PAWN) & Bitboards.RANK_7;
    }

    /** An arrangement as a set member. */
    private record Key(byte[] state) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(state, k.state);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(state);
        }
    }
}
