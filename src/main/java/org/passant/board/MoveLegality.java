package org.passant.board;

import static org.passant.board.Bitboards.bit;

/**
 * Whether one given move is legal in a position, without generating the others: exactly the
 * answer "{@link MoveGenerator#legal} lists this move", for any int (a move remembered from
 * another position included).
 *
 * <p>Why: the mate search tries a remembered refutation first at the defender's nodes, and most
 * of the time it refutes again (three times in four on a #7 of the mates suite). Generating
 * every defence only to see that the remembered one is among them was the largest single cost
 * of the search's last plies (docs/long-mates.md). Castling and e.p. are rare as refutations and
 * have rules of their own: for them the move list is generated and searched.
 */
public final class MoveLegality {
    private MoveLegality() {
    }

    /** Whether {@code move} is among the legal moves of the side to move; {@code scratch} holds a move list if one is needed. */
    public static boolean isLegal(Position p, int move, int[] scratch) {
        if (move == Move.NONE) {
            return false;
        }
        int kind = Move.kind(move);
        if (kind == Move.EN_PASSANT || kind == Move.CASTLING) {
            return listed(p, move, scratch);
        }
        int us = p.sideToMove();
        int them = us ^ 1;
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = Move.mover(move);
        int captured = Move.captured(move);
        if (p.pieceAt(from) != Piece.code(us, mover) || captured == Piece.KING
                || p.pieceAt(to) != (captured == 0 ? Piece.NONE : Piece.code(them, captured))) {
            return false;
        }
        long king = p.pieces(us, Piece.KING);
        if (king == 0) {
            return false; // the generator lists no move for a side without a king
        }
        long occ = p.occupied();
        if (!reaches(p, move, us, from, to, mover, captured, kind, occ)) {
            return false;
        }
        if (mover == Piece.KING) {
            return !p.isAttacked(to, them, occ ^ bit(from));
        }
        int kingSquare = Long.numberOfTrailingZeros(king);
        long checkers = p.checkers();
        if (checkers != 0) {
            if (Bitboards.several(checkers)) {
                return false; // only the king answers a double check
            }
            int checker = Long.numberOfTrailingZeros(checkers);
            if (((Bitboards.between(kingSquare, checker) | bit(checker)) & bit(to)) == 0) {
                return false; // neither takes the checker nor stands between
            }
        }
        return (p.pinned() & bit(from)) == 0 || Bitboards.aligned(kingSquare, from, to);
    }

    /** Whether the unit on {@code from} moves to {@code to} by its own rules, the move encoded as the generator encodes it. */
    private static boolean reaches(Position p, int move, int us, int from, int to, int mover, int captured, int kind, long occ) {
        int promotion = Move.promotion(move);
        if (mover != Piece.PAWN) {
            if (promotion != 0 || kind != Move.NORMAL) {
                return false;
            }
            long targets = switch (mover) {
                case Piece.KNIGHT -> Attacks.knight(from);
                case Piece.BISHOP -> Attacks.bishop(from, occ);
                case Piece.ROOK -> Attacks.rook(from, occ);
                case Piece.QUEEN -> Attacks.queen(from, occ);
                case Piece.KING -> Attacks.king(from);
                default -> 0L;
            };
            return (targets & bit(to)) != 0;
        }
        int up = us == Piece.WHITE ? 8 : -8;
        int lastRank = us == Piece.WHITE ? 7 : 0;
        boolean promotes = (to >>> 3) == lastRank;
        if (promotes != (promotion != 0) || promotion == Piece.PAWN || promotion == Piece.KING) {
            return false;
        }
        if (kind == Move.DOUBLE_STEP) {
            int startRank = us == Piece.WHITE ? 1 : 6;
            return (from >>> 3) == startRank && to == from + 2 * up && (occ & (bit(from + up) | bit(to))) == 0;
        }
        if (captured == 0) {
            return to == from + up; // the target was checked empty by the caller
        }
        return (Attacks.pawn(us, from) & bit(to)) != 0;
    }

    private static boolean listed(Position p, int move, int[] scratch) {
        int count = MoveGenerator.legal(p, scratch, 0);
        for (int i = 0; i < count; i++) {
            if (scratch[i] == move) {
                return true;
            }
        }
        return false;
    }
}
