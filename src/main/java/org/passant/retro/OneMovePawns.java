package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Bitboards;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Pieces that cannot have come to their squares past a pawn that made one move. A pawn one rank
 * in front of its starting rank made exactly one move; when only one starting square can have
 * been its own (the others hold unmoved pawns of its colour), it has stood on that square
 * ({@code origin}) or on its present one ({@code step}) at every moment of the game: on the origin
 * before its move, on the step ever after. So no piece ever moved through both, and a piece used
 * the step only before the pawn moved, the origin only after.
 *
 * <p>That closes squares the walls of units that never moved leave open. Janko's B record
 * {@code KQn5/1pp5/kp6/8/8/8/8/8 b}: if White's last move took a bishop on b8, that bishop came
 * in through a7 (c7 never moved), and a7 is reached only from b6; the black pawn on b6 came from
 * a7, so one of the two squares was always taken: the bishop cannot have got there.
 *
 * <p>The proof for each piece follows its moves backwards from its square: first while the pawn
 * stands on the step (the present), then, from any square other than the pawn's two, while it
 * stood on its origin (the past). An original piece started in the past, on a starting square of
 * its kind; a promoted one appeared on its last rank at any time. Reaching neither is a proof
 * that the piece cannot be there. Over-estimates keep it a proof: every square but the walls,
 * the pawn's square of the time, is passable; captures are allowed anywhere; the other pawns that
 * made one move are ignored while one is examined; any last-rank square counts as a promotion.
 */
final class OneMovePawns {
    private OneMovePawns() {
    }

    /** The first piece (of the side that moved last first, then the other) that cannot have reached its square, or null. */
    static Defect check(RetroBoard b, long walls) {
        int mover = b.sideToMove ^ 1;
        for (int pawnColor = Piece.WHITE; pawnColor <= Piece.BLACK; pawnColor++) {
            int back = pawnColor == Piece.WHITE ? -8 : 8;
            long firstStep = b.pieces(pawnColor, Piece.PAWN) & (pawnColor == Piece.WHITE ? Bitboards.RANK_3 : Bitboards.RANK_6);
            long unmoved = b.pieces(pawnColor, Piece.PAWN) & (pawnColor == Piece.WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7);
            for (long rest = firstStep; rest != 0; rest &= rest - 1) {
                int step = Long.numberOfTrailingZeros(rest);
                int origin = onlyOrigin(step, back, unmoved);
                if (origin == Square.NONE) {
                    continue;
                }
                Defect d = stranded(b, mover, step, origin, walls);
                if (d == null) {
                    d = stranded(b, mover ^ 1, step, origin, walls);
                }
                if (d != null) {
                    return d;
                }
            }
        }
        return null;
    }

    /** The one starting square the pawn on {@code step} can have come from, or {@link Square#NONE}. */
    private static int onlyOrigin(int step, int back, long unmovedPawns) {
        int straight = step + back;
        long candidates = bit(straight);
        int file = Square.file(step);
        if (file > 0) {
            candidates |= bit(straight - 1);
        }
        if (file < 7) {
            candidates |= bit(straight + 1);
        }
        candidates &= ~unmovedPawns;
        return Long.bitCount(candidates) == 1 ? Long.numberOfTrailingZeros(candidates) : Square.NONE;
    }

    /** The first piece of {@code color} that cannot have come to its square past the pawn, as a defect, or null. */
    private static Defect stranded(RetroBoard b, int color, int step, int origin, long walls) {
        long pieces = b.byColor[color] & ~b.byType[Piece.PAWN];
        long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int kind = b.board[sq] & 7;
            long homes = kind == Piece.KING ? bit(color == Piece.WHITE ? Square.E1 : Square.E8)
                    : PieceOrigins.homes(color, kind);
            long promotions = kind == Piece.KING ? 0 : lastRank;
            long present = PieceOrigins.reach(kind, bit(sq), walls | bit(step), 0);
            if ((present & promotions) != 0) {
                continue;
            }
            long past = PieceOrigins.reach(kind, present & ~bit(origin), walls | bit(origin), 0);
            if ((past & (homes | promotions)) == 0) {
                return new Defect(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, color, sq, bit(sq) | bit(step), origin, 0);
            }
        }
        return null;
    }
}
