package org.passant.retro;

import org.passant.board.Castling;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.board.SquareSets;

/** The words reasons are made of: units, sides, moves in long algebraic notation. */
final class Words {
    private Words() {
    }

    static String side(int color) {
        return Piece.colorName(color);
    }

    /** "the white pawn on g6". */
    static String unit(RetroBoard b, int sq) {
        int code = b.board[sq];
        return "the " + Piece.colorName(Piece.color(code)).toLowerCase() + " " + Piece.typeName(Piece.type(code))
                + " on " + Square.name(sq);
    }

    /** "the white pawn on g6 and the white rook on h8". */
    static String units(RetroBoard b, long set) {
        return SquareSets.describe(set, sq -> unit(b, sq));
    }

    static String squares(long set) {
        return SquareSets.describe(set, Square::name);
    }

    static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /**
     * A move in long algebraic notation as problemists print retractions: {@code g7-g5},
     * {@code Kf8xg8}, {@code e7xd8=Q}, {@code h5xg6 e.p.}, {@code 0-0}. The captured unit is not
     * named here (see {@link #captured}).
     */
    static String move(int move) {
        int kind = Move.kind(move);
        if (kind == Move.CASTLING) {
            return Move.to(move) > Move.from(move) ? "0-0" : "0-0-0";
        }
        StringBuilder sb = new StringBuilder();
        if (Move.mover(move) != Piece.PAWN) {
            sb.append(Piece.letter(Move.mover(move)));
        }
        sb.append(Square.name(Move.from(move)));
        sb.append(Move.isCapture(move) ? 'x' : '-');
        sb.append(Square.name(Move.to(move)));
        if (Move.promotion(move) != 0) {
            sb.append('=').append(Piece.letter(Move.promotion(move)));
        }
        if (kind == Move.EN_PASSANT) {
            sb.append(" e.p.");
        }
        return sb.toString();
    }

    static String captured(int type) {
        return String.valueOf(Piece.letter(type));
    }

    static String right(int right) {
        return Castling.describe(right);
    }
}
