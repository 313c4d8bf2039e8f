package org.passant.problem;

import java.util.Arrays;
import org.passant.board.Square;

/**
 * The pieces of a position while it is read and twinned: at most one piece per square, no
 * opinion about legality. Mutable; {@link #copy()} before twinning.
 */
final class Diagram {

    private final DiagramPiece[] squares;

    Diagram() {
        this(new DiagramPiece[64]);
    }

    private Diagram(DiagramPiece[] squares) {
        this.squares = squares;
    }

    Diagram copy() {
        return new Diagram(squares.clone());
    }

    DiagramPiece at(int square) {
        return squares[square];
    }

    boolean isEmpty(int square) {
        return squares[square] == null;
    }

    /** Puts a piece on a square, replacing whatever stood there. */
    void put(int square, DiagramPiece piece) {
        squares[square] = piece;
    }

    void remove(int square) {
        squares[square] = null;
    }

    void clear() {
        Arrays.fill(squares, null);
    }

    /** Moves the piece on {@code from} to {@code to}, capturing what stood there. */
    void move(int from, int to) {
        DiagramPiece piece = squares[from];
        squares[from] = null;
        squares[to] = piece;
    }

    void exchange(int first, int second) {
        DiagramPiece piece = squares[first];
        squares[first] = squares[second];
        squares[second] = piece;
    }

    void transform(SquareTransformation transformation) {
        DiagramPiece[] moved = new DiagramPiece[64];
        for (int square = 0; square < 64; square++) {
            if (squares[square] != null) {
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
            if (squares[square] != null
                    && !Squares.onBoard(Square.file(square) + fileStep, Square.rank(square) + rankStep)) {
                return square;
            }
        }
        return Square.NONE;
    }

    /** Shifts every piece; call {@link #firstSquareLeavingBoard} first. */
    void shift(int fileStep, int rankStep) {
        DiagramPiece[] moved = new DiagramPiece[64];
        for (int square = 0; square < 64; square++) {
            if (squares[square] != null) {
                moved[Square.of(Square.file(square) + fileStep, Square.rank(square) + rankStep)] = squares[square];
            }
        }
        System.arraycopy(moved, 0, squares, 0, 64);
    }

    /** Replaces every piece of one kind by the other kind, keeping its colour. */
    void substitute(PieceKind from, PieceKind to) {
        for (int square = 0; square < 64; square++) {
            if (squares[square] != null && squares[square].kind() == from) {
                squares[square] = squares[square].withKind(to);
            }
        }
    }

    /** Every piece changes colour (Popeye's {@code PolishType}). */
    void swapColours() {
        for (int square = 0; square < 64; square++) {
            if (squares[square] != null) {
                squares[square] = squares[square].withSide(squares[square].side().opponent());
            }
        }
    }

    boolean has(int square, Side side, PieceKind kind) {
        DiagramPiece piece = squares[square];
        return piece != null && piece.side() == side && piece.kind() == kind;
    }

    /** The FEN piece placement field, rank 8 first. */
    String fenPlacement() {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                DiagramPiece piece = squares[Square.of(file, rank)];
                if (piece == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                        empty = 0;
                    }
                    fen.append(piece.fenLetter());
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.toString();
    }
}
