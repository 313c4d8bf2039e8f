package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Reads the twinning commands after {@code Twin} (or {@code ZeroPosition}): an optional
 * {@code Continued} first, then one or more of Move, Exchange, Remove, Add, Substitute, Rotate,
 * Mirror, Shift, Stipulation, PolishType, and finally any {@code Remark} lines.
 */
final class PopeyeTwinReader {

    private final PopeyeInput input;
    private final PopeyePiecesReader pieces;

    PopeyeTwinReader(PopeyeInput input) {
        this.input = input;
        this.pieces = new PopeyePiecesReader(input);
    }

    TwinSpec read(Token start) throws ProblemSyntaxException {
        input.startRecording();
        boolean continued = false;
        List<Twinning> twinnings = new ArrayList<>();
        List<Token> words;
        try {
            Token first = input.peek();
            if (first != null && input.twinnings().matches(first.text(), PopeyeTwinning.CONTINUED)) {
                input.next();
                continued = true;
            }
            for (Token word = input.peek(); word != null; word = input.peek()) {
                KeywordMatch<PopeyeTwinning> match = input.twinnings().match(word.text());
                if (match.ambiguous()) {
                    throw new ProblemSyntaxException(word, "ambiguous twinning '" + word.text() + "' (could be "
                            + match.describeCandidates(input.language()) + ")");
                }
                if (match.none()) {
                    break;
                }
                input.next();
                twinnings.add(readTwinning(match.keyword(), word));
            }
        } finally {
            words = input.stopRecording();
        }
        if (twinnings.isEmpty()) {
            Token found = input.peek();
            throw new ProblemSyntaxException(found == null ? start : found, "'" + start.text()
                    + "' must be followed by a twinning (Move, Exchange, Remove, Add, Substitute, Rotate, Mirror,"
                    + " Shift, Stipulation, PolishType)" + (found == null ? "" : ", found '" + found.text() + "'"));
        }
        return new TwinSpec(start, continued, textOf(words), twinnings, readRemarks());
    }

    private static String textOf(List<Token> words) {
        return words.stream().map(Token::text).collect(Collectors.joining(" "));
    }

    private List<String> readRemarks() {
        List<String> remarks = new ArrayList<>();
        KeywordTable<PopeyeCommand> remarkOnly = new KeywordTable<>(input.language(), List.of(PopeyeCommand.REMARK));
        for (Token word = input.peek(); word != null && remarkOnly.match(word.text()).found(); word = input.peek()) {
            input.next();
            String remark = input.restOfLine();
            if (!remark.isEmpty()) {
                remarks.add(remark);
            }
        }
        return remarks;
    }

    private Twinning readTwinning(PopeyeTwinning twinning, Token word) throws ProblemSyntaxException {
        return switch (twinning) {
            case CONTINUED -> throw new ProblemSyntaxException(word,
                    "'" + word.text() + "' must come right after the word that starts the twin");
            case MOVE -> new Twinning.MovePiece(word, square(word), square(word));
            case EXCHANGE -> new Twinning.ExchangePieces(word, square(word), square(word));
            case REMOVE -> new Twinning.RemovePieces(word, input.squaresArgument(word, "e4 or e4f5"));
            case ADD -> new Twinning.AddPieces(pieces.read(word));
            case SUBSTITUTE -> new Twinning.SubstitutePieces(pieceType(word), pieceType(word));
            case ROTATE -> new Twinning.TransformBoard(rotation(word));
            case MIRROR -> new Twinning.TransformBoard(mirror(word));
            case SHIFT -> new Twinning.ShiftBoard(word, square(word), square(word));
            case STIPULATION -> new Twinning.ChangeStipulation(PopeyeStipulationReader.read(input, word));
            case POLISH_TYPE -> new Twinning.SwapColours();
            case STRUCTURED_STIPULATION -> throw new ProblemSyntaxException(word,
                    "structured stipulations ('" + word.text() + "') are not supported");
            case CONDITION -> throw twinCondition(word);
        };
    }

    /**
     * A twin that changes the rules: Marseillais or DoubleMove are conditions Passant plays, so
     * "fairy conditions are not supported" would be untrue for them; changing rules in a twin is what is not.
     */
    private ProblemSyntaxException twinCondition(Token word) {
        Token condition = input.peek();
        if (condition != null && VariantNames.named(condition.text()).isPresent()) {
            return new ProblemSyntaxException(word, "'" + word.text() + " " + condition.text()
                    + "' in a twin: a twin cannot change the rules; state them for the whole problem");
        }
        return PopeyeStipulationReader.conditionNotSupported(input, word);
    }

    private int square(Token twinning) throws ProblemSyntaxException {
        Token value = input.argument(twinning, "a square");
        int square = Squares.parse(value.text());
        if (square == Square.NONE) {
            throw new ProblemSyntaxException(value,
                    "'" + twinning.text() + "' needs squares such as e4, found '" + value.text() + "'");
        }
        return square;
    }

    /** A piece letter of the input language, as a {@link Piece} type. */
    private int pieceType(Token twinning) throws ProblemSyntaxException {
        Token value = input.argument(twinning, "a piece");
        int type = value.text().length() == 1 ? input.language().pieceType(value.text().charAt(0)) : Piece.NONE;
        if (type == Piece.NONE) {
            throw new ProblemSyntaxException(value, input.language().fairyPieceReason(value.text()));
        }
        return type;
    }

    private SquareTransformation rotation(Token twinning) throws ProblemSyntaxException {
        Token value = input.argument(twinning, "an angle");
        return switch (value.text()) {
            case "90" -> SquareTransformation.ROTATE_90;
            case "180" -> SquareTransformation.ROTATE_180;
            case "270" -> SquareTransformation.ROTATE_270;
            default -> throw new ProblemSyntaxException(value,
                    "'" + twinning.text() + "' needs 90, 180 or 270, found '" + value.text() + "'");
        };
    }

    private SquareTransformation mirror(Token twinning) throws ProblemSyntaxException {
        Token value = input.argument(twinning, "a mirror");
        KeywordMatch<PopeyeMirror> match = input.mirrors().match(value.text());
        if (!match.found()) {
            throw new ProblemSyntaxException(value, "'" + twinning.text()
                    + "' needs a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found '" + value.text() + "'");
        }
        return match.keyword().transformation();
    }
}
