package org.passant.board;

import static org.passant.board.Bitboards.bit;

/**
 * Legal move generation with check and pin masks (no make/unmake to test legality), and a
 * generator of checking moves only, for the attacker's last move in a mate search.
 *
 * <p>Moves are written into a caller's {@code int[]} from an index and the new end index is
 * returned, so a search keeps one preallocated array per ply and allocates nothing. Without an
 * array ({@link #count}) the same generator only counts, a unit's targets by their population.
 *
 * <p>The order is part of the contract (reports list moves in it; see GenerationOrderTest): king
 * steps; knights, bishops, rooks, queens, each by origin and then target square; pawns by origin
 * square, each with push, double step, captures by target square, e.p.; promotions Q, R, B, N;
 * castling last, kingside first.
 */
public final class MoveGenerator {
    /** More than the maximum number of legal moves in any position (218). */
    public static final int MAX_MOVES = 256;

    private MoveGenerator() {
    }

    /** All legal moves of the side to move. */
    public static int legal(Position p, int[] out, int start) {
        return generate(p, out, start, false);
    }

    /** Exactly the legal moves that give check. */
    public static int checks(Position p, int[] out, int start) {
        int end = generate(p, out, start, true);
        int kept = start;
        for (int i = start; i < end; i++) {
            if (p.givesCheck(out[i])) {
                out[kept++] = out[i];
            }
        }
        return kept;
    }

    /**
     * Whether the side to move has at least one legal move. It generates them all: its callers
     * (notation's check and mate marks) are off the search's path; the search's mate test,
     * which is on it, stops at the first answer ({@code solve.Checkmate}).
     */
    public static boolean hasLegalMove(Position p, int[] scratch) {
        return legal(p, scratch, 0) > 0;
    }

    /**
     * Whether {@code move}, as {@link #legal} writes it, is a legal move of the side to move that
     * is neither castling, e.p., a double step nor a promotion: false for those, and for any move
     * not legal here. A search tests a move remembered from another position (a killer) this way
     * before it generates the whole list, which it then often does not need.
     */
    public static boolean isLegalOrdinaryMove(Position p, int move) {
        if (Move.kind(move) != Move.NORMAL || Move.promotion(move) != 0) {
            return false;
        }
        int us = p.sideToMove();
        int them = us ^ 1;
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = Move.mover(move);
        long[] pieces = p.pieces;
        long ownKing = pieces[us << 3 | Piece.KING];
        if ((pieces[us << 3 | mover] & bit(from)) == 0 || ownKing == 0 || from == to) {
            return false;
        }
        long own = p.pieces(us);
        long occ = own | p.pieces(them);
        long target = bit(to);
        int captured = Move.captured(move);
        if (captured == 0 ? (occ & target) != 0 : (pieces[them << 3 | captured] & target) == 0) {
            return false;
        }
        if (!reaches(mover, us, from, to, occ, captured != 0)) {
            return false;
        }
        int king = Long.numberOfTrailingZeros(ownKing);
        if (mover == Piece.KING) {
            return !p.isAttacked(to, them, occ ^ bit(from));
        }
        long checkers = p.checkers();
        if (Bitboards.several(checkers)) {
            return false;
        }
        if (checkers != 0 && ((Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers) & target) == 0) {
            return false;
        }
        // Only a unit on a line through its king can be pinned, and moving along that line it stays
        // legal: the pins (a scan of the enemy sliders) are asked only for the rest.
        long line = Bitboards.line(king, from);
        return line == 0 || (line & target) != 0 || (p.pinned() & bit(from)) == 0;
    }

    /** Whether a unit of this type and colour on {@code from} moves to {@code to}, an ordinary move (no promotion). */
    private static boolean reaches(int type, int us, int from, int to, long occ, boolean capture) {
        long target = bit(to);
        return switch (type) {
            case Piece.KNIGHT -> (Attacks.knight(from) & target) != 0;
            case Piece.BISHOP -> (Attacks.bishop(from, occ) & target) != 0;
            case Piece.ROOK -> (Attacks.rook(from, occ) & target) != 0;
            case Piece.QUEEN -> ((Attacks.bishop(from, occ) | Attacks.rook(from, occ)) & target) != 0;
            case Piece.KING -> (Attacks.king(from) & target) != 0;
            case Piece.PAWN -> (bit(from) & (us == Piece.WHITE ? Bitboards.RANK_7 : Bitboards.RANK_2)) == 0
                    && (capture ? (Attacks.pawn(us, from) & target) != 0 : to == from + (us == Piece.WHITE ? 8 : -8));
            default -> false;
        };
    }

    /**
     * The number of legal moves, counted without writing them: the proof-number search counts the
     * moves of every node it meets for its first numbers, and most of those nodes it never
     * expands. Bulk perft counts its last ply this way: 320 to 355 million leaves a second
     * against 242 to 255 with the moves written out ({@code bench perft}, three runs each).
     */
    public static int count(Position p) {
        return generate(p, null, 0, false);
    }

    /**
     * The generator behind both entry points. With {@code checkCandidates}, each piece's targets
     * are narrowed to squares from which it could check (unless it may discover check, or the move
     * is a promotion, castling or e.p.); the caller then keeps exactly the moves that give check.
     * With {@code out} null, the moves are counted and not written.
     */
    private static int generate(Position p, int[] out, int n, boolean checkCandidates) {
        long state = p.state();
        int us = (int) state & 1;
        int them = us ^ 1;
        long[] pieces = p.pieces;
        int u = us << 3;
        long own = p.pieces(us);
        long enemy = p.pieces(them);
        long occ = own | enemy;
        long ownKing = pieces[u | Piece.KING];
        if (ownKing == 0) {
            return n;
        }
        int king = Long.numberOfTrailingZeros(ownKing);
        long checkers = p.checkers(occ);
        long enemyDiagonal = p.diagonalSliders(them);
        long enemyStraight = p.straightSliders(them);

        long discoverers = 0;
        long knightChecks = ~0L;
        long diagonalChecks = ~0L;
        long straightChecks = ~0L;
        if (checkCandidates) {
            if (p.kingSquare(them) == Square.NONE) {
                return n;
            }
            discoverers = p.discoveredCheckCandidates();
            knightChecks = p.checkSquares(Piece.KNIGHT);
            diagonalChecks = p.checkSquares(Piece.BISHOP);
            straightChecks = p.checkSquares(Piece.ROOK);
        }

        // King steps: the king itself may only discover check, never give it.
        if (!checkCandidates || (discoverers & ownKing) != 0) {
            n = kingSteps(p, out, n, king, them, own, occ, enemyDiagonal, enemyStraight);
        }
        if (Bitboards.several(checkers)) {
            return n;
        }

        long checkMask = checkers == 0 ? ~0L : Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
        long pinned = p.pinned(king, own, occ, enemyDiagonal, enemyStraight);
        long targetMask = ~own & checkMask;
        byte[] board = p.board;

        // Knights: a pinned knight can never move.
        long units = pieces[u | Piece.KNIGHT] & ~pinned;
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            long targets = Attacks.knight(from) & targetMask;
            if ((discoverers & bit(from)) == 0) {
                targets &= knightChecks;
            }
            n = emit(out, n, board, Move.unitOn(from, Piece.KNIGHT), targets);
        }
        units = pieces[u | Piece.BISHOP];
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            long targets = Attacks.bishop(from, occ) & targetMask;
            if ((pinned & bit(from)) != 0) {
                targets &= Bitboards.line(king, from);
            }
            if ((discoverers & bit(from)) == 0) {
                targets &= diagonalChecks;
            }
            n = emit(out, n, board, Move.unitOn(from, Piece.BISHOP), targets);
        }
        units = pieces[u | Piece.ROOK];
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            long targets = Attacks.rook(from, occ) & targetMask;
            if ((pinned & bit(from)) != 0) {
                targets &= Bitboards.line(king, from);
            }
            if ((discoverers & bit(from)) == 0) {
                targets &= straightChecks;
            }
            n = emit(out, n, board, Move.unitOn(from, Piece.ROOK), targets);
        }
        units = pieces[u | Piece.QUEEN];
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            long targets = (Attacks.bishop(from, occ) | Attacks.rook(from, occ)) & targetMask;
            if ((pinned & bit(from)) != 0) {
                targets &= Bitboards.line(king, from);
            }
            if ((discoverers & bit(from)) == 0) {
                targets &= diagonalChecks | straightChecks;
            }
            n = emit(out, n, board, Move.unitOn(from, Piece.QUEEN), targets);
        }

        n = pawnMoves(p, out, n, state, king, pinned, checkMask, enemy, occ);

        if (checkers == 0 && Position.castlingOf(state) != 0) {
            n = castlingMoves(p, out, n, Position.castlingOf(state), us, them, occ);
        }
        return n;
    }

    /** Writes one move per target square (ascending) for a piece; {@code base} holds origin and mover. */
    private static int emit(int[] out, int n, byte[] board, int base, long targets) {
        if (out == null) {
            return n + Long.bitCount(targets);
        }
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            out[n++] = Move.onto(base, to, board[to] & 7);
        }
        return n;
    }

    /**
     * King steps to squares no enemy unit attacks once the king has left its square (so that it
     * cannot step back along a checking line). Sliders are looked up only when one stands on a line
     * through the target square at all.
     */
    private static int kingSteps(Position p, int[] out, int n, int king, int them, long own, long occ,
                                 long enemyDiagonal, long enemyStraight) {
        long targets = Attacks.king(king) & ~own;
        if (targets == 0) {
            return n;
        }
        long[] pieces = p.pieces;
        int t = them << 3;
        long enemyPawns = pieces[t | Piece.PAWN];
        long attacked = them == Piece.WHITE
                ? (enemyPawns & ~Bitboards.FILE_A) << 7 | (enemyPawns & ~Bitboards.FILE_H) << 9
                : (enemyPawns & ~Bitboards.FILE_A) >>> 9 | (enemyPawns & ~Bitboards.FILE_H) >>> 7;
        long enemyKing = pieces[t | Piece.KING];
        if (enemyKing != 0) {
            attacked |= Attacks.king(Long.numberOfTrailingZeros(enemyKing));
        }
        targets &= ~attacked;
        long enemyKnights = pieces[t | Piece.KNIGHT];
        long occWithoutKing = occ ^ bit(king);
        int base = Move.unitOn(king, Piece.KING);
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            if ((Attacks.knight(to) & enemyKnights) != 0) {
                continue;
            }
            if ((Attacks.bishopRays(to) & enemyDiagonal) != 0 && (Attacks.bishop(to, occWithoutKing) & enemyDiagonal) != 0) {
                continue;
            }
            if ((Attacks.rookRays(to) & enemyStraight) != 0 && (Attacks.rook(to, occWithoutKing) & enemyStraight) != 0) {
                continue;
            }
            n = put(out, n, Move.onto(base, to, p.board[to] & 7));
        }
        return n;
    }

    /** Writes a move at {@code n} (only counts it without an array); returns the next index. */
    private static int put(int[] out, int n, int move) {
        if (out != null) {
            out[n] = move;
        }
        return n + 1;
    }

    /**
     * Pawn moves. Which pawns can push, double-step or capture is worked out for all pawns at once
     * by shifting sets (check mask included); the pawns are then visited in square order so that
     * the moves come in the documented order, and only pinned pawns need their line tested.
     */
    private static int pawnMoves(Position p, int[] out, int n, long state, int king, long pinned, long checkMask,
                                 long enemy, long occ) {
        int us = (int) state & 1;
        long pawns = p.pieces[us << 3 | Piece.PAWN];
        if (pawns == 0) {
            return n;
        }
        long empty = ~occ;
        long pushFrom;
        long doubleFrom;
        long westFrom;
        long eastFrom;
        long promoting;
        int up;
        if (us == Piece.WHITE) {
            long single = pawns << 8 & empty;
            doubleFrom = ((single & Bitboards.RANK_3) << 8 & empty & checkMask) >>> 16;
            pushFrom = (single & checkMask) >>> 8;
            westFrom = ((pawns & ~Bitboards.FILE_A) << 7 & enemy & checkMask) >>> 7;
            eastFrom = ((pawns & ~Bitboards.FILE_H) << 9 & enemy & checkMask) >>> 9;
            promoting = Bitboards.RANK_7;
            up = 8;
        } else {
            long single = pawns >>> 8 & empty;
            doubleFrom = ((single & Bitboards.RANK_6) >>> 8 & empty & checkMask) << 16;
            pushFrom = (single & checkMask) << 8;
            westFrom = ((pawns & ~Bitboards.FILE_A) >>> 9 & enemy & checkMask) << 9;
            eastFrom = ((pawns & ~Bitboards.FILE_H) >>> 7 & enemy & checkMask) << 7;
            promoting = Bitboards.RANK_2;
            up = -8;
        }
        int ep = Position.epSquareOf(state);
        long epFrom = Position.epLegalIn(state) ? Attacks.pawn(us ^ 1, ep) & pawns : 0;
        byte[] board = p.board;
        // West capture targets have the lower square index for both colours, so they come first.
        int west = up - 1;
        int east = up + 1;

        long movers = pushFrom | doubleFrom | westFrom | eastFrom | epFrom;
        while (movers != 0) {
            int from = Long.numberOfTrailingZeros(movers);
            movers &= movers - 1;
            long fromBit = bit(from);
            long allowed = (pinned & fromBit) == 0 ? ~0L : Bitboards.line(king, from);
            int base = Move.unitOn(from, Piece.PAWN);
            boolean promotes = (promoting & fromBit) != 0;
            if ((pushFrom & fromBit) != 0 && (allowed & bit(from + up)) != 0) {
                n = addPawnMove(out, n, Move.onto(base, from + up, 0), promotes);
            }
            if ((doubleFrom & fromBit) != 0 && (allowed & bit(from + 2 * up)) != 0) {
                n = put(out, n, Move.of(from, from + 2 * up, Move.DOUBLE_STEP, Piece.PAWN, 0, 0));
            }
            if ((westFrom & fromBit) != 0 && (allowed & bit(from + west)) != 0) {
                int to = from + west;
                n = addPawnMove(out, n, Move.onto(base, to, board[to] & 7), promotes);
            }
            if ((eastFrom & fromBit) != 0 && (allowed & bit(from + east)) != 0) {
                int to = from + east;
                n = addPawnMove(out, n, Move.onto(base, to, board[to] & 7), promotes);
            }
            // E.p. gets the full test on the board as it would be (rank pins through two pawns, checks).
            if ((epFrom & fromBit) != 0 && p.enPassantIsLegal(from, ep)) {
                n = put(out, n, Move.of(from, ep, Move.EN_PASSANT, Piece.PAWN, Piece.PAWN, 0));
            }
        }
        return n;
    }

    /** A pawn move, or its four promotions (Q, R, B, N) when it reaches the last rank. */
    private static int addPawnMove(int[] out, int n, int move, boolean promotes) {
        if (!promotes) {
            return put(out, n, move);
        }
        n = put(out, n, Move.promotingTo(move, Piece.QUEEN));
        n = put(out, n, Move.promotingTo(move, Piece.ROOK));
        n = put(out, n, Move.promotingTo(move, Piece.BISHOP));
        return put(out, n, Move.promotingTo(move, Piece.KNIGHT));
    }

    private static int castlingMoves(Position p, int[] out, int n, int rights, int us, int them, long occ) {
        int king = us == Piece.WHITE ? Square.E1 : Square.E8;
        int rook = Piece.code(us, Piece.ROOK);
        if (p.board[king] != Piece.code(us, Piece.KING)) {
            return n; // rights set by hand without the king at home: nothing to castle with
        }
        if ((rights & Castling.kingside(us)) != 0 && p.board[king + 3] == rook
                && (occ & (bit(king + 1) | bit(king + 2))) == 0
                && !p.isAttacked(king + 1, them, occ) && !p.isAttacked(king + 2, them, occ)) {
            n = put(out, n, Move.of(king, king + 2, Move.CASTLING, Piece.KING, 0, 0));
        }
        if ((rights & Castling.queenside(us)) != 0 && p.board[king - 4] == rook
                && (occ & (bit(king - 1) | bit(king - 2) | bit(king - 3))) == 0
                && !p.isAttacked(king - 1, them, occ) && !p.isAttacked(king - 2, them, occ)) {
            n = put(out, n, Move.of(king, king - 2, Move.CASTLING, Piece.KING, 0, 0));
        }
        return n;
    }
}
