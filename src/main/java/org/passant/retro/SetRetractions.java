package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Where a unit of a set can have come from by the last move that changed the set, the set's
 * other units standing where they stand, whatever the units outside the set did: the rules that
 * {@link FrozenUnits} and {@link Cages} follow back. Just before that move the unit stood on a
 * square {@code s} from which it reaches its square (a piece's move, a pawn's step, double step or
 * capture, a promotion), and {@code s} is excluded when
 * <ul>
 * <li>another unit of the set holds it, or a line from it passes one;
 * <li>the unit on {@code s} would attack the other king, of the set, from next to it (no unit can
 *     stand between): that king would be in check with the unit's side to move;
 * <li>the unit is a king and {@code s} is attacked from next to it by a unit {@code v} of the set:
 *     with the king's side to move, that check was given by the move before, and a check from
 *     next to the king is never discovered, so {@code v} had just come to its square, yet every
 *     square {@code v} can have come from is held by the set (with the king on {@code s}).
 * </ul>
 * Units outside the set are never relied on: they may have stood anywhere, and could only have
 * stood in the way.
 */
final class SetRetractions {
    private static final long WHITE_START = 0xFFFFL;
    private static final long BLACK_START = 0xFFFFL << 48;
    private static final int[] START_TYPES = {Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING,
        Piece.BISHOP, Piece.KNIGHT, Piece.ROOK};

    /**
     * Whether a piece other than a king has more than {@code limit} squares to have come from even
     * leaving out every square near the other king (the only ones the checks can exclude), so that
     * it need not be followed.
     */
    static boolean plainlyFree(byte[] board, long set, int sq, int[] kings, int limit) {
        int type = board[sq] & 7;
        if (type == Piece.KING || type == Piece.PAWN) {
            return false;
        }
        long others = set & ~bit(sq);
        long sources = Attacks.of(type, sq, others) & ~others;
        int enemyKing = kings[(board[sq] >>> 3) ^ 1];
        if (enemyKing != Square.NONE) {
            // Contact squares of a king lie within two files and two ranks of it.
            long near = Attacks.king(enemyKing) | Attacks.knight(enemyKing) | bit(enemyKing);
            for (long ring = Attacks.king(enemyKing); ring != 0; ring &= ring - 1) {
                near |= Attacks.king(Long.numberOfTrailingZeros(ring));
            }
            sources &= ~near;
        }
        return Long.bitCount(sources) > limit;
    }

    /**
     * How many squares besides its own the unit on {@code sq} reaches by moves taken back, the
     * rest of {@code set} standing still, counted up to {@code limit} + 1.
     */
    static int reach(byte[] board, long set, int sq, int[] kings, int limit) {
        return reach(board, set, sq, kings, limit, null);
    }

    /**
     * Whether the unit on {@code sq}, the rest of {@code set} standing still, reaches by moves
     * taken back a square where the initial array has it (or, as the pawn it promoted from, a
     * pawn's square), within {@code limit} squares.
     */
    static boolean reachesStart(byte[] board, long set, int sq, int limit) {
        long[] seen = new long[2];
        reach(board, set, sq, kings(board, set), limit, seen);
        int code = board[sq];
        for (long rest = seen[0]; rest != 0; rest &= rest - 1) {
            if (startsOn(code, Long.numberOfTrailingZeros(rest))) {
                return true;
            }
        }
        int pawn = Piece.code(code >>> 3, Piece.PAWN);
        for (long rest = seen[1]; rest != 0; rest &= rest - 1) {
            if (startsOn(pawn, Long.numberOfTrailingZeros(rest))) {
                return true;
            }
        }
        return false;
    }

    private static int reach(byte[] board, long set, int sq, int[] kings, int limit, long[] seenOut) {
        int code = board[sq];
        if (limit == 0) {
            return hasSource(board, set, sq, code, kings) ? 1 : 0;
        }
        // The unit is put on each square in turn and the square restored after: no copy of the board.
        byte[] scratch = board;
        long others = set & ~bit(sq);
        long seenPiece = bit(sq);
        long seenPawn = 0;
        long[] frontier = {bit(sq), 0};
        int count = 0;
        while (frontier[0] != 0 || frontier[1] != 0) {
            long[] next = {0, 0};
            for (int form = 0; form < 2; form++) {
                int c = form == 0 ? code : Piece.code(code >>> 3, Piece.PAWN);
                for (long rest = frontier[form]; rest != 0; rest &= rest - 1) {
                    int at = Long.numberOfTrailingZeros(rest);
                    byte saved = scratch[at];
                    scratch[at] = (byte) c;
                    long[] src = sources(scratch, others | bit(at), at, c, kingsMoved(kings, code, sq, at));
                    scratch[at] = saved;
                    if (form == 0) {
                        next[0] |= src[0] & ~seenPiece;
                        next[1] |= src[1] & ~seenPawn;
                    } else {
                        next[1] |= (src[0] | src[1]) & ~seenPawn;
                    }
                }
            }
            seenPiece |= next[0];
            seenPawn |= next[1];
            count = Long.bitCount(seenPiece | seenPawn) - 1;
            if (seenOut != null) {
                seenOut[0] = seenPiece;
                seenOut[1] = seenPawn;
            }
            if (count > limit) {
                return count;
            }
            frontier = next;
        }
        if (seenOut != null) {
            seenOut[0] = seenPiece;
            seenOut[1] = seenPawn;
        }
        return count;
    }

    /** The kings' squares with the unit {@code code} moved from {@code from} to {@code to}. */
    private static int[] kingsMoved(int[] kings, int code, int from, int to) {
        if ((code & 7) != Piece.KING || kings[code >>> 3] != from) {
            return kings;
        }
        int[] moved = kings.clone();
        moved[code >>> 3] = to;
        return moved;
    }

    /** The squares of the kings of {@code set} by colour, {@link Square#NONE} where the set has none. */
    static int[] kings(byte[] board, long set) {
        int[] kings = {Square.NONE, Square.NONE};
        for (long rest = set; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if ((board[sq] & 7) == Piece.KING) {
                kings[board[sq] >>> 3] = sq;
            }
        }
        return kings;
    }

    /** Units that stand where the initial array has a unit of their colour and kind. */
    static long atStart(RetroBoard b) {
        long at = 0;
        for (long rest = b.occupied & (WHITE_START | BLACK_START); rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            if (startsOn(b.board[sq], sq)) {
                at |= bit(sq);
            }
        }
        return at;
    }

    /** Whether the initial array has a unit {@code code} on {@code sq}. */
    static boolean startsOn(int code, int sq) {
        int rank = Square.rank(sq);
        if (rank > 1 && rank < 6) {
            return false;
        }
        int color = rank < 2 ? Piece.WHITE : Piece.BLACK;
        int type = rank == 1 || rank == 6 ? Piece.PAWN : START_TYPES[Square.file(sq)];
        return code == Piece.code(color, type);
    }

    /**
     * The squares the unit {@code code} on {@code sq} can have come from, the other units of
     * {@code set} (whose codes {@code board} gives) where they are: [0] as the same unit, [1] as
     * the pawn that promoted. {@code kings}: the set's kings by colour.
     */
    static long[] sources(byte[] board, long set, int sq, int code, int[] kings) {
        int color = code >>> 3;
        int type = code & 7;
        long others = set & ~bit(sq);
        long same;
        long promoted = 0;
        if (type == Piece.PAWN) {
            same = keep(board, sq, color, Piece.PAWN, pawnSources(color, sq, others), others, kings);
        } else {
            same = keep(board, sq, color, type, Attacks.of(type, sq, others) & ~others, others, kings);
            if (type != Piece.KING) {
                promoted = keep(board, sq, color, Piece.PAWN, promotionSources(color, sq, others), others, kings);
            }
        }
        return new long[] {same, promoted};
    }

    /** Whether {@link #sources} has any square, found without listing them all (the search asks this at every position). */
    private static boolean hasSource(byte[] board, long set, int sq, int code, int[] kings) {
        int color = code >>> 3;
        int type = code & 7;
        long others = set & ~bit(sq);
        if (type == Piece.PAWN) {
            return any(board, sq, color, Piece.PAWN, pawnSources(color, sq, others), others, kings);
        }
        return any(board, sq, color, type, Attacks.of(type, sq, others) & ~others, others, kings)
                || type != Piece.KING && any(board, sq, color, Piece.PAWN, promotionSources(color, sq, others), others, kings);
    }

    private static boolean any(byte[] board, int sq, int color, int typeThere, long sources, long others, int[] kings) {
        for (long rest = sources; rest != 0; rest &= rest - 1) {
            if (!excluded(board, sq, color, typeThere, Long.numberOfTrailingZeros(rest), others, kings)) {
                return true;
            }
        }
        return false;
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

    /** Those of {@code sources} the unit can have stood on (as a {@code typeThere}) just before coming to {@code sq}. */
    private static long keep(byte[] board, int sq, int color, int typeThere, long sources, long others, int[] kings) {
        long kept = 0;
        for (long rest = sources; rest != 0; rest &= rest - 1) {
            int s = Long.numberOfTrailingZeros(rest);
            if (!excluded(board, sq, color, typeThere, s, others, kings)) {
                kept |= bit(s);
            }
        }
        return kept;
    }

    /** Whether the unit cannot have stood on {@code s} with its side to move, the set's other units where they are. */
    private static boolean excluded(byte[] board, int sq, int color, int typeThere, int s, long others, int[] kings) {
        int enemyKing = kings[color ^ 1];
        if (enemyKing != Square.NONE && (others & bit(enemyKing)) != 0 && (contact(typeThere, color, s) & bit(enemyKing)) != 0) {
            return true; // the other king would be in check with this side to move
        }
        if (typeThere != Piece.KING) {
            return false;
        }
        long occupiedBefore = others | bit(s);
        for (long rest = others; rest != 0; rest &= rest - 1) {
            int v = Long.numberOfTrailingZeros(rest);
            int vCode = board[v];
            int vType = vCode & 7;
            if (vCode >>> 3 != color && vType != Piece.KING && (contact(vType, color ^ 1, v) & bit(s)) != 0
                    && !canHaveJustCome(vCode, v, occupiedBefore)) {
                return true; // a check from next to the king that nobody can have given
            }
        }
        return false;
    }

    /** Whether the unit {@code code} on {@code v} can have just moved there, every square in {@code occupied} held. */
    private static boolean canHaveJustCome(int code, int v, long occupied) {
        int color = code >>> 3;
        int type = code & 7;
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

    private SetRetractions() {
    }
}
