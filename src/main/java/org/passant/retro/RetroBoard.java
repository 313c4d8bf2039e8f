package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import java.util.SplittableRandom;
import org.passant.board.Attacks;
import org.passant.board.Fen;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * The board that retraction works on: units, the side to move, and a 128-bit key (two independent
 * 64-bit Zobrist keys) so that a table hit can only be a different position with a chance of
 * about 2^-128 per pair; a wrong hit could otherwise turn into a wrong proof.
 *
 * <p>Rights are deliberately absent: in retro analysis they are what is being decided, never
 * something the board knows.
 */
final class RetroBoard {
    private static final long[][] KEYS_A = new long[16][64];
    private static final long[][] KEYS_B = new long[16][64];
    static final long SIDE_A;
    static final long SIDE_B;

    static {
        SplittableRandom a = new SplittableRandom(0x52E7_0A11L);
        SplittableRandom b = new SplittableRandom(0x52E7_0B22L);
        for (int code = 0; code < 16; code++) {
            for (int sq = 0; sq < 64; sq++) {
                KEYS_A[code][sq] = a.nextLong();
                KEYS_B[code][sq] = b.nextLong();
            }
        }
        SIDE_A = a.nextLong();
        SIDE_B = b.nextLong();
    }

    final byte[] board = new byte[64];
    final long[] byColor = new long[2];
    /** Indexed by piece type 1..6. */
    final long[] byType = new long[7];
    long occupied;
    int sideToMove;
    long keyA;
    long keyB;

    static RetroBoard of(Position p) {
        RetroBoard b = new RetroBoard();
        for (int sq = 0; sq < 64; sq++) {
            if (p.pieceAt(sq) != Piece.NONE) {
                b.put(p.pieceAt(sq), sq);
            }
        }
        if (p.sideToMove() == Piece.BLACK) {
            b.flipSide();
        }
        return b;
    }

    RetroBoard copy() {
        RetroBoard b = new RetroBoard();
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != 0) {
                b.put(board[sq], sq);
            }
        }
        if (sideToMove != b.sideToMove) {
            b.flipSide();
        }
        return b;
    }

    void put(int code, int sq) {
        long m = bit(sq);
        board[sq] = (byte) code;
        byType[code & 7] |= m;
        byColor[code >>> 3] |= m;
        occupied |= m;
        keyA ^= KEYS_A[code][sq];
        keyB ^= KEYS_B[code][sq];
    }

    void remove(int sq) {
        int code = board[sq];
        long m = bit(sq);
        board[sq] = 0;
        byType[code & 7] &= ~m;
        byColor[code >>> 3] &= ~m;
        occupied &= ~m;
        keyA ^= KEYS_A[code][sq];
        keyB ^= KEYS_B[code][sq];
    }

    void flipSide() {
        sideToMove ^= 1;
        keyA ^= SIDE_A;
        keyB ^= SIDE_B;
    }

    long pieces(int color, int type) {
        return byColor[color] & byType[type];
    }

    int king(int color) {
        long k = byColor[color] & byType[Piece.KING];
        return k == 0 ? Square.NONE : Long.numberOfTrailingZeros(k);
    }

    /** Units of colour {@code by} attacking a square, with the given occupancy. */
    long attackers(int sq, int by, long occ) {
        long them = byColor[by];
        return ((Attacks.pawn(by ^ 1, sq) & byType[Piece.PAWN])
                | (Attacks.knight(sq) & byType[Piece.KNIGHT])
                | (Attacks.king(sq) & byType[Piece.KING])
                | (Attacks.bishop(sq, occ) & (byType[Piece.BISHOP] | byType[Piece.QUEEN]))
                | (Attacks.rook(sq, occ) & (byType[Piece.ROOK] | byType[Piece.QUEEN]))) & them;
    }

    boolean attacked(int sq, int by, long occ) {
        long them = byColor[by];
        return (Attacks.pawn(by ^ 1, sq) & byType[Piece.PAWN] & them) != 0
                || (Attacks.knight(sq) & byType[Piece.KNIGHT] & them) != 0
                || (Attacks.king(sq) & byType[Piece.KING] & them) != 0
                || (Attacks.bishop(sq, occ) & (byType[Piece.BISHOP] | byType[Piece.QUEEN]) & them) != 0
                || (Attacks.rook(sq, occ) & (byType[Piece.ROOK] | byType[Piece.QUEEN]) & them) != 0;
    }

    /** Units of the side to move's opponent that give check to the side to move. */
    long checkers() {
        int k = king(sideToMove);
        return k == Square.NONE ? 0 : attackers(k, sideToMove ^ 1, occupied);
    }

    /** The position as a board {@link Position} without rights (for FEN output and tests). */
    Position toPosition() {
        Position p = new Position();
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != 0) {
                p.put(board[sq], sq);
            }
        }
        p.setState(sideToMove, 0, Square.NONE, 0, 1);
        return p;
    }

    /** Placement and side, e.g. {@code 7R/7p/5P1k/4PKpP/8/8/8/8 w}. */
    String diagram() {
        return Fen.placement(toPosition()) + (sideToMove == Piece.WHITE ? " w" : " b");
    }

    @Override
    public String toString() {
        return diagram();
    }
}
