package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
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
 * position is impossible.
 *
 * <p>The set is found by dropping every unit that alone (the others standing still) reaches more
 * than {@value #MAX_SQUARES} squares, until none does; a search of more than {@value #MAX_STATES}
 * arrangements, or one where a king may have castled, proves nothing.
 */
final class Cages {
    static final int MAX_SQUARES = 6;
    private static final int MAX_STATES = 1000;
    /** Cages already searched, per thread (the batch solver runs problems on several). */
    private static final int MAX_KNOWN = 4096;
    private static final ThreadLocal<Map<Key, Integer>> KNOWN = ThreadLocal.withInitial(HashMap::new);

    private Cages() {
    }

    /** The first unit of a cage that cannot have come from the initial array, as a defect, or null. */
    static Defect check(RetroBoard b) {
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
        Integer arrangements = known.get(key);
        if (arrangements == null) {
            arrangements = someUnitStuck(b, cage, movers) ? arrangements(b, cage, movers) : -1;
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
     * array's; -1 if one is the initial array's, or the search was given up.
     */
    private static int arrangements(RetroBoard b, long cage, long movers) {
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
        ArrayDeque<byte[]> queue = new ArrayDeque<>();
        seen.add(new Key(start));
        queue.add(start);
        while (!queue.isEmpty()) {
            byte[] state = queue.poll();
            if (atStart(state)) {
                return -1;
            }
            long occupied = fixed;
            byte[] board = new byte[64];
            for (long rest = fixed; rest != 0; rest &= rest - 1) {
                int sq = Long.numberOfTrailingZeros(rest);
                board[sq] = b.board[sq];
            }
            for (i = 0; i < n; i++) {
                occupied |= bit(state[2 * i]);
                board[state[2 * i]] = state[2 * i + 1];
            }
            int[] kings = SetRetractions.kings(board, occupied);
            for (i = 0; i < n; i++) {
                int sq = state[2 * i];
                int code = state[2 * i + 1];
                if ((code & 7) == Piece.KING && mayHaveCastled(state, n, sq, code)) {
                    return -1;
                }
                long[] sources = SetRetractions.sources(board, occupied, sq, code, kings);
                for (int k = 0; k < 2; k++) {
                    for (long rest = sources[k]; rest != 0; rest &= rest - 1) {
                        int s = Long.numberOfTrailingZeros(rest);
                        byte[] next = state.clone();
                        next[2 * i] = (byte) s;
                        next[2 * i + 1] = (byte) (k == 0 ? code : Piece.code(code >>> 3, Piece.PAWN));
                        if (seen.add(new Key(next))) {
                            if (seen.size() > MAX_STATES) {
                                return -1;
                            }
                            queue.add(next);
                        }
                    }
                }
            }
        }
        return seen.size();
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
