package org.passant.report;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Fen;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.retro.Retraction;

/**
 * A diagram as the HTML report draws it: every piece with its square and its place on the SVG
 * board (White at the bottom, squares {@value #SQUARE} units wide), the side to move, the FEN
 * for readers to copy, and the diagram in words for screen readers. Taken from a FEN's placement
 * alone, so any legal position draws right, promoted pieces included.
 *
 * @param fen       the position, as a FEN
 * @param pieces    the pieces, White's first, each with its square
 * @param whiteToMove whether White is to move
 * @param words     "White: Kg1, Qa1; Black: Ke6" (the SVG's accessible name)
 * @param count     the piece count as Popeye writes it: "8 + 10"
 */
public record HtmlBoard(String fen, List<Placed> pieces, boolean whiteToMove, String words, String count) {
    /** The width of a square in SVG units; the board's frame and the pieces' drawings use it too. */
    static final int SQUARE = 100;
    /** Where a8's top left corner is: room on the left for the rank numbers. */
    static final int LEFT = 40;
    static final int TOP = 10;

    /**
     * One piece on the board.
     *
     * @param square "g1"
     * @param x      left edge of its square in SVG units
     * @param y      top edge of its square in SVG units
     * @param symbol the drawing of its type: k, q, r, b, n or p
     * @param colour w or b
     * @param letter the FEN letter ("K", "q"), for the tests and the JavaScript that redraws it
     */
    public record Placed(String square, int x, int y, String symbol, String colour, String letter) {
    }

    static HtmlBoard of(String fen) {
        String[] fields = fen.trim().split("\\s+");
        return of(Fen.readPlacement(fields[0]), fields.length < 2 || !fields[1].equals("b"), fen);
    }

    /**
     * The position before {@code step}, the last move the retro analysis proved (a double step:
     * it captured nothing and promoted nothing, so taking it back is moving the pawn home), with
     * {@code mover} to move and no rights.
     */
    static HtmlBoard before(String fen, int mover, Retraction step) {
        if (step.kind() != Retraction.Kind.DOUBLE_STEP) {
            throw new IllegalArgumentException("only a double step is taken back for a diagram, not " + step);
        }
        int[] squares = Fen.readPlacement(fen.trim().split("\\s+")[0]);
        squares[step.from()] = squares[step.to()];
        squares[step.to()] = Piece.NONE;
        boolean whiteToMove = mover == Piece.WHITE;
        String placement = Fen.placement(sq -> squares[sq]);
        return of(squares, whiteToMove, placement + (whiteToMove ? " w" : " b") + " - - 0 1");
    }

    private static HtmlBoard of(int[] squares, boolean whiteToMove, String fen) {
        List<Placed> pieces = new ArrayList<>();
        int[] counts = new int[2];
        for (int colour : new int[] {Piece.WHITE, Piece.BLACK}) {
            for (int type = Piece.KING; type >= Piece.PAWN; type--) {
                for (int sq = 0; sq < 64; sq++) {
                    int code = squares[sq];
                    if (code != Piece.NONE && Piece.color(code) == colour
                            && Piece.type(code) == type) {
                        counts[colour]++;
                        pieces.add(new Placed(Square.name(sq), LEFT + Square.file(sq) * SQUARE, TOP + (7 - Square.rank(sq)) * SQUARE,
                                String.valueOf(Character.toLowerCase(Piece.letter(type))),
                                colour == Piece.WHITE ? "w" : "b",
                                String.valueOf(Piece.fenChar(code))));
                    }
                }
            }
        }
        return new HtmlBoard(fen, pieces, whiteToMove, words(pieces), counts[0] + " + " + counts[1]);
    }

    /** "White: Kg1, Qa1, Pc5; Black: Ke6, Pc4". */
    private static String words(List<Placed> pieces) {
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        for (Placed p : pieces) {
            (p.colour().equals("w") ? white : black).add(p.letter().toUpperCase() + p.square());
        }
        return "White: " + String.join(", ", white) + "; Black: " + String.join(", ", black);
    }
}
