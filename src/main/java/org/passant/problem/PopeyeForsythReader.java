package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.text.Visible;

/**
 * Reads the argument of Popeye's {@code Forsyth} command: a FEN-like placement in the piece
 * letters of the input language (so in English input S is the knight and N the nightrider).
 * As in Popeye, '/' is optional, runs of empty squares may have two digits ("32"), trailing empty
 * squares may be left out, and a '+' or '-' before a letter sets its colour. Where a '/' is
 * written it must end a rank: a misplaced one is a typing error, not something to guess around.
 */
final class PopeyeForsythReader {

    /** No '+' or '-' before the letter: its case gives the colour. */
    private static final int NO_COLOUR = -1;

    private PopeyeForsythReader() {
    }

    static List<Placement> read(PopeyeInput input, Token command) throws ProblemSyntaxException {
        Token word = input.argument(command, "a position");
        String text = word.text();
        PopeyeLanguage language = input.language();
        List<Placement> placements = new ArrayList<>();
        int index = 0; // 0 = a8, 7 = h8, 8 = a7, ..., 63 = h1
        int forcedColour = NO_COLOUR;
        // By code point: a character beyond U+FFFF (an emoji) is quoted whole, never cut in half.
        for (int at = 0; at < text.length(); at += Character.charCount(text.codePointAt(at))) {
            int c = text.codePointAt(at);
            Token here = new Token(text, word.line(), word.column() + at);
            if (c >= '0' && c <= '9') {
                int run = c - '0';
                if (at + 1 < text.length() && text.charAt(at + 1) >= '0' && text.charAt(at + 1) <= '9') {
                    run = run * 10 + text.charAt(++at) - '0';
                }
                index += run;
                if (index > 64) {
                    throw new ProblemSyntaxException(here, "Forsyth '" + text + "' describes more than 64 squares");
                }
            } else if (c == '/') {
                if (index == 0 || index % 8 != 0) {
                    throw new ProblemSyntaxException(here, "Forsyth '" + text + "': '/' after "
                            + (index % 8 == 0 ? 8 : index % 8) + " squares of a rank (a rank has 8)");
                }
            } else if (c == '+' || c == '-') {
                forcedColour = c == '+' ? Piece.WHITE : Piece.BLACK;
            } else if (c == '=') {
                throw new ProblemSyntaxException(here, "Forsyth '" + text + "': neutral pieces ('=') are not supported");
            } else if (c == '.') {
                String code = text.substring(at + 1, Math.min(at + 3, text.length()));
                throw new ProblemSyntaxException(here, language.fairyPieceReason(code));
            } else {
                int type = c > Character.MAX_VALUE ? Piece.NONE : language.pieceType((char) c);
                if (type == Piece.NONE) {
                    throw new ProblemSyntaxException(here, language.fairyPieceReason(Visible.codePoint(c)));
                }
                if (index >= 64) {
                    throw new ProblemSyntaxException(here, "Forsyth '" + text + "' describes more than 64 squares");
                }
                int colour = forcedColour != NO_COLOUR ? forcedColour : Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
                int square = Square.of(index % 8, 7 - index / 8);
                placements.add(new Placement(square, Piece.code(colour, type), word));
                index++;
                forcedColour = NO_COLOUR;
            }
        }
        return placements;
    }
}
