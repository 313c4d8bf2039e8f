package org.passant.problem;

import java.util.Locale;
import org.passant.board.Piece;

/**
 * How the readers' messages name a piece ("white Queen", "King"): the kind capitalised, as
 * problemists write it in prose about a diagram.
 */
final class PieceWords {

    private PieceWords() {
    }

    /** "white Queen" for a piece code. */
    static String of(int piece) {
        return Piece.colorName(Piece.color(piece)).toLowerCase(Locale.ROOT) + " " + kind(Piece.type(piece));
    }

    /** "Queen" for a piece type. */
    static String kind(int type) {
        String name = Piece.typeName(type);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
