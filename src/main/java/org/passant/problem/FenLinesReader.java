package org.passant.problem;

import org.passant.board.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.passant.board.Castling;
import org.passant.board.Fen;
import org.passant.board.FenException;
import org.passant.board.Piece;
import org.passant.board.Square;
import org.passant.board.TurnFen;

/**
 * Reads one problem per line from FEN and EPD text: a FEN of 4 fields (EPD) or 6, then optional
 * EPD operations separated by ';'. {@code bm #n} / {@code dm n} give the stipulation (a negative n
 * means the side to move is mated); {@code id} names the problem; {@code c0..c9}, and the
 * non-standard {@code author}, {@code source}/{@code origin}, {@code title}, {@code award}, fill
 * the metadata; {@code variant marseillais} (or {@code doublemove}) names the rules, and the
 * Passant-only {@code stip kx2} gives a stipulation that {@code bm}/{@code dm} cannot write (the
 * king capture of double-move chess); everything else is kept as an annotation. Blank lines and lines starting with '#'
 * or '%' are skipped. Castling letters and an e.p. square count as stated by the user; '-' states nothing.
 */
final class FenLinesReader {

    /** h#2, s#3, ser-h#4, h=2.5: a stipulation, not a move, written after bm. */
    private static final Pattern STIPULATION_LIKE = Pattern.compile("(?i)[a-z]+(-[a-z]+)?[#=][0-9.]+");
    /** "#-n" in {@code bm}: the side to move is mated in n. */
    private static final Pattern MATED = Pattern.compile("#\\s*-\\s*(\\d+)");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+");
    /** Only what ends a line in a text file; a vertical tab or U+2028 inside an id is part of the line. */
    private static final Pattern LINE_END = Pattern.compile("\\r\\n|\\r|\\n");
    private static final Pattern BLANKS = Pattern.compile("\\s+");
    /** The turn field of a variant's FEN: which move of the turn is next (1/2, 2/2, 1/1). */
    private static final Pattern TURN_FIELD = Pattern.compile("[12]/[12]");

    private final String sourceName;
    private final String stem;
    private final Stipulation defaultStipulation;

    FenLinesReader(String sourceName, String stem, Stipulation defaultStipulation) {
        this.sourceName = sourceName;
        this.stem = stem;
        this.defaultStipulation = defaultStipulation;
    }

    ReadResult read(String text) {
        List<Problem> problems = new ArrayList<>();
        List<ProblemFileError> errors = new ArrayList<>();
        String[] lines = LINE_END.split(text, -1);
        int ordinal = 0;
        for (int i = 0; i < lines.length; i++) {
            if (holdsProblem(lines[i])) {
                readLine(lines[i], i + 1, ++ordinal, problems, errors);
            }
        }
        if (ordinal == 0) {
            errors.add(noProblem(sourceName));
        }
        return new ReadResult(problems, errors);
    }

    /**
     * What a file without a single FEN or EPD line gets (empty, blank or comments only): an error
     * of its own, as an empty Popeye file has, not a silent batch of no problems.
     */
    static ProblemFileError noProblem(String sourceName) {
        return new ProblemFileError(sourceName, 1, 1, "", "no problem: the file holds no FEN or EPD line");
    }

    /**
     * The {@code id} a line states, read even when its position is broken, so that the message
     * about the line names the problem as the user named it. The operations are looked for after
     * the first four words (a FEN with a broken field still has them); a line too short for that
     * names nothing.
     */
    static Optional<String> statedId(String line) {
        List<Word> words = words(line);
        if (words.size() <= 4) {
            return Optional.empty();
        }
        for (String operation : EpdOperations.split(line.substring(words.get(4).column() - 1))) {
            String[] parts = BLANKS.split(operation.strip(), 2);
            if (parts.length == 2 && parts[0].equalsIgnoreCase("id")) {
                String id = EpdOperations.unquote(parts[1].strip());
                if (!id.isEmpty()) {
                    return Optional.of(id);
                }
            }
        }
        return Optional.empty();
    }

    /** Blank lines and lines starting with '#' or '%' (comments) hold no problem and are not counted. */
    static boolean holdsProblem(String line) {
        String trimmed = line.strip();
        return !(trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("%"));
    }

    /** The problem of one line, the {@code ordinal}-th of its file, or why it cannot be read. */
    void readLine(String line, int lineNumber, int ordinal, List<Problem> problems, List<ProblemFileError> errors) {
        String fallbackId = stem + "/" + ordinal;
        try {
            problems.add(readLine(line, lineNumber, fallbackId));
        } catch (ProblemSyntaxException e) {
            errors.add(new ProblemFileError(sourceName, e.line(), e.column(), statedId(line).orElse(fallbackId), e.reason()));
        }
    }

    /** A whitespace-separated word of a line and its 1-based column. */
    private record Word(String text, int column) {
    }

    private static List<Word> words(String line) {
        List<Word> words = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                words.add(new Word(line.substring(start, i), start + 1));
            }
        }
        return words;
    }

    private Problem readLine(String line, int lineNumber, String fallbackId) throws ProblemSyntaxException {
        List<Word> words = words(line);
        if (words.size() < 4) {
            throw new ProblemSyntaxException(lineNumber, 1, "a FEN needs at least 4 fields (placement, side to move,"
                    + " castling, e.p.), found " + words.size() + " in '" + line.strip() + "'");
        }
        Diagram diagram = placement(words.get(0), lineNumber);
        int toMove = sideToMove(words.get(1), lineNumber);
        CastlingRights castling = castling(words.get(2), lineNumber);
        String counters = "0 1";
        int operationsFrom = 4;
        if (words.size() > 4 && NUMBER.matcher(words.get(4).text()).matches()) {
            if (words.size() < 6 || !NUMBER.matcher(words.get(5).text()).matches()) {
                throw new ProblemSyntaxException(lineNumber, words.get(4).column(),
                        "the FEN's halfmove clock must be followed by the move number");
            }
            counters = words.get(4).text() + " " + words.get(5).text();
            operationsFrom = 6;
        }
        // The FEN of a turn (docs/variants.md): a turn field after the counters, two e.p. squares.
        Word turnField = null;
        if (operationsFrom == 6 && words.size() > 6 && TURN_FIELD.matcher(words.get(6).text()).matches()) {
            turnField = words.get(6);
            operationsFrom = 7;
        }
        boolean turnFen = turnField != null || words.get(3).text().length() == 4;
        // A turn's e.p. squares follow the rules of its variant, which the board's TurnFen checks
        // once the line's 'variant' is known.
        EnPassantRight enPassant = turnFen ? turnEnPassant(words.get(3))
                : enPassant(words.get(3), toMove, lineNumber);
        String operations = operationsFrom < words.size() ? line.substring(words.get(operationsFrom).column() - 1) : "";
        EpdContent content = new EpdContent();
        for (String operation : EpdOperations.split(operations)) {
            content.add(operation, lineNumber);
        }
        EpdStipulation given = content.stipulation(lineNumber);
        WrittenStipulation stipulation;
        Options options = Options.NONE;
        if (given != null) {
            stipulation = given.written();
            if (given.afterKey()) {
                options = new Options.Builder().postKeyPlay().build();
            }
        } else {
            stipulation = defaultStipulation != null ? WrittenStipulation.Read.of(defaultStipulation)
                    : new WrittenStipulation.Missing();
        }
        String fen = diagram.fen(toMove, castling, enPassant, counters) + (turnField == null ? "" : " " + turnField.text());
        if (turnFen && !content.variant.hasTwoMoveTurns()) {
            throw new ProblemSyntaxException(lineNumber, (turnField != null ? turnField : words.get(3)).column(),
                    "a turn field or two e.p. squares belong to a variant of two-move turns: add 'variant doublemove'"
                            + " or 'variant marseillais'");
        }
        if (turnFen) {
            try {
                TurnFen.parse(fen, content.variant);
            } catch (FenException e) {
                throw new ProblemSyntaxException(lineNumber, words.get(3).column(), e.getMessage());
            }
        }
        String id = content.id != null && !content.id.isEmpty() ? content.id : fallbackId;
        return new Problem(id, new SourceLocation(sourceName, lineNumber), "", "", content.metadata(), fen,
                stipulation, options, castling, enPassant, content.variant);
    }

    /** The board's reading of the placement, its faults placed in the line's columns. */
    private static Diagram placement(Word field, int line) throws ProblemSyntaxException {
        try {
            return Diagram.ofFenPlacement(field.text());
        } catch (FenException e) {
            throw new ProblemSyntaxException(line, field.column() + e.offset(), e.getMessage());
        }
    }

    /** The board's colour ({@link Piece#WHITE}, {@link Piece#BLACK}) to move. */
    private static int sideToMove(Word field, int line) throws ProblemSyntaxException {
        return switch (field.text()) {
            case "w" -> Piece.WHITE;
            case "b" -> Piece.BLACK;
            default -> throw new ProblemSyntaxException(line, field.column(),
                    "the FEN's side to move must be 'w' or 'b', found '" + field.text() + "'");
        };
    }

    private static CastlingRights castling(Word field, int line) throws ProblemSyntaxException {
        int allowed;
        try {
            allowed = Fen.readCastling(field.text());
        } catch (FenException e) {
            throw new ProblemSyntaxException(line, field.column(), "the FEN's castling field must be '-' or"
                    + " letters of KQkq, each at most once; found '" + field.text() + "'");
        }
        // '-' gives no rights and states nothing: a diagram copied without rights (Amelung 1897,
        // Langstaff 1922) still has the rights the conventions grant. Letters state every castling.
        return new CastlingRights(allowed, allowed == 0 ? 0 : Castling.ALL);
    }

    /**
     * The e.p. target must lie behind a pawn of the side that just moved: on the 6th rank when
     * White is to move, on the 3rd when Black is.
     */
    private static EnPassantRight enPassant(Word field, int toMove, int line) throws ProblemSyntaxException {
        if (field.text().equals("-")) {
            return new EnPassantRight(Optional.empty(), RightSource.DEFAULT, List.of());
        }
        int square = Squares.parse(field.text().toLowerCase(Locale.ROOT));
        if (square == Square.NONE) {
            throw new ProblemSyntaxException(line, field.column(),
                    "the FEN's e.p. field must be '-' or a square, found '" + field.text() + "'");
        }
        int expectedRank = toMove == Piece.WHITE ? 5 : 2;
        if (Square.rank(square) != expectedRank) {
            throw new ProblemSyntaxException(line, field.column(), "the FEN's e.p. square " + Square.name(square)
                    + " is impossible with " + Piece.colorName(toMove) + " to move (it must be on the "
                    + (expectedRank + 1) + (expectedRank == 5 ? "th" : "rd") + " rank)");
        }
        return new EnPassantRight(Optional.of(Square.name(square)), RightSource.STATED, List.of());
    }

    /** One or two squares passed over, as written; their rules are the variant's (see {@link TurnFen}). */
    private static EnPassantRight turnEnPassant(Word field) {
        return field.text().equals("-") ? new EnPassantRight(Optional.empty(), RightSource.DEFAULT, List.of())
                : new EnPassantRight(Optional.of(field.text().toLowerCase(Locale.ROOT)), RightSource.STATED, List.of());
    }

    /** What the EPD operations of one line say. */
    private static final class EpdContent {
        private String id;
        private EpdStipulation bestMove;
        private EpdStipulation directMate;
        private EpdStipulation stated;
        private RuleSet variant = RuleSet.ORTHODOX;
        private final List<String> authors = new ArrayList<>();
        private final List<String> origins = new ArrayList<>();
        private final List<String> titles = new ArrayList<>();
        private final List<String> remarks = new ArrayList<>();
        private final List<String> annotations = new ArrayList<>();
        private String award = "";

        void add(String operation, int line) throws ProblemSyntaxException {
            String[] parts = BLANKS.split(operation, 2);
            String opcode = parts[0].toLowerCase(Locale.ROOT);
            String operand = parts.length > 1 ? parts[1].strip() : "";
            switch (opcode) {
                case "bm" -> {
                    if (operand.startsWith("#")) {
                        bestMove = EpdStipulation.read(operand, line);
                    } else if (STIPULATION_LIKE.matcher(operand).matches()) {
                        // Kept as a best move, 'bm h#2' would leave the problem with "no stipulation".
                        throw new ProblemSyntaxException(line, 0, "'bm " + operand + "': bm gives a direct mate (#n);"
                                + " write other stipulations as 'stip " + operand + "'");
                    } else {
                        annotations.add(operation);
                    }
                }
                case "dm" -> {
                    if (!NUMBER.matcher(operand).matches()) {
                        throw new ProblemSyntaxException(line, 0, "'dm' needs a number of moves, found '" + operand + "'");
                    }
                    directMate = EpdStipulation.read("#" + operand, line);
                }
                case "stip" -> stated = new EpdStipulation(operand,
                        StipulationText.read(EpdOperations.unquote(operand)), false);
                case "variant" -> variant = VariantNames.named(EpdOperations.unquote(operand)).orElseThrow(
                        () -> new ProblemSyntaxException(line, 0, "'variant " + operand + "': the variants are "
                                + VariantNames.names()));
                case "id" -> id = EpdOperations.unquote(operand);
                case "c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9" ->
                        remarks.add(EpdOperations.unquote(operand));
                case "author" -> authors.add(EpdOperations.unquote(operand));
                case "source", "origin" -> origins.add(EpdOperations.unquote(operand));
                case "title" -> titles.add(EpdOperations.unquote(operand));
                case "award" -> award = EpdOperations.unquote(operand);
                default -> annotations.add(operation);
            }
        }

        EpdStipulation stipulation(int line) throws ProblemSyntaxException {
            if (bestMove != null && directMate != null && !bestMove.sameAs(directMate)) {
                throw new ProblemSyntaxException(line, 0, "'bm " + bestMove.operand() + "' and 'dm "
                        + directMate.operand().substring(1) + "' disagree");
            }
            EpdStipulation given = bestMove != null ? bestMove : directMate;
            if (stated != null && given != null && !stated.sameAs(given)) {
                throw new ProblemSyntaxException(line, 0, "'stip " + stated.operand() + "' and '"
                        + (bestMove != null ? "bm " + bestMove.operand() : "dm " + directMate.operand().substring(1))
                        + "' disagree");
            }
            return stated != null ? stated : given;
        }

        Metadata metadata() {
            return new Metadata(authors, origins, titles, award, remarks, annotations);
        }
    }

    /**
     * What {@code bm #n} or {@code dm n} says. "#-n" (the side to move is mated in n) is the
     * position after the key of a #(n+1): it becomes that direct mate with the key played
     * (Popeye's PostKeyPlay), so the model needs no genre of its own for a statement about a
     * position, and the solver answers it exactly as it answers PostKeyPlay.
     */
    private record EpdStipulation(String operand, WrittenStipulation written, boolean afterKey) {

        static EpdStipulation read(String operand, int line) throws ProblemSyntaxException {
            Matcher mated = MATED.matcher(operand);
            if (!mated.matches()) {
                requireLength(operand, operand.substring(1).strip(), line);
                return new EpdStipulation(operand, StipulationText.read(operand), false);
            }
            requireLength(operand, mated.group(1), line);
            long moves = mated.group(1).length() > 9 ? Long.MAX_VALUE : Long.parseLong(mated.group(1)) + 1;
            WrittenStipulation written = moves <= Stipulation.MAX_MOVES
                    ? new WrittenStipulation.Read(operand, Stipulation.directMate((int) moves))
                    : new WrittenStipulation.Unreadable(operand, "the side to move mated in n is solved as #(n+1): "
                            + Stipulation.lengthOutOfRange(moves));
            return new EpdStipulation(operand, written, true);
        }

        /** A length of nought is a slip in the suite, not a stipulation to refuse politely. */
        private static void requireLength(String operand, String digits, int line) throws ProblemSyntaxException {
            if (digits.chars().allMatch(c -> c == '0')) {
                throw new ProblemSyntaxException(line, 0, "'" + operand + "' is not a mate length");
            }
        }

        boolean sameAs(EpdStipulation other) {
            if (afterKey != other.afterKey) {
                return false;
            }
            return written instanceof WrittenStipulation.Read mine && other.written instanceof WrittenStipulation.Read theirs
                    ? mine.stipulation().equals(theirs.stipulation())
                    : written.equals(other.written);
        }
    }
}
