package org.passant.board;

import static org.passant.board.Bitboards.bit;

/**
 * Legal move generation with check and pin masks (no make/unmake to test legality), and a
 * generator of checking moves only, for the attacker's last move in a mate search.
 *
 * <p>Moves are written into a caller's {@code int[]} from an index and the new end index is
 * returned, so a search keeps one preallocated array per ply and allocates nothing.
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

    /** Whether the side to move has at least one legal move (cheaper than generating all). */
    public static boolean hasLegalMove(Position p, int[] scratch) {
        return legal(p, scratch, 0) > 0;
    }

    /** Number of legal moves. */
    public static int count(Position p, int[] scratch) {
        return legal(p, scratch, 0);
    }

    /**
     * The generator behind both entry points. With {@code checkCandidates}, each piece's targets
     * are narrowed to squares from which it could check (unless it may discover check, or the move
     * is a promotion, castling or e.p.); the caller then keeps exactly the moves that give check.
     */
    private static int generate(Position p, int[] out, int n, boolean checkCandidates) {
        int us = p.sideToMove();
        int them = us ^ 1;
        long own = p.byColor[us];
        long enemy = p.byColor[them];
        long occ = p.occupied;
        int king = p.kingSquare(us);
        if (king == Square.NONE) {
            return n;
        }
        long checkers = p.checkers();

        long discoverers = 0;
        long knightChecks = ~0L;
        long diagonalChecks = ~0L;
        long straightChecks = ~0L;
        if (checkCandidates) {
            int enemyKing = p.kingSquare(them);
            if (enemyKing == Square.NONE) {
                return n;
            }
            discoverers = p.blockers(them, us) & own;
            knightChecks = Attacks.knight(enemyKing);
            diagonalChecks = Attacks.bishop(enemyKing, occ);
            straightChecks = Attacks.rook(enemyKing, occ);
        }

        // King steps: the king itself may only discover check, never give it.
        if (!checkCandidates || (discoverers & bit(king)) != 0) {
            long targets = Attacks.king(king) & ~own;
            long occWithoutKing = occ ^ bit(king);
            while (targets != 0) {
                int to = Long.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                if (!p.isAttacked(to, them, occWithoutKing)) {
                    out[n++] = Move.of(king, to, Move.NORMAL, Piece.KING, Piece.type(p.board[to]), 0);
                }
            }
        }
        if (Bitboards.several(checkers)) {
            return n;
        }

        long checkMask = checkers == 0 ? ~0L : Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
        long pinned = p.blockers(us, them) & own;
        long targetMask = ~own & checkMask;

        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            long pieces = p.byType[type] & own;
            if (type == Piece.KNIGHT) {
                pieces &= ~pinned; // a pinned knight can never move
            }
            while (pieces != 0) {
                int from = Long.numberOfTrailingZeros(pieces);
                pieces &= pieces - 1;
                long targets = Attacks.of(type, from, occ) & targetMask;
                if ((pinned & bit(from)) != 0) {
                    targets &= Bitboards.line(king, from);
                }
                if (checkCandidates && (discoverers & bit(from)) == 0) {
                    targets &= type == Piece.KNIGHT ? knightChecks
                            : type == Piece.BISHOP ? diagonalChecks
                            : type == Piece.ROOK ? straightChecks
                            : diagonalChecks | straightChecks;
                }
                while (targets != 0) {
                    int to = Long.numberOfTrailingZeros(targets);
                    targets &= targets - 1;
                    out[n++] = Move.of(from, to, Move.NORMAL, type, Piece.type(p.board[to]), 0);
                }
            }
        }

        n = pawnMoves(p, out, n, us, king, pinned, checkMask, enemy, occ);

        if (checkers == 0) {
            n = castlingMoves(p, out, n, us, them, occ);
        }
        return n;
    }

    private static int pawnMoves(Position p, int[] out, int n, int us, int king, long pinned, long checkMask,
                                 long enemy, long occ) {
        int up = us == Piece.WHITE ? 8 : -8;
        int startRank = us == Piece.WHITE ? 1 : 6;
        int lastRank = us == Piece.WHITE ? 7 : 0;
        long pawns = p.byType[Piece.PAWN] & p.byColor[us];
        while (pawns != 0) {
            int from = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            long allowed = checkMask;
            if ((pinned & bit(from)) != 0) {
                allowed &= Bitboards.line(king, from);
            }
            int one = from + up;
            if ((occ & bit(one)) == 0) {
                if ((allowed & bit(one)) != 0) {
                    n = addPawnMove(out, n, from, one, 0, Square.rank(one) == lastRank);
                }
                int two = one + up;
                if (Square.rank(from) == startRank && (occ & bit(two)) == 0 && (allowed & bit(two)) != 0) {
                    out[n++] = Move.of(from, two, Move.DOUBLE_STEP, Piece.PAWN, 0, 0);
                }
            }
            long captures = Attacks.pawn(us, from) & enemy & allowed;
            while (captures != 0) {
                int to = Long.numberOfTrailingZeros(captures);
                captures &= captures - 1;
                n = addPawnMove(out, n, from, to, Piece.type(p.board[to]), Square.rank(to) == lastRank);
            }
            if (p.hasLegalEnPassant() && (Attacks.pawn(us, from) & bit(p.epSquare())) != 0
                    && p.enPassantIsLegal(from, p.epSquare())) {
                out[n++] = Move.of(from, p.epSquare(), Move.EN_PASSANT, Piece.PAWN, Piece.PAWN, 0);
            }
        }
        return n;
    }

    private static int addPawnMove(int[] out, int n, int from, int to, int captured, boolean promotes) {
        if (promotes) {
            for (int promo = Piece.QUEEN; promo >= Piece.KNIGHT; promo--) {
                out[n++] = Move.of(from, to, Move.NORMAL, Piece.PAWN, captured, promo);
            }
        } else {
            out[n++] = Move.of(from, to, Move.NORMAL, Piece.PAWN, captured, 0);
        }
        return n;
    }

    private static int castlingMoves(Position p, int[] out, int n, int us, int them, long occ) {
        int rights = p.castlingRights();
        int king = us == Piece.WHITE ? Square.E1 : Square.E8;
        int rook = Piece.code(us, Piece.ROOK);
        if (p.board[king] != Piece.code(us, Piece.KING)) {
            return n; // rights set by hand without the king at home: nothing to castle with
        }
        if ((rights & Castling.kingside(us)) != 0 && p.board[king + 3] == rook
                && (occ & (bit(king + 1) | bit(king + 2))) == 0
                && !p.isAttacked(king + 1, them, occ) && !p.isAttacked(king + 2, them, occ)) {
            out[n++] = Move.of(king, king + 2, Move.CASTLING, Piece.KING, 0, 0);
        }
        if ((rights & Castling.queenside(us)) != 0 && p.board[king - 4] == rook
                && (occ & (bit(king - 1) | bit(king - 2) | bit(king - 3))) == 0
                && !p.isAttacked(king - 1, them, occ) && !p.isAttacked(king - 2, them, occ)) {
            out[n++] = Move.of(king, king - 2, Move.CASTLING, Piece.KING, 0, 0);
        }
        return n;
    }
}
