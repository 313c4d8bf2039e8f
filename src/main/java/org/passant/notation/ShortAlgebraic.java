package org.passant.notation;

import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Short algebraic notation as problemists print it: Nxe5, exd6 e.p., e8=N, 0-0, Rad1, R1d2,
 * Qh4xe1. A piece names its from file, else its rank, else its square, only when another legal
 * move of the same kind of piece goes to the same square.
 */
final class ShortAlgebraic {
    /** Written after an e.p. capture, as problemists do; the check mark follows without a space. */
    static final String EN_PASSANT_MARK = " e.p.";

    private ShortAlgebraic() {
    }

    /** The move without check or mate mark; {@code legal} must be the legal moves it is one of. */
    static String format(int move, int[] legal) {
        if (Move.isCastling(move)) {
            return Castles.name(move);
        }
        StringBuilder s = new StringBuilder(12);
        int mover = Move.mover(move);
        if (mover == Piece.PAWN) {
            if (Move.isCapture(move)) {
                s.append(fileLetter(Move.from(move))).append('x');
            }
        } else {
            s.append(Piece.letter(mover)).append(disambiguation(move, legal));
            if (Move.isCapture(move)) {
                s.append('x');
            }
        }
        s.append(Square.name(Move.to(move)));
        if (Move.promotion(move) != 0) {
            s.append('=').append(Piece.letter(Move.promotion(move)));
        }
        if (Move.isEnPassant(move)) {
            s.append(EN_PASSANT_MARK);
        }
        return s.toString();
    }

    /** What must follow the piece letter so that no other piece of its kind could be meant. */
    private static String disambiguation(int move, int[] legal) {
        int from = Move.from(move);
        boolean rival = false;
        boolean rivalOnFile = false;
        boolean rivalOnRank = false;
        for (int other : legal) {
            int otherFrom = Move.from(other);
            if (otherFrom == from || Move.to(other) != Move.to(move) || Move.mover(other) != Move.mover(move)) {
                continue;
            }
            rival = true;
            rivalOnFile |= Square.file(otherFrom) == Square.file(from);
            rivalOnRank |= Square.rank(otherFrom) == Square.rank(from);
        }
        if (!rival) {
            return "";
        }
        if (!rivalOnFile) {
            return String.valueOf(fileLetter(from));
        }
        if (!rivalOnRank) {
            return String.valueOf((char) ('1' + Square.rank(from)));
        }
        return Square.name(from);
    }

    private static char fileLetter(int square) {
        return (char) ('a' + Square.file(square));
    }
}
