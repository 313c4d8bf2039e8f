package org.passant.problem;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Fen;
import org.passant.board.RuleSet;

/**
 * Reads Popeye input: problems from {@code BeginProblem} to {@code EndProblem}, separated by
 * {@code NextProblem}. A problem that cannot be read becomes one {@link ProblemFileError} and
 * reading resumes at its end; a twin that cannot be built costs only that twin (and the twins
 * that continue it).
 */
final class PopeyeReader {

    private final PopeyeInput input;
    private final String sourceName;
    private final String stem;
    private final Stipulation defaultStipulation;
    private final PopeyePiecesReader piecesReader;
    private final PopeyeOptionsReader optionsReader;
    private final PopeyeTwinReader twinReader;
    private final List<Problem> problems = new ArrayList<>();
    private final List<ProblemFileError> errors = new ArrayList<>();

    PopeyeReader(String text, String sourceName, String stem, Stipulation defaultStipulation) {
        this.input = new PopeyeInput(text);
        this.sourceName = sourceName;
        this.stem = stem;
        this.defaultStipulation = defaultStipulation;
        this.piecesReader = new PopeyePiecesReader(input);
        this.optionsReader = new PopeyeOptionsReader(input);
        this.twinReader = new PopeyeTwinReader(input);
    }

    ReadResult read() {
        Token start = input.next();
        if (start == null) {
            errors.add(new ProblemFileError(sourceName, 1, 1, "", "no problem: the input is empty"));
            return result();
        }
        if (!beginsProblem(start)) {
            errors.add(error(start, "", "Popeye input must start with BeginProblem (or AnfangProblem,"
                    + " DebutProbleme), found '" + start.text() + "'"));
            return result();
        }
        int ordinal = 1;
        while (start != null) {
            Token end = readOneProblem(start, stem + "/" + ordinal);
            if (end == null) {
                start = null;
            } else if (input.boundaries().matches(end.text(), PopeyeBoundary.NEXT_PROBLEM)) {
                // The next problem starts right away; its first line is that of NextProblem.
                start = input.peek() == null ? null : end;
            } else if (beginsProblem(end)) {
                start = end; // reading resumed at a BeginProblem after a broken problem
            } else {
                start = nextBeginProblem();
            }
            ordinal++;
        }
        return result();
    }

    private ReadResult result() {
        return new ReadResult(problems, errors);
    }

    /** Sets the input language from a BeginProblem word; false if the word is none. */
    private boolean beginsProblem(Token word) {
        PopeyeLanguage language = PopeyeBegin.detectLanguage(word.text());
        if (language == null) {
            return false;
        }
        input.useLanguage(language);
        return true;
    }

    /**
     * Popeye stops at EndProblem. Concatenated files are common, so another BeginProblem is read
     * as well; anything else after EndProblem is reported once, not silently dropped.
     */
    private Token nextBeginProblem() {
        Token word = input.next();
        if (word == null) {
            return null;
        }
        if (beginsProblem(word)) {
            return word;
        }
        // An abbreviation ends a problem ("e" for EndProblem): if it was a slip, problems follow it.
        // They are read from the next NextProblem or BeginProblem, and the text skipped is reported.
        Token resume = input.skipTo(false);
        while (resume != null && input.boundaries().matches(resume.text(), PopeyeBoundary.END_PROBLEM)) {
            input.next();
            resume = input.skipTo(false);
        }
        if (resume == null) {
            errors.add(error(word, "", "ignored everything after EndProblem (found '" + word.text()
                    + "'); separate problems with NextProblem"));
            return null;
        }
        errors.add(error(word, "", "ignored the text after EndProblem up to line " + resume.line() + " (found '"
                + word.text() + "'); separate problems with NextProblem"));
        Token start = input.next();
        beginsProblem(start); // a BeginProblem sets the language; a NextProblem keeps it
        return start;
    }

    /**
     * Reads a problem whose first word ({@code start}, BeginProblem or NextProblem) has been
     * read; returns the word that ended it, or null at the end of the input.
     */
    private Token readOneProblem(Token start, String id) {
        List<Problem> read = new ArrayList<>();
        try {
            Token end = readProblem(start, id, read);
            problems.addAll(read);
            return end;
        } catch (ProblemSyntaxException e) {
            errors.add(error(e, id));
            Token boundary = input.skipTo(false);
            return boundary == null ? null : input.next();
        }
    }

    private Token readProblem(Token start, String id, List<Problem> read) throws ProblemSyntaxException {
        PopeyeProblemBuilder builder = new PopeyeProblemBuilder();
        SourceLocation source = new SourceLocation(sourceName, start.line());
        while (true) {
            Token word = input.peek();
            if (word == null) {
                throw new ProblemSyntaxException(input.endLine(), input.endColumn(),
                        "missing EndProblem: the input ends inside the problem");
            }
            KeywordMatch<PopeyeCommand> command = input.commands().match(word.text());
            if (command.found()) {
                input.next();
                readCommand(command.keyword(), word, builder);
                continue;
            }
            KeywordMatch<PopeyeBoundary> boundary = input.boundaries().match(word.text());
            KeywordMatch<PopeyeTwinStart> twinStart = input.twinStarts().match(word.text());
            if (command.none() && boundary.found()) {
                read.add(PopeyeProblemBuilder.build(id, source, "", "", builder.metadata(List.of()),
                        diagramPosition(builder, start), builder.options.build(), builder.enPassantWord, builder.variant));
                return input.next();
            }
            if (command.none() && twinStart.found()) {
                input.next();
                return readTwins(builder, source, id, start, word, twinStart.keyword(), read);
            }
            throw unknownWord(word, command);
        }
    }

    private ProblemSyntaxException unknownWord(Token word, KeywordMatch<PopeyeCommand> command) {
        if (command.ambiguous()) {
            return new ProblemSyntaxException(word, "ambiguous keyword '" + word.text() + "' (could be "
                    + command.describeCandidates(input.language()) + ")");
        }
        String hint = "";
        if (input.options().match(word.text()).found()) {
            hint = " - '" + word.text() + "' is an option: write it after "
                    + PopeyeCommand.OPTION.spelling(input.language());
        } else if (input.twinnings().match(word.text()).found()) {
            hint = " - twinnings must follow " + PopeyeTwinStart.TWIN.spelling(input.language());
        }
        return new ProblemSyntaxException(word, "unknown keyword '" + word.text() + "'" + hint);
    }

    private void readCommand(PopeyeCommand command, Token word, PopeyeProblemBuilder builder)
            throws ProblemSyntaxException {
        switch (command) {
            case AUTHOR -> addLine(builder.authors);
            case ORIGIN -> addLine(builder.origins);
            case TITLE -> addLine(builder.titles);
            case REMARK -> addLine(builder.remarks);
            case AWARD -> builder.award = input.restOfLine();
            // Output directives: harmless here, and the reader must never write files.
            case PROTOCOL, LATEX -> input.restOfLine();
            case STIPULATION -> builder.stipulation = PopeyeStipulationReader.read(input, word);
            case PIECES -> Placement.putAllOnEmptySquares(piecesReader.read(word), builder.diagram);
            case FORSYTH -> Placement.putAllOnEmptySquares(PopeyeForsythReader.read(input, word), builder.diagram);
            case INITIAL_GAME_ARRAY -> placeGameArray(builder.diagram);
            case OPTION -> {
                Token enPassant = optionsReader.read(word, builder.options);
                if (enPassant != null) {
                    builder.enPassantWord = enPassant;
                }
            }
            case CONDITION -> {
                RuleSet variant = PopeyeConditionReader.read(input, word);
                if (builder.variant != RuleSet.ORTHODOX && builder.variant != variant) {
                    // Popeye adds the conditions of each line together: two rule sets at once are not played.
                    throw new ProblemSyntaxException(word, "'" + word.text() + " " + VariantNames.condition(variant)
                            + "' after 'Condition " + VariantNames.condition(builder.variant)
                            + "': one rule set a problem; other fairy conditions are not supported");
                }
                builder.variant = variant;
            }
            case STRUCTURED_STIPULATION -> throw new ProblemSyntaxException(word,
                    "structured stipulations ('" + word.text() + "') are not supported");
            case LATEX_PIECES -> throw new ProblemSyntaxException(word,
                    "'" + word.text() + "' names fairy pieces for LaTeX output - not supported");
        }
    }

    private void addLine(List<String> lines) {
        String line = input.restOfLine();
        if (!line.isEmpty()) {
            lines.add(line);
        }
    }

    /** Popeye's InitialGameArray: the whole board becomes the game array. */
    private static void placeGameArray(Diagram diagram) {
        diagram.setTo(Diagram.ofFenPlacement(Fen.START.substring(0, Fen.START.indexOf(' '))));
    }

    private TwinPosition diagramPosition(PopeyeProblemBuilder builder, Token start) throws ProblemSyntaxException {
        WrittenStipulation stipulation = builder.stipulation != null ? builder.stipulation
                : defaultStipulation != null ? WrittenStipulation.Read.of(defaultStipulation) : null;
        if (stipulation == null) {
            throw new ProblemSyntaxException(start, "the problem has no Stipulation");
        }
        return new TwinPosition(builder.diagram.copy(), stipulation);
    }

    /**
     * Builds the diagram (as twin a, unless ZeroPosition says it is not for solving) and each
     * twin. A twin starts again from the diagram unless it is "continued", then it changes the
     * twin before it.
     */
    private Token readTwins(PopeyeProblemBuilder builder, SourceLocation source, String id, Token start,
                            Token firstWord, PopeyeTwinStart first, List<Problem> read) throws ProblemSyntaxException {
        Options options = builder.options.build();
        TwinPosition diagram = diagramPosition(builder, start);
        int labelIndex = 0;
        if (first == PopeyeTwinStart.TWIN) {
            read.add(PopeyeProblemBuilder.build(id + label(labelIndex), source, label(labelIndex), "",
                    builder.metadata(List.of()), diagram, options, builder.enPassantWord, builder.variant));
            labelIndex++;
        }
        TwinPosition previous = diagram;
        String previousLabel = "";
        Token word = firstWord;
        while (true) {
            String label = label(labelIndex);
            try {
                TwinSpec twin = twinReader.read(word);
                if (twin.continued() && previous == null) {
                    throw new ProblemSyntaxException(word, "twin " + label + ") continues twin " + previousLabel
                            + "), which could not be built");
                }
                TwinPosition position = (twin.continued() ? previous : diagram).copy();
                for (Twinning twinning : twin.twinnings()) {
                    twinning.applyTo(position);
                }
                read.add(PopeyeProblemBuilder.build(id + label, source, label, twin.text(),
                        builder.metadata(twin.remarks()), position, options, builder.enPassantWord, builder.variant));
                previous = position;
            } catch (ProblemSyntaxException e) {
                errors.add(error(e, id + label));
                previous = null;
                input.skipTo(true);
            }
            previousLabel = label;
            labelIndex++;
            Token next = input.peek();
            if (next == null) {
                throw new ProblemSyntaxException(input.endLine(), input.endColumn(),
                        "missing EndProblem: the input ends inside the problem");
            }
            if (input.endsProblem(next)) {
                return input.next();
            }
            if (input.startsTwin(next)
                    && input.twinStarts().match(next.text()).keyword() == PopeyeTwinStart.TWIN) {
                word = input.next();
                continue;
            }
            throw new ProblemSyntaxException(next, "'" + next.text() + "' cannot follow a twin: everything but"
                    + " Remark must come before the first " + PopeyeTwinStart.TWIN.spelling(input.language()));
        }
    }

    /** Twin labels a, b, ..., z, then aa, ab, ... */
    static String label(int index) {
        String letter = String.valueOf((char) ('a' + index % 26));
        return index < 26 ? letter : label(index / 26 - 1) + letter;
    }

    private ProblemFileError error(ProblemSyntaxException e, String problemId) {
        return new ProblemFileError(sourceName, e.line(), e.column(), problemId, e.reason());
    }

    private ProblemFileError error(Token at, String problemId, String reason) {
        return new ProblemFileError(sourceName, at.line(), at.column(), problemId, reason);
    }
}
