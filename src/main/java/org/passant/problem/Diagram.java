package org.passant.problem;

import java.util.Arrays;
import org.passant.board.Fen;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * The pieces of a position while it is read and twinned: a {@link Piece} code per {@link Square},
 * at most one piece per square, no opinion about legality (a board.Position would insist on
 * kings and keep bitboards that twinning has no use for). Mutable; {@link #copy()} before twinning.
 */
final class Diagram {

    private final int[] squares;

    Diagram() {
        this(new int[64]);
    }

    private Diagram(int[] squares) {
        this.squares = squares;
    }

    /** The diagram of a FEN placement field; the exception's offset says where a fault is. */
    static Diagram ofFenPlacement(String placement) {
        return new Diagram(Fen.readPlacement(placement));
    }

    Diagram copy() {
        return new Diagram(squares.clone());
    }

    /** The piece code on the square, {@link Piece#NONE} if empty. */
    int at(int square) {
        return squares[square];
    }

    boolean isEmpty(int square) {
        return squares[square] == Piece.NONE;
    }

    /** Puts a piece on a square, replacing whatever stood there. */
    void put(int square, int piece) {
        squares[square] = piece;
    }

    void remove(int square) {
        squares[square] = Piece.NONE;
    }

    /** Makes this diagram hold the pieces of the other. */
    void setTo(Diagram other) {
        System.arraycopy(other.squares, 0, squares, 0, 64);
    }

    /** Moves the piece on {@code from} to {@code to}, capturing what stood there. */
    void move(int from, int to) {
        int piece = squares[from];
        squares[from] = Piece.NONE;
        squares[to] = piece;
    }

    void exchange(int first, int second) {
        int piece = squares[first];
        squares[first] = squares[second];
        squares[second] = piece;
    }

    void transform(SquareTransformation transformation) {
        int[] moved = new int[64];
        for (int square = 0; square < 64; square++) {
            if (squares[square] != Piece.NONE) {
                moved[transformation.apply(square)] = squares[square];
            }
        }
        System.arraycopy(moved, 0, squares, 0, 64);
    }

    /**
     * The first occupied square whose piece a shift by (fileStep, rankStep) would push off the
     * board, or {@link Square#NONE} if the shift is possible.
     */
    int firstSquareLeavingBoard(int fileStep, int rankStep) {
        for (int square = 0; square < 64; square++) {
            if (squares[square] != Piece.NONE
                    && !Squares.onBoard(Square.file(square) + fileStep, Square.rank(square) + rankStep)) {
                return square;
            }
        }
        return Square.NONE;
    }

    /** Shifts every piece; call {@link #firstSquareLeavingBoard} first. */
    void shift(int fileStep, int rankStep) {
        int[] moved = new int[64];
        for (int square = 0; square < 64; square++) {
            if (squares[square] != Piece.NONE) {
                moved[Square.of(Square.file(square) + fileStep, Square.rank(square) + rankStep)] = squares[square];
            }
        }
        System.arraycopy(moved, 0, squares, 0, 64);
    }

    /** Replaces every piece of one type by the other type, keeping its colour. */
    void substitute(int fromType, int toType) {
        for (int square = 0; square < 64; square++) {
            if (squares[square] != Piece.NONE && Piece.type(squares[square]) == fromType) {
                squares[square] = Piece.code(Piece.color(squares[square]), toType);
            }
        }
    }

    /** Every piece changes colour (Popeye's {@code PolishType}). */
    void swapColours() {
        for (int square = 0; square < 64; square++) {
            if (squares[square] != Piece.NONE) {
                squares[square] = Piece.code(Piece.color(squares[square]) ^ 1, Piece.type(squares[square]));
            }
        }
    }

    /**
     * The problem's FEN: this placement, the side to move ({@link Piece#WHITE}, {@link Piece#BLACK}),
     * the rights, and the move counters as given ("0 1" when the input has none).
     */
    String fen(int toMove, CastlingRights castling, EnPassantRight enPassant, String counters) {
        return Fen.placement(this::at) + (toMove == Piece.WHITE ? " w " : " b ") + castling.fenField() + " "
                + enPassant.fenField() + " " + counters;
    }
}
