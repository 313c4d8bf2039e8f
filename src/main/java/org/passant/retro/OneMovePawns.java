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
 * <p>The proof for each piece follows its moves backwards from its square, through phases: the
 * set of such pawns that have not made their move yet, which only grows going back (a pawn's
 * move happens while the piece stands elsewhere than on its two squares). An original piece
 * started when no such pawn had moved, on a starting square of its kind (that square is not one
 * of the pawns', so the pawns still to move can move while it waits there); a promoted one
 * appeared on its last rank at any time. Reaching neither is a proof that the piece cannot be
 * there. Over-estimates keep it a proof: every square but the walls and the pawns' squares of
 * the phase is passable; captures are allowed anywhere; beyond {@value #MAX_PAWNS} such pawns each
 * is taken alone; any last-rank square counts as a promotion.
 */
final class OneMovePawns {
    private OneMovePawns() {
    }

    /**
     * At most this many pawns are taken together (2^6 phases). With more, each is taken alone:
     * leaving pawns out only loses proofs, and taking each alone keeps the verdict the same when
     * colours are exchanged or the board mirrored (a choice of six by square would not).
     */
    private static final int MAX_PAWNS = 6;

    /** The first piece (of the side that moved last first, then the other) that cannot have reached its square, or null. */
    static Defect check(RetroBoard b, long walls) {
        int[] steps = new int[16];
        int[] origins = new int[16];
        int k = 0;
        for (int pawnColor = Piece.WHITE; pawnColor <= Piece.BLACK; pawnColor++) {
            int back = pawnColor == Piece.WHITE ? -8 : 8;
            long firstStep = b.pieces(pawnColor, Piece.PAWN) & (pawnColor == Piece.WHITE ? Bitboards.RANK_3 : Bitboards.RANK_6);
            long unmoved = b.pieces(pawnColor, Piece.PAWN) & (pawnColor == Piece.WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7);
            for (long rest = firstStep; rest != 0; rest &= rest - 1) {
                int step = Long.numberOfTrailingZeros(rest);
                int origin = onlyOrigin(step, back, unmoved);
                if (origin != Square.NONE) {
                    steps[k] = step;
                    origins[k++] = origin;
                }
            }
        }
        if (k == 0) {
            return null;
        }
        int mover = b.sideToMove ^ 1;
        if (k <= MAX_PAWNS) {
            Defect d = stranded(b, mover, steps, origins, k, walls);
            return d != null ? d : stranded(b, mover ^ 1, steps, origins, k, walls);
        }
        for (int i = 0; i < k; i++) {
            int[] step = {steps[i]};
            int[] origin = {origins[i]};
            Defect d = stranded(b, mover, step, origin, 1, walls);
            if (d == null) {
                d = stranded(b, mover ^ 1, step, origin, 1, walls);
            }
            if (d != null) {
                return d;
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

    /** The first piece of {@code color} that cannot have come to its square past the pawns, as a defect, or null. */
    private static Defect stranded(RetroBoard b, int color, int[] steps, int[] origins, int k, long walls) {
        long pieces = b.byColor[color] & ~b.byType[Piece.PAWN];
        long lastRank = color == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long allSteps = 0;
        for (int i = 0; i < k; i++) {
            allSteps |= bit(steps[i]);
        }
        long[] reached = new long[1 << k];
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int kind = b.board[sq] & 7;
            long homes = kind == Piece.KING ? bit(color == Piece.WHITE ? Square.E1 : Square.E8)
                    : PieceOrigins.homes(color, kind);
            long goals = homes | (kind == Piece.KING ? 0 : lastRank);
            // The present: every such pawn on its step. Most pieces find a way out at once.
            if ((PieceOrigins.reach(kind, bit(sq), walls | allSteps, 0) & goals) != 0) {
                continue;
            }
            int blocker = blockingPawn(kind, sq, goals, steps, origins, k, walls, reached);
            if (blocker >= 0) {
                return new Defect(DefectKind.PIECE_PAST_ONE_MOVE_PAWN, color, sq, bit(sq) | bit(steps[blocker]),
                        origins[blocker], k);
            }
        }
        return null;
    }

    /**
     * Follows the piece back in time: a phase is the set of pawns that have not yet made their
     * move (bit i: pawn i still on its origin), which only grows going back. Returns -1 if some
     * phase reaches a goal, else the pawn whose move the piece's squares touch first (to name it).
     */
    private static int blockingPawn(int kind, int sq, long goals, int[] steps, int[] origins, int k, long walls,
            long[] reached) {
        int phases = 1 << k;
        java.util.Arrays.fill(reached, 0, phases, 0L);
        reached[0] = bit(sq);
        for (int phase = 0; phase < phases; phase++) {
            long blocked = walls;
            for (int i = 0; i < k; i++) {
                blocked |= bit((phase & (1 << i)) != 0 ? origins[i] : steps[i]);
            }
            long here = reached[phase] & ~blocked;
            if (here == 0) {
                continue;
            }
            here = PieceOrigins.reach(kind, here, blocked, 0);
            if ((here & goals) != 0) {
                return -1;
            }
            for (int i = 0; i < k; i++) {
                if ((phase & (1 << i)) == 0) {
                    // The pawn moves while the piece stands elsewhere than on its two squares.
                    reached[phase | (1 << i)] |= here & ~bit(origins[i]) & ~bit(steps[i]);
                }
            }
        }
        return nearest(kind, sq, steps, origins, k, walls);
    }

    /** The pawn to name: the first whose squares the piece, moving past the walls alone, touches. */
    private static int nearest(int kind, int sq, int[] steps, int[] origins, int k, long walls) {
        long around = PieceOrigins.reach(kind, bit(sq), walls, 0);
        for (int i = 0; i < k; i++) {
            if ((around & (bit(steps[i]) | bit(origins[i]))) != 0) {
                return i;
            }
        }
        return 0;
    }
}
