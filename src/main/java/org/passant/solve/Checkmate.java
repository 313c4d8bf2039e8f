package org.passant.solve;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Piece;
import org.passant.board.Position;

/**
 * The mate test of the search: the side to move is in check and has no legal move. Most checks
 * are answered by a king step, so flights are tried first, and the test stops at the first legal
 * answer it finds instead of generating every move.
 */
final class Checkmate {
    private Checkmate() {
    }

    /** Whether the side to move is checkmated. */
    static boolean isMated(Position p) {
        long checkers = p.checkers();
        if (checkers == 0) {
            return false;
        }
        int us = p.sideToMove();
        int them = us ^ 1;
        int king = p.kingSquare(us);
        long own = p.pieces(us);
        long occ = p.occupied();

        long flights = Attacks.king(king) & ~own;
        long occWithoutKing = occ ^ bit(king);
        while (flights != 0) {
            int to = Long.numberOfTrailingZeros(flights);
            flights &= flights - 1;
            if (!p.isAttacked(to, them, occWithoutKing)) {
                return false;
            }
        }
        if (Bitboards.several(checkers)) {
            return true; // a double check is answered by the king alone
        }
        if (p.hasLegalEnPassant()) {
            return false; // the position knows that some e.p. capture is legal, check included
        }
        int checker = Long.numberOfTrailingZeros(checkers);
        // A pinned unit can never answer a check from another line; the king was handled above.
        long helpers = own & ~p.pinned() & ~bit(king);
        if ((p.attackersTo(checker, occ) & helpers) != 0) {
            return false;
        }
        long pawns = p.pieces(us, Piece.PAWN) & helpers;
        long others = helpers & ~pawns;
        int up = us == Piece.WHITE ? 8 : -8;
        int doubleStepRank = us == Piece.WHITE ? 3 : 4;
        long between = Bitboards.between(king, checker);
        while (between != 0) {
            int sq = Long.numberOfTrailingZeros(between);
            between &= between - 1;
            // attackersTo also lists pawn captures, which cannot land on an empty square: masked out.
            if ((p.attackersTo(sq, occ) & others) != 0) {
                return false;
            }
            int one = sq - up;
            if (one >= 0 && one < 64) {
                if ((pawns & bit(one)) != 0) {
                    return false;
                }
                if ((occ & bit(one)) == 0 && (sq >>> 3) == doubleStepRank && (pawns & bit(one - up)) != 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
