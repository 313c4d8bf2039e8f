package org.passant.report;

import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.solve.MateSearch;

/**
 * TEMPORARY stand-in for org.passant.notation.Notation (being written on another branch), with
 * the same static methods so that the formatters compile now and switch by deleting this file
 * and importing the real class when that branch reaches main.
 */
final class Notation {
    private Notation() {
    }

    static String san(Position before, int move) {
        return sanWithoutSuffix(before, move) + suffix(before, move);
    }

    static String sanWithoutSuffix(Position before, int move) {
        if (Move.isCastling(move)) {
            return Move.to(move) > Move.from(move) ? "0-0" : "0-0-0";
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int mover = Move.mover(move);
        StringBuilder s = new StringBuilder();
        if (mover == Piece.PAWN) {
            if (Move.isCapture(move)) {
                s.append(Square.name(from).charAt(0)).append('x');
            }
            s.append(Square.name(to));
            if (Move.promotion(move) != 0) {
                s.append('=').append(Piece.letter(Move.promotion(move)));
            }
            if (Move.isEnPassant(move)) {
                s.append(" e.p.");
            }
            return s.toString();
        }
        s.append(Piece.letter(mover));
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(before, list, 0);
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int m = list[i];
            if (m != move && Move.to(m) == to && Move.mover(m) == mover && Move.from(m) != from) {
                clash = true;
                sameFile |= Square.file(Move.from(m)) == Square.file(from);
                sameRank |= Square.rank(Move.from(m)) == Square.rank(from);
            }
        }
        if (clash) {
            if (!sameFile) {
                s.append(Square.name(from).charAt(0));
            } else if (!sameRank) {
                s.append(Square.name(from).charAt(1));
            } else {
                s.append(Square.name(from));
            }
        }
        if (Move.isCapture(move)) {
            s.append('x');
        }
        return s.append(Square.name(to)).toString();
    }

    static String popeye(Position before, int move) {
        if (Move.isCastling(move)) {
            return Move.to(move) > Move.from(move) ? "0-0" : "0-0-0";
        }
        int mover = Move.mover(move);
        StringBuilder s = new StringBuilder();
        if (mover != Piece.PAWN) {
            s.append(mover == Piece.KNIGHT ? 'S' : Piece.letter(mover));
        }
        s.append(Square.name(Move.from(move))).append(Move.isCapture(move) ? '*' : '-').append(Square.name(Move.to(move)));
        if (Move.promotion(move) != 0) {
            int promo = Move.promotion(move);
            s.append('=').append(promo == Piece.KNIGHT ? 'S' : Piece.letter(promo));
        }
        if (Move.isEnPassant(move)) {
            s.append(" ep.");
        }
        return s.toString();
    }

    static String uci(int move) {
        return Move.uci(move);
    }

    private static String suffix(Position before, int move) {
        Position p = before.copy();
        p.make(move);
        if (!p.inCheck()) {
            return "";
        }
        return MateSearch.isCheckmate(p) ? "#" : "+";
    }
}
