package org.passant.board;

import static org.passant.board.Bitboards.bit;

/**
 * Every move of the side to move by the pieces' powers alone, for rule sets that do not observe
 * check (double-move chess): a king may step onto an attacked square, a pinned unit may move,
 * a king may be captured, and castling needs only the right (king and rook unmoved) and an empty
 * path. E.p. captures are the turn generator's ({@link TurnGenerator}), as their rights are the
 * rule set's. The order is {@link MoveGenerator}'s, so that lists read alike in both.
 */
final class PseudoLegalMoves {
    private PseudoLegalMoves() {
    }

    static int generate(Position p, int[] out, int n) {
        int us = p.sideToMove();
        long own = p.pieces(us);
        long occ = own | p.pieces(us ^ 1);
        long targets = ~own;
        byte[] board = p.board;
        int u = us << 3;
        n = emitAll(out, n, board, p.pieces[u | Piece.KING], Piece.KING, occ, targets);
        n = emitAll(out, n, board, p.pieces[u | Piece.KNIGHT], Piece.KNIGHT, occ, targets);
        n = emitAll(out, n, board, p.pieces[u | Piece.BISHOP], Piece.BISHOP, occ, targets);
        n = emitAll(out, n, board, p.pieces[u | Piece.ROOK], Piece.ROOK, occ, targets);
        n = emitAll(out, n, board, p.pieces[u | Piece.QUEEN], Piece.QUEEN, occ, targets);
        n = pawnMoves(p, out, n, us, occ);
        return castling(p, out, n, us, occ);
    }

    /** The moves of every unit of one type, by origin and then target square. */
    private static int emitAll(int[] out, int n, byte[] board, long units, int type, long occ, long targets) {
        while (units != 0) {
            int from = Long.numberOfTrailingZeros(units);
            units &= units - 1;
            int base = Move.unitOn(from, type);
            for (long to = Attacks.of(type, from, occ) & targets; to != 0; to &= to - 1) {
                int sq = Long.numberOfTrailingZeros(to);
                out[n++] = Move.onto(base, sq, board[sq] & 7);
            }
        }
        return n;
    }

    /** Per pawn by origin: push, double step, captures by target square (promotions Q, R, B, N). */
    private static int pawnMoves(Position p, int[] out, int n, int us, long occ) {
        long enemy = p.pieces(us ^ 1);
        int up = us == Piece.WHITE ? 8 : -8;
        int startRank = us == Piece.WHITE ? 1 : 6;
        int lastRank = us == Piece.WHITE ? 7 : 0;
        for (long pawns = p.pieces(us, Piece.PAWN); pawns != 0; pawns &= pawns - 1) {
            int from = Long.numberOfTrailingZeros(pawns);
            int push = from + up;
            if (push < 0 || push > 63) {
                continue; // a pawn on its last rank (only in a position set by hand) has no move
            }
            boolean promotes = Square.rank(push) == lastRank;
            int base = Move.unitOn(from, Piece.PAWN);
            if ((occ & bit(push)) == 0) {
                n = add(out, n, Move.onto(base, push, 0), promotes);
                if (Square.rank(from) == startRank && (occ & bit(push + up)) == 0) {
                    out[n++] = Move.of(from, push + up, Move.DOUBLE_STEP, Piece.PAWN, 0, 0);
                }
            }
            for (long caps = Attacks.pawn(us, from) & enemy; caps != 0; caps &= caps - 1) {
                int to = Long.numberOfTrailingZeros(caps);
                n = add(out, n, Move.onto(base, to, p.board[to] & 7), promotes);
            }
        }
        return n;
    }

    private static int add(int[] out, int n, int move, boolean promotes) {
        if (!promotes) {
            out[n++] = move;
            return n;
        }
        out[n++] = Move.promotingTo(move, Piece.QUEEN);
        out[n++] = Move.promotingTo(move, Piece.ROOK);
        out[n++] = Move.promotingTo(move, Piece.BISHOP);
        out[n++] = Move.promotingTo(move, Piece.KNIGHT);
        return n;
    }

    /** Castling without check: the right, king and rook at home, the squares between them empty. */
    private static int castling(Position p, int[] out, int n, int us, long occ) {
        int rights = p.castlingRights();
        int king = us == Piece.WHITE ? Square.E1 : Square.E8;
        if (rights == 0 || p.board[king] != Piece.code(us, Piece.KING)) {
            return n;
        }
        int rook = Piece.code(us, Piece.ROOK);
        if ((rights & Castling.kingside(us)) != 0 && p.board[king + 3] == rook
                && (occ & (bit(king + 1) | bit(king + 2))) == 0) {
            out[n++] = Move.of(king, king + 2, Move.CASTLING, Piece.KING, 0, 0);
        }
        if ((rights & Castling.queenside(us)) != 0 && p.board[king - 4] == rook
                && (occ & (bit(king - 1) | bit(king - 2) | bit(king - 3))) == 0) {
            out[n++] = Move.of(king, king - 2, Move.CASTLING, Piece.KING, 0, 0);
        }
        return n;
    }
}
