package org.passant.retro;

import static org.passant.board.Bitboards.bit;

import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Castling;
import org.passant.board.Piece;

/**
 * The squares that one and the same unit has occupied since the game began: no unit ever passed
 * through them, none was ever captured there. They are
 * <ul>
 * <li>pawns on their second rank (a pawn only moves forward, so it never left);
 * <li>the king and rook of a castling right presumed to hold (presumed never to have moved);
 * <li>a piece on its starting square whose every move from there ends on such a square (it could
 *     not leave, and no unit of its kind could come in: the same moves lead in), found until
 *     nothing more is added (a rook behind a shut-in bishop, for example).
 * </ul>
 */
final class Walls {
    private static final int[] HOME_TYPES = {Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING,
        Piece.BISHOP, Piece.KNIGHT, Piece.ROOK};

    private Walls() {
    }

    static long of(RetroBoard b, int presumed) {
        long walls = (b.pieces(Piece.WHITE, Piece.PAWN) & Bitboards.RANK_2)
                | (b.pieces(Piece.BLACK, Piece.PAWN) & Bitboards.RANK_7);
        for (int r = Castling.WHITE_KINGSIDE; r <= Castling.BLACK_QUEENSIDE; r <<= 1) {
            if ((presumed & r) != 0) {
                int color = r <= Castling.WHITE_QUEENSIDE ? Piece.WHITE : Piece.BLACK;
                int king = Castling.kingSquare(r);
                int rook = Castling.rookSquare(r);
                // The search presumes only rights whose king and rook are at home; checked anyway.
                if (b.board[king] == Piece.code(color, Piece.KING) && b.board[rook] == Piece.code(color, Piece.ROOK)) {
                    walls |= bit(king) | bit(rook);
                }
            }
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
                int first = color == Piece.WHITE ? 0 : 56;
                for (int f = 0; f < 8; f++) {
                    int home = first + f;
                    int type = HOME_TYPES[f];
                    if ((walls & bit(home)) == 0 && b.board[home] == Piece.code(color, type)
                            && (exits(type, home) & ~walls) == 0) {
                        walls |= bit(home);
                        grew = true;
                    }
                }
            }
        }
        return walls;
    }

    /** The squares a piece of {@code type} on {@code sq} reaches in one step (a slider's first square in each direction). */
    static long exits(int type, int sq) {
        return Attacks.of(type, sq, ~0L);
    }
}
