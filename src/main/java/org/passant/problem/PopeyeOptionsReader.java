package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Square;

/**
 * Reads the argument of Popeye's {@code Option} command: option words (abbreviated as Popeye
 * allows) with their arguments, possibly over several lines, up to the first word that is not an
 * option.
 */
final class PopeyeOptionsReader {

    private final PopeyeInput input;

    PopeyeOptionsReader(PopeyeInput input) {
        this.input = input;
    }

    /** Reads the options after {@code command}; returns the token of an EnPassant option, if any. */
    Token read(Token command, Options.Builder options) throws ProblemSyntaxException {
        Token enPassantWord = null;
        int count = 0;
        while (true) {
            Token word = input.peek();
            if (word == null) {
                break;
            }
            KeywordMatch<PopeyeOption> match = input.options().match(word.text());
            if (match.ambiguous() && (count == 0 || isNoKeyword(word))) {
                throw new ProblemSyntaxException(word, "ambiguous option '" + word.text() + "' (could be "
                        + match.describeCandidates(input.language()) + ")");
            }
            if (!match.found()) {
                if (count == 0) {
                    throw new ProblemSyntaxException(word,
                            "unknown option '" + word.text() + "' after '" + command.text() + "'");
                }
                break;
            }
            input.next();
            count++;
            PopeyeOption option = match.keyword();
            if (option == PopeyeOption.EN_PASSANT) {
                enPassantWord = word;
            }
            readOption(option, word, options);
        }
        return enPassantWord;
    }

    private boolean isNoKeyword(Token word) {
        String text = word.text();
        return input.commands().match(text).none() && input.boundaries().match(text).none()
                && input.twinStarts().match(text).none();
    }

    private void readOption(PopeyeOption option, Token word, Options.Builder options) throws ProblemSyntaxException {
        switch (option) {
            case DEFENCE -> options.defences(number(word));
            case SET_PLAY -> options.setPlay();
            case WHITE_TO_PLAY -> options.whiteToPlay();
            case VARIATIONS -> options.variation();
            case THREAT -> options.threat(number(word));
            case NO_THREAT -> options.noThreat();
            case TRY -> options.tries();
            case MAX_SOLUTIONS -> options.maxSolutions(number(word));
            case NO_SHORT_VARIATIONS -> options.noShortVariations();
            case POST_KEY_PLAY -> options.postKeyPlay();
            case EN_PASSANT -> options.enPassant(enPassantSquares(word));
            case NO_CASTLING -> options.noCastling(names(squares(word)));
            case CASTLING_MUTUALLY_EXCLUSIVE -> options.mutuallyExclusiveCastling(exclusiveCastling(word));
            case INTELLIGENT -> {
                // Popeye's intelligent mode finds the same solutions faster, in another order
                // (the Popeye format follows it, Options.intelligent); only its number
                // (solutions per final position) changes which are printed.
                List<String> arguments = otherArguments(option, word);
                options.other(new OtherOption(option.englishName(), arguments, !arguments.isEmpty()));
            }
            default -> options.other(new OtherOption(option.englishName(), otherArguments(option, word),
                    option.affectsSolution()));
        }
    }

    private List<String> otherArguments(PopeyeOption option, Token word) throws ProblemSyntaxException {
        List<String> arguments = new ArrayList<>();
        switch (option.arguments()) {
            case NONE -> { }
            case NUMBER -> arguments.add(Integer.toString(option == PopeyeOption.MAX_FLIGHT_SQUARES
                    ? number(word, MAX_FLIGHTS) : number(word)));
            case TWO_NUMBERS -> {
                arguments.add(Integer.toString(number(word)));
                arguments.add(Integer.toString(number(word)));
            }
            case OPTIONAL_NUMBER -> {
                Token next = input.peek();
                if (next != null && isNumber(next.text())) {
                    arguments.add(input.next().text());
                }
            }
            case SQUARES -> arguments.addAll(names(squares(word)));
            case SQUARE_PAIR -> arguments.add(input.argument(word, "two squares").text());
        }
        return arguments;
    }

    private int number(Token option) throws ProblemSyntaxException {
        return number(option, Integer.MAX_VALUE);
    }

    /** A whole number up to {@code max}: a larger one is refused here, at its line, not later by the solver. */
    private int number(Token option, int max) throws ProblemSyntaxException {
        Token value = input.argument(option, "a number");
        if (!isNumber(value.text())) {
            throw new ProblemSyntaxException(value,
                    "'" + option.text() + "' needs a whole number, found '" + value.text() + "'");
        }
        int n = Integer.parseInt(value.text());
        if (n > max) {
            throw new ProblemSyntaxException(value, "'" + option.text() + "' needs a number from 0 to " + max
                    + ", found '" + value.text() + "'");
        }
        return n;
    }

    /** As {@code --max-flights} allows (a king has at most 8 flights; more restricts nothing). */
    private static final int MAX_FLIGHTS = 64;

    private static boolean isNumber(String text) {
        return !text.isEmpty() && text.length() <= 6 && text.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private List<Integer> squares(Token option) throws ProblemSyntaxException {
        return input.squaresArgument(option, "a1h1");
    }

    private static List<String> names(List<Integer> squares) {
        return squares.stream().map(Square::name).toList();
    }

    /**
     * Popeye's EnPassant lists the last move's squares: departure, the square(s) passed over,
     * arrival. For orthodox pawns that is a double step, e.g. g7g6g5.
     */
    private List<String> enPassantSquares(Token option) throws ProblemSyntaxException {
        Token value = input.peek();
        List<Integer> squares = squares(option);
        if (squares.size() == 4) {
            throw new ProblemSyntaxException(value, "EnPassant '" + value.text()
                    + "' describes a triple step - fairy pawns are not supported");
        }
        if (squares.size() != 3 || !isDoubleStep(squares)) {
            throw new ProblemSyntaxException(value, "EnPassant '" + value.text()
                    + "' is not a pawn's double step (departure, passed and arrival square, e.g. g7g6g5)");
        }
        return names(squares);
    }

    private static boolean isDoubleStep(List<Integer> squares) {
        int file = Square.file(squares.get(0));
        for (int square : squares) {
            if (Square.file(square) != file) {
                return false;
            }
        }
        int from = Square.rank(squares.get(0));
        int over = Square.rank(squares.get(1));
        int to = Square.rank(squares.get(2));
        return from == 1 && over == 2 && to == 3 || from == 6 && over == 5 && to == 4;
    }

    private MutuallyExclusiveCastling exclusiveCastling(Token option) throws ProblemSyntaxException {
        Token value = input.peek();
        List<Integer> squares = squares(option);
        if (squares.size() != 2 || !isOneOf(squares.get(0), "a1", "h1") || !isOneOf(squares.get(1), "a8", "h8")) {
            throw new ProblemSyntaxException(value, "CastlingMutuallyExclusive needs a white rook square (a1 or h1)"
                    + " followed by a black one (a8 or h8), e.g. a1h8; found '" + value.text() + "'");
        }
        return new MutuallyExclusiveCastling(Square.name(squares.get(0)), Square.name(squares.get(1)));
    }

    private static boolean isOneOf(int square, String... names) {
        for (String name : names) {
            if (Square.name(square).equals(name)) {
                return true;
            }
        }
        return false;
    }
}
