package org.passant.notation;

import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Long algebraic notation, where every move names its from and to squares (Sg1-f3, e5*f6 ep.).
 * The move int carries mover, capture, promotion and kind, so no position is needed.
 */
enum LongAlgebraic {
    /** Popeye 4.104's output: knight S, pawn no letter, '*' for captures, " ep." after an e.p. capture. */
    POPEYE('S', '*', " ep."),
    /** The same with English letters and 'x', used to list candidate moves in messages. */
    ENGLISH('N', 'x', " e.p.");

    private final char knightLetter;
    private final char captureSign;
    private final String enPassantMark;

    LongAlgebraic(char knightLetter, char captureSign, String enPassantMark) {
        this.knightLetter = knightLetter;
        this.captureSign = captureSign;
        this.enPassantMark = enPassantMark;
    }

    String format(int move) {
        if (Move.isCastling(move)) {
            return Castles.name(move);
        }
        StringBuilder s = new StringBuilder(12);
        if (Move.mover(move) != Piece.PAWN) {
            s.append(letter(Move.mover(move)));
        }
        s.append(Square.name(Move.from(move)));
        s.append(Move.isCapture(move) ? captureSign : '-');
        s.append(Square.name(Move.to(move)));
        if (Move.promotion(move) != 0) {
            s.append('=').append(letter(Move.promotion(move)));
        }
        if (Move.isEnPassant(move)) {
            s.append(enPassantMark);
        }
        return s.toString();
    }

    private char letter(int type) {
        return type == Piece.KNIGHT ? knightLetter : Piece.letter(type);
    }
}
