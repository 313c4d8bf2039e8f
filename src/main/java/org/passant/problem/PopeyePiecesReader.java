package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.passant.board.Piece;

/**
 * Reads the argument of Popeye's {@code Pieces} command (and of the {@code Add} twinning): colour
 * words, each followed by piece words. A piece word is a piece code and its squares, together
 * ("Pc4c7e4f2g3", "KH1") or apart ("K e1"). Popeye tells a one-letter code from a two-letter one
 * by the length of the word: squares take two characters each, so an odd length means one letter.
 * Only White and Black and the six orthodox pieces of the input language are accepted.
 */
final class PopeyePiecesReader {

    /** Letter-digit pairs: meant as squares, even if not all of them are ("Ki9", "Pa2b0"). */
    private static final Pattern SQUARE_LIKE = Pattern.compile("([A-Za-z][0-9])+");

    /** Before the first colour word. */
    private static final int NO_COLOUR = -1;

    private final PopeyeInput input;

    PopeyePiecesReader(PopeyeInput input) {
        this.input = input;
    }

    List<Placement> read(Token command) throws ProblemSyntaxException {
        List<Placement> placements = new ArrayList<>();
        int colour = NO_COLOUR;
        Token colourWord = null;
        int piecesOfColour = 0;
        while (true) {
            Token word = input.peek();
            if (word == null) {
                break;
            }
            if (colour != NO_COLOUR && readPieceWord(word, colour, placements)) {
                piecesOfColour++;
                continue;
            }
            KeywordMatch<PopeyeColour> match = input.colours().match(word.text());
            if (match.found()) {
                if (colour != NO_COLOUR && piecesOfColour == 0) {
                    throw new ProblemSyntaxException(colourWord, "no pieces after '" + colourWord.text() + "'");
                }
                input.next();
                colour = orthodoxColour(match.keyword(), word);
                colourWord = word;
                piecesOfColour = 0;
                continue;
            }
            if (isAttribute(word)) {
                throw new ProblemSyntaxException(word, "piece attribute '" + word.text()
                        + "' is a fairy attribute - fairy pieces are not supported");
            }
            break;
        }
        if (colour == NO_COLOUR) {
            Token found = input.peek();
            throw new ProblemSyntaxException(found == null ? command : found, "expected a colour ("
                    + PopeyeColour.WHITE.spelling(input.language()) + " or "
                    + PopeyeColour.BLACK.spelling(input.language()) + ") after '" + command.text() + "'"
                    + (found == null ? "" : ", found '" + found.text() + "'"));
        }
        if (piecesOfColour == 0) {
            throw new ProblemSyntaxException(colourWord, "no pieces after '" + colourWord.text() + "'");
        }
        return placements;
    }

    /** An attribute word, unless it is (an abbreviation of) a keyword that may follow the pieces. */
    private boolean isAttribute(Token word) {
        String text = word.text();
        return input.attributes().match(text).found()
                && input.commands().match(text).none()
                && input.boundaries().match(text).none()
                && input.twinStarts().match(text).none()
                && input.twinnings().match(text).none()
                && input.options().match(text).none();
    }

    /** The board's colour ({@link Piece#WHITE}, {@link Piece#BLACK}) of an orthodox colour word. */
    private int orthodoxColour(PopeyeColour colour, Token word) throws ProblemSyntaxException {
        return switch (colour) {
            case WHITE -> Piece.WHITE;
            case BLACK -> Piece.BLACK;
            case NEUTRAL -> throw new ProblemSyntaxException(word,
                    "neutral pieces ('" + word.text() + "') are fairy pieces - not supported");
            case TOTAL_INVISIBLE -> throw new ProblemSyntaxException(word,
                    "total invisible pieces ('" + word.text() + "') are fairy pieces - not supported");
        };
    }

    /**
     * Reads the next word as a piece word if it is one. Returns false, consuming nothing, if the
     * word is something else (a colour, the next command).
     */
    private boolean readPieceWord(Token word, int colour, List<Placement> placements) throws ProblemSyntaxException {
        String text = word.text();
        int slash = text.indexOf('/');
        if (slash >= 1 && slash <= 2) {
            throw new ProblemSyntaxException(word, "'" + text + "' is a hunter - fairy pieces are not supported");
        }
        int codeLength = text.length() % 2 == 1 ? 1 : 2;
        String code = text.substring(0, codeLength);
        String rest = text.substring(codeLength);
        int type = codeLength == 1 ? input.language().pieceType(code.charAt(0)) : Piece.NONE;
        if (type != Piece.NONE && rest.isEmpty()) {
            input.next();
            Token squaresWord = input.peek();
            List<Integer> squares = squaresWord == null ? null : Squares.parseList(squaresWord.text());
            if (squares == null) {
                throw new ProblemSyntaxException(squaresWord == null ? word : squaresWord, "piece '" + code
                        + "' (" + PieceWords.kind(type) + ") must be followed by its squares"
                        + (squaresWord == null ? "" : ", found '" + squaresWord.text() + "'")
                        + " - colour words cannot be shortened to a piece letter");
            }
            input.next();
            addAll(squares, Piece.code(colour, type), word, placements);
            return true;
        }
        List<Integer> squares = rest.isEmpty() ? null : Squares.parseList(rest);
        if (squares == null && SQUARE_LIKE.matcher(rest).matches()) {
            throw new ProblemSyntaxException(word, "'" + text + "' names no square: files are a-h, ranks 1-8");
        }
        if (type != Piece.NONE && squares != null) {
            input.next();
            addAll(squares, Piece.code(colour, type), word, placements);
            return true;
        }
        if (type == Piece.NONE && squares != null) {
            throw new ProblemSyntaxException(word, input.language().fairyPieceReason(code));
        }
        if (type == Piece.NONE && rest.isEmpty() && looksLikeFairyCodeBeforeSquares(code)) {
            throw new ProblemSyntaxException(word, input.language().fairyPieceReason(code));
        }
        return false;
    }

    /** A lone one- or two-character word followed by a square list: a fairy piece written apart. */
    private boolean looksLikeFairyCodeBeforeSquares(String code) {
        if (!code.chars().allMatch(Character::isLetterOrDigit) || input.colours().match(code).found()
                || !input.commands().match(code).none() || !input.twinnings().match(code).none()
                || !input.boundaries().match(code).none() || !input.twinStarts().match(code).none()) {
            return false;
        }
        Token following = input.peekSecond();
        return following != null && Squares.parseList(following.text()) != null;
    }

    private static void addAll(List<Integer> squares, int piece, Token word, List<Placement> placements) {
        for (int square : squares) {
            placements.add(new Placement(square, piece, word));
        }
    }
}
