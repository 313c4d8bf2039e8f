package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Castling;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Every move that the side not to move may have played last, written as the forward move
 * ({@link Move} encoding) that leads from the predecessor into the current board.
 *
 * <p>Completeness is what makes the analysis sound: a move forgotten here makes a position look
 * more constrained than it is and can turn into a false proof. So the generator is deliberately
 * generous: every unit type that could have been captured is offered (the static rules then
 * reject what the material count forbids), un-promotions with and without capture, un-castling,
 * un-e.p. and double steps. The only conditions applied here are geometric (the squares the move
 * needs are empty in the predecessor) and the castling conditions on attacked squares, which can
 * only be checked with the move in hand.
 *
 * <p>{@code presumed} is a set of castling rights assumed to hold: the king and rook of each such
 * right have never moved, so they take back nothing. {@code forcedArrival} (or
 * {@link Square#NONE}) is the square a double step must have reached: set after an un-e.p.,
 * whose capture proves the move before it.
 */
final class Retractions {
    /** Unit types a capture may have removed from a square off the edge ranks. */
    private static final int[] CAPTURABLE = {Piece.PAWN, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};
    /** Upper bound on the number of retractions in one position (16 units, 27 sources, 6 variants). */
    static final int MAX_RETRACTIONS = 4096;

    private Retractions() {
    }

    /** Writes the retractions of the side not to move into {@code out} from {@code n}; returns the new end. */
    static int generate(RetroBoard b, int presumed, int forcedArrival, int[] out, int n) {
        n = generateQuiet(b, presumed, forcedArrival, out, n);
        return generateOthers(b, presumed, forcedArrival, out, n);
    }

    /**
     * First stage: plain moves without capture (or the forced double step). They most often
     * explain a position, so the search tries them before paying for the un-captures.
     */
    static int generateQuiet(RetroBoard b, int presumed, int forcedArrival, int[] out, int n) {
        int mover = b.sideToMove ^ 1;
        if (forcedArrival != Square.NONE) {
            return forcedDoubleStep(b, mover, forcedArrival, out, n);
        }
        return quiet(b, mover, b.byColor[mover] & ~frozenUnits(b, mover, presumed), out, n);
    }

    /** Second stage: un-captures, un-e.p., un-promotions and un-castlings. */
    static int generateOthers(RetroBoard b, int presumed, int forcedArrival, int[] out, int n) {
        if (forcedArrival != Square.NONE) {
            return n;
        }
        int mover = b.sideToMove ^ 1;
        long frozen = frozenUnits(b, mover, presumed);
        long units = b.byColor[mover] & ~frozen;
        n = captures(b, mover, units, out, n);
        n = promotions(b, mover, units, out, n);
        if ((b.pieces(mover, Piece.KING) & frozen) == 0) {
            n = castlings(b, mover, out, n);
        }
        return n;
    }

    /** King and rooks that a presumed castling right says never moved. */
    static long frozenUnits(RetroBoard b, int color, int presumed) {
        long frozen = 0;
        int ks = Castling.kingside(color);
        int qs = Castling.queenside(color);
        if ((presumed & (ks | qs)) != 0) {
            frozen |= bit(Castling.kingSquare(ks));
        }
        if ((presumed & ks) != 0) {
            frozen |= bit(Castling.rookSquare(ks));
        }
        if ((presumed & qs) != 0) {
            frozen |= bit(Castling.rookSquare(qs));
        }
        return frozen;
    }

    private static int backward(int color) {
        return color == Piece.WHITE ? -8 : 8;
    }

    private static int quiet(RetroBoard b, int mover, long units, int[] out, int n) {
        long empty = ~b.occupied;
        int back = backward(mover);
        long rest = units;
        while (rest != 0) {
            int to = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            int type = b.board[to] & 7;
            if (type == Piece.PAWN) {
                int rel = Square.relativeRank(to, mover);
                if (rel < 2) {
                    continue; // on its starting rank: it has never moved
                }
                int one = to + back;
                if ((empty & bit(one)) != 0) {
                    out[n++] = Move.of(one, to, Move.NORMAL, Piece.PAWN, 0, 0);
                    int two = one + back;
                    if (rel == 3 && (empty & bit(two)) != 0) {
                        out[n++] = Move.of(two, to, Move.DOUBLE_STEP, Piece.PAWN, 0, 0);
                    }
                }
            } else {
                long sources = Attacks.of(type, to, b.occupied) & empty;
                while (sources != 0) {
                    int from = Long.numberOfTrailingZeros(sources);
                    sources &= sources - 1;
                    out[n++] = Move.of(from, to, Move.NORMAL, type, 0, 0);
                }
            }
        }
        return n;
    }

    private static int captures(RetroBoard b, int mover, long units, int[] out, int n) {
        long empty = ~b.occupied;
        int back = backward(mover);
        long rest = units;
        while (rest != 0) {
            int to = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            int type = b.board[to] & 7;
            int firstVictim = edgeRank(to) ? 1 : 0; // no pawn can have stood on rank 1 or 8
            long sources;
            if (type == Piece.PAWN) {
                if (Square.relativeRank(to, mover) < 2) {
                    continue;
                }
                // The squares this pawn could have captured from: those from which it attacks 'to'.
                sources = Attacks.pawn(mover ^ 1, to) & empty;
                if (Square.relativeRank(to, mover) == 5) {
                    n = enPassant(b, mover, to, sources, out, n);
                }
            } else {
                sources = Attacks.of(type, to, b.occupied) & empty;
            }
            while (sources != 0) {
                int from = Long.numberOfTrailingZeros(sources);
                sources &= sources - 1;
                for (int v = firstVictim; v < CAPTURABLE.length; v++) {
                    out[n++] = Move.of(from, to, Move.NORMAL, type, CAPTURABLE[v], 0);
                }
            }
        }
        return n;
    }

    /**
     * An e.p. capture onto {@code to}: the captured pawn stood beside the capturer, on the square
     * behind {@code to}, having just arrived there by a double step through {@code to}, so that
     * square and its starting square in front of {@code to} must both be empty.
     */
    private static int enPassant(RetroBoard b, int mover, int to, long sources, int[] out, int n) {
        int back = backward(mover);
        int victim = to + back;
        int origin = to - back;
        if ((b.occupied & (bit(victim) | bit(origin))) != 0) {
            return n;
        }
        while (sources != 0) {
            int from = Long.numberOfTrailingZeros(sources);
            sources &= sources - 1;
            out[n++] = Move.of(from, to, Move.EN_PASSANT, Piece.PAWN, Piece.PAWN, 0);
        }
        return n;
    }

    /** A piece on the mover's last rank may be a pawn that promoted there, with or without a capture. */
    private static int promotions(RetroBoard b, int mover, long units, int[] out, int n) {
        long lastRank = mover == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long candidates = units & lastRank & ~b.byType[Piece.KING] & ~b.byType[Piece.PAWN];
        long empty = ~b.occupied;
        int back = backward(mover);
        while (candidates != 0) {
            int to = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            int type = b.board[to] & 7;
            if ((empty & bit(to + back)) != 0) {
                out[n++] = Move.of(to + back, to, Move.NORMAL, Piece.PAWN, 0, type);
            }
            long sources = Attacks.pawn(mover ^ 1, to) & empty;
            while (sources != 0) {
                int from = Long.numberOfTrailingZeros(sources);
                sources &= sources - 1;
                for (int v = 1; v < CAPTURABLE.length; v++) {
                    out[n++] = Move.of(from, to, Move.NORMAL, Piece.PAWN, CAPTURABLE[v], type);
                }
            }
        }
        return n;
    }

    /**
     * Un-castling: king on g1/c1 with its rook beside it on f1/d1, home squares empty. Castling
     * was legal only if the king's start and transit squares were not attacked before the move
     * (its arrival square is covered by the current position not leaving the mover in check).
     */
    private static int castlings(RetroBoard b, int mover, int[] out, int n) {
        int home = mover == Piece.WHITE ? Square.E1 : Square.E8;
        int king = Piece.code(mover, Piece.KING);
        int rook = Piece.code(mover, Piece.ROOK);
        int enemy = mover ^ 1;
        if (b.board[home + 2] == king && b.board[home + 1] == rook
                && (b.occupied & (bit(home) | bit(home + 3))) == 0) {
            long before = b.occupied ^ bit(home + 2) ^ bit(home + 1) ^ bit(home) ^ bit(home + 3);
            if (!b.attacked(home, enemy, before) && !b.attacked(home + 1, enemy, before)) {
                out[n++] = Move.of(home, home + 2, Move.CASTLING, Piece.KING, 0, 0);
            }
        }
        if (b.board[home - 2] == king && b.board[home - 1] == rook
                && (b.occupied & (bit(home) | bit(home - 3) | bit(home - 4))) == 0) {
            long before = b.occupied ^ bit(home - 2) ^ bit(home - 1) ^ bit(home) ^ bit(home - 4);
            if (!b.attacked(home, enemy, before) && !b.attacked(home - 1, enemy, before)) {
                out[n++] = Move.of(home, home - 2, Move.CASTLING, Piece.KING, 0, 0);
            }
        }
        return n;
    }

    private static int forcedDoubleStep(RetroBoard b, int mover, int arrival, int[] out, int n) {
        int back = backward(mover);
        int passed = arrival + back;
        int origin = passed + back;
        if (b.board[arrival] == Piece.code(mover, Piece.PAWN) && Square.relativeRank(arrival, mover) == 3
                && (b.occupied & (bit(passed) | bit(origin))) == 0) {
            out[n++] = Move.of(origin, arrival, Move.DOUBLE_STEP, Piece.PAWN, 0, 0);
        }
        return n;
    }

    private static boolean edgeRank(int sq) {
        int r = Square.rank(sq);
        return r == 0 || r == 7;
    }

    /** The castling right that an un-castling shows was held before it (king and rook unmoved), or 0. */
    static int rightUsed(int move) {
        if (Move.kind(move) != Move.CASTLING) {
            return 0;
        }
        int color = Move.from(move) == Square.E1 ? Piece.WHITE : Piece.BLACK;
        return Move.to(move) > Move.from(move) ? Castling.kingside(color) : Castling.queenside(color);
    }

    /** Turns the board into the predecessor: the mover's unit goes back, a captured unit reappears. */
    static void retract(RetroBoard b, int move) {
        int mover = b.sideToMove ^ 1;
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int code = b.board[to];
        b.remove(to);
        b.put(Move.promotion(move) != 0 ? Piece.code(mover, Piece.PAWN) : code, from);
        if (kind == Move.CASTLING) {
            int rookTo = to > from ? from + 1 : from - 1;
            int rookFrom = to > from ? from + 3 : from - 4;
            int rook = b.board[rookTo];
            b.remove(rookTo);
            b.put(rook, rookFrom);
        } else if (kind == Move.EN_PASSANT) {
            b.put(Piece.code(mover ^ 1, Piece.PAWN), Move.enPassantVictim(move));
        } else if (Move.captured(move) != 0) {
            b.put(Piece.code(mover ^ 1, Move.captured(move)), to);
        }
        b.flipSide();
    }

    /** Undoes {@link #retract}: plays the move forward again. */
    static void replay(RetroBoard b, int move) {
        b.flipSide();
        int mover = b.sideToMove ^ 1;
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        if (kind == Move.CASTLING) {
            int rookTo = to > from ? from + 1 : from - 1;
            int rookFrom = to > from ? from + 3 : from - 4;
            int rook = b.board[rookFrom];
            b.remove(rookFrom);
            b.put(rook, rookTo);
        } else if (kind == Move.EN_PASSANT) {
            b.remove(Move.enPassantVictim(move));
        } else if (Move.captured(move) != 0) {
            b.remove(to);
        }
        int code = b.board[from];
        b.remove(from);
        b.put(Move.promotion(move) != 0 ? Piece.code(mover, Move.promotion(move)) : code, to);
    }
}
