package org.passant.problem;

import java.util.ArrayList;
import java.util.List;

/**
 * The words of one Popeye input together with the keyword tables of its language: the place
 * where Popeye's look-up rules live, so that the readers of commands, pieces, options and twins
 * share them.
 */
final class PopeyeInput {

    private final PopeyeTokenizer tokenizer;
    private PopeyeLanguage language;
    private KeywordTable<PopeyeCommand> commands;
    private KeywordTable<PopeyeBoundary> boundaries;
    private KeywordTable<PopeyeTwinStart> twinStarts;
    private KeywordTable<PopeyeColour> colours;
    private KeywordTable<PopeyePieceAttribute> attributes;
    private KeywordTable<PopeyeOption> options;
    private KeywordTable<PopeyeTwinning> twinnings;
    private KeywordTable<PopeyeMirror> mirrors;
    private List<Token> recording;

    PopeyeInput(String text) {
        tokenizer = new PopeyeTokenizer(text);
        useLanguage(PopeyeLanguage.ENGLISH);
    }

    void useLanguage(PopeyeLanguage newLanguage) {
        language = newLanguage;
        commands = KeywordTable.of(newLanguage, PopeyeCommand.class);
        boundaries = KeywordTable.of(newLanguage, PopeyeBoundary.class);
        twinStarts = KeywordTable.of(newLanguage, PopeyeTwinStart.class);
        colours = KeywordTable.of(newLanguage, PopeyeColour.class);
        attributes = KeywordTable.of(newLanguage, PopeyePieceAttribute.class);
        options = KeywordTable.of(newLanguage, PopeyeOption.class);
        twinnings = KeywordTable.of(newLanguage, PopeyeTwinning.class);
        mirrors = KeywordTable.of(newLanguage, PopeyeMirror.class);
    }

    PopeyeLanguage language() {
        return language;
    }

    KeywordTable<PopeyeCommand> commands() {
        return commands;
    }

    KeywordTable<PopeyeBoundary> boundaries() {
        return boundaries;
    }

    KeywordTable<PopeyeTwinStart> twinStarts() {
        return twinStarts;
    }

    KeywordTable<PopeyeColour> colours() {
        return colours;
    }

    KeywordTable<PopeyePieceAttribute> attributes() {
        return attributes;
    }

    KeywordTable<PopeyeOption> options() {
        return options;
    }

    KeywordTable<PopeyeTwinning> twinnings() {
        return twinnings;
    }

    KeywordTable<PopeyeMirror> mirrors() {
        return mirrors;
    }

    Token next() {
        Token token = tokenizer.next();
        if (token != null && recording != null) {
            recording.add(token);
        }
        return token;
    }

    Token peek() {
        return tokenizer.peek();
    }

    Token peekSecond() {
        return tokenizer.peekSecond();
    }

    String restOfLine() {
        return tokenizer.restOfLine();
    }

    /** Starts collecting the words read, to quote a twin's commands as written. */
    void startRecording() {
        recording = new ArrayList<>();
    }

    List<Token> stopRecording() {
        List<Token> recorded = recording == null ? List.of() : recording;
        recording = null;
        return recorded;
    }

    /**
     * The word after a command that needs an argument. Refuses (without consuming it) a word that
     * ends the problem or is a keyword spelled out, so that "Stipulation" followed by "Pieces" is
     * reported as a missing stipulation and reading can resume at the keyword.
     */
    Token argument(Token command, String what) throws ProblemSyntaxException {
        Token token = peek();
        if (token == null) {
            throw new ProblemSyntaxException(tokenizer.line(), tokenizer.column(),
                    "missing " + what + " after '" + command.text() + "': the input ends");
        }
        if (endsProblem(token) || isSpelledOutKeyword(token)) {
            throw new ProblemSyntaxException(token,
                    "missing " + what + " after '" + command.text() + "' (found '" + token.text() + "')");
        }
        return next();
    }

    /**
     * The next word as a list of squares ("a1h1"), the argument of a twinning or an option; the
     * error names the keyword and shows {@code examples} of what is meant.
     */
    List<Integer> squaresArgument(Token keyword, String examples) throws ProblemSyntaxException {
        Token value = argument(keyword, "squares");
        List<Integer> squares = Squares.parseList(value.text());
        if (squares == null) {
            throw new ProblemSyntaxException(value,
                    "'" + keyword.text() + "' needs squares such as " + examples + ", found '" + value.text() + "'");
        }
        return squares;
    }

    /**
     * Whether a word ends the problem. Popeye looks words up in the command table first, so a
     * word that abbreviates a command (for instance "t" for Title) is not an end.
     */
    boolean endsProblem(Token token) {
        return boundaries.match(token.text()).found() && commands.match(token.text()).none();
    }

    /**
     * Whether reading can start again at this word after an error: a NextProblem, EndProblem or
     * BeginProblem (in any language) written with at least {@value #RESYNC_LETTERS} letters. In
     * text already known to be broken, a stray letter ("Whi;e" gives the word "e") is far more
     * likely a slip than an EndProblem, and taking it for one would lose the problems after it.
     */
    boolean resumesAfterError(Token token) {
        String word = token.text();
        if (word.length() < RESYNC_LETTERS || !commands.match(word).none()) {
            return false;
        }
        return boundaries.match(word).found() || PopeyeBegin.detectLanguage(word) != null;
    }

    private static final int RESYNC_LETTERS = 4;

    boolean startsTwin(Token token) {
        return twinStarts.match(token.text()).found() && commands.match(token.text()).none();
    }

    private boolean isSpelledOutKeyword(Token token) {
        String word = token.text();
        return isSpelledOut(commands, word) || isSpelledOut(boundaries, word) || isSpelledOut(twinStarts, word);
    }

    private static <E extends Spelled> boolean isSpelledOut(KeywordTable<E> table, String word) {
        KeywordMatch<E> match = table.match(word);
        return match.found() && match.keyword().spelling(table.language()).equalsIgnoreCase(word);
    }

    /**
     * Skips to the end of the problem (or, with {@code stopAtTwin}, to the next twin) after an
     * error; the word found is not consumed. Text commands swallow their line, so that a title
     * containing "NextProblem" does not end the problem. Returns null at the end of the input.
     */
    Token skipTo(boolean stopAtTwin) {
        for (Token token = peek(); token != null; token = peek()) {
            if (resumesAfterError(token) || stopAtTwin && startsTwin(token)) {
                return token;
            }
            next();
            KeywordMatch<PopeyeCommand> command = commands.match(token.text());
            if (command.found() && command.keyword().takesRestOfLine()) {
                restOfLine();
            }
        }
        return null;
    }

    /** Line and column after the last word, for errors at the end of the input. */
    int endLine() {
        return tokenizer.line();
    }

    int endColumn() {
        return tokenizer.column();
    }
}
