package org.passant.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.passant.batch.ResultsFile;
import org.passant.board.Fen;
import org.passant.board.FenException;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.problem.CommandLineFen;
import org.passant.report.RetroJsonFormat;
import org.passant.report.RetroResultsLine;
import org.passant.report.RetroTextFormat;
import org.passant.retro.RetroAnalysis;
import org.passant.retro.RetroBounds;
import org.passant.retro.RetroReport;
import org.passant.text.IoReason;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./solver retro FEN}: legality, possible last moves, e.p. and castling verdicts with
 * reasons, and the rights combinations to solve. Rights in the FEN are not used for the analysis;
 * when the FEN states any, they are judged. An illegal diagram is a result, not an error
 * (exit 0); only unreadable input is (exit 2). {@code ./solver retro FILE...} gives the verdict
 * of every diagram in problem files ({@link RetroCollection}).
 */
@Command(name = "retro", mixinStandardHelpOptions = true,
        description = "Retro analysis: is the diagram legal, what was the last move, is e.p. proven, is castling disproved.")
final class RetroCommand implements Runnable {
    enum Format { text, json }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FEN|FILE",
            description = {"the diagram, quoted; placement and side are enough (rights, if given, are checked),",
                    "or problem files: Popeye input (.inp), EPD or FEN lines (.epd, .fen): one verdict line per diagram"})
    List<String> inputs;

    @Option(names = "--format", paramLabel = "F", description = "text or json (default ${DEFAULT-VALUE}); for files, json prints one"
            + " results record per diagram, as --out writes them")
    Format format = Format.text;

    @Option(names = {"-v", "--verbose"},
            description = "list every impossible last move with its proof (the text groups them by reason otherwise);"
                    + " for files, the full report under each verdict line")
    boolean verbose;

    @Option(names = "--out", paramLabel = "FILE",
            description = "also write one JSON record per diagram to FILE (jsonl), each written whole; - (or"
                    + " /dev/stdout) is standard output, which then holds only these records (no --format or --verbose),"
                    + " the count on standard error")
    Path out;

    @Option(names = {"--depth", "--retro-depth"}, paramLabel = "N",
            description = "plies to take back at most (default ${DEFAULT-VALUE}); --retro-depth as in solve")
    int depth = RetroBounds.DEFAULT.maxDepth();

    @Option(names = {"--nodes", "--retro-nodes"}, paramLabel = "N",
            description = "positions to visit at most (default ${DEFAULT-VALUE}); running out proves nothing; --retro-nodes as in solve")
    long nodes = RetroBounds.DEFAULT.nodeBudget();

    @Override
    public void run() {
        RetroBounds bounds;
        try {
            bounds = new RetroBounds(depth, nodes);
        } catch (IllegalArgumentException e) {
            throw new UserError("--retro-depth / --retro-nodes: " + e.getMessage()); // as solve names them
        }
        if (out != null && out.toString().isBlank()) {
            throw new UserError("--out needs a file name (or - for standard output), found ''");
        }
        boolean recordsOnStdout = ResultsOut.isStandardOutput(out);
        if (recordsOnStdout && (spec.commandLine().getParseResult().hasMatchedOption("--format") || verbose)) {
            // Both ask for something on standard output, which the records then take whole.
            throw new UserError((verbose ? "--verbose" : "--format " + format) + ": --out " + out + " is standard output,"
                    + " which then holds only the records and no report; leave it out, or write the records to a file");
        }
        if (inputs.size() > 1 || !typedFen(inputs.get(0))) {
            new RetroCollection(bounds, format == Format.json, verbose, out).run(inputs);
            return;
        }
        Position p = parse(inputs.get(0));
        boolean stated = p.castlingRights() != 0 || p.epSquare() != Square.NONE;
        RetroReport report = stated
                ? RetroAnalysis.analyse(p, bounds, p.castlingRights(), p.epSquare())
                : RetroAnalysis.analyse(p, bounds);
        if (!recordsOnStdout) {
            System.out.print(format == Format.json ? RetroJsonFormat.format(report) + "\n" : RetroTextFormat.format(report, verbose));
        }
        if (out != null) {
            writeRecord(p.toFen(), report);
        }
    }

    /** --out for a FEN: its one record, the FEN as its id (as {@code solve --out} does for a FEN), to a file or standard output. */
    private void writeRecord(String fen, RetroReport report) {
        try (ResultsFile results = ResultsOut.open(out, false)) {
            results.writeLine(RetroResultsLine.analysed(CommandLineFen.SOURCE.file(), 0, fen, report));
        } catch (IOException e) {
            throw new UserError("cannot write the results to " + ResultsOut.named(out) + ": " + IoReason.of(e));
        }
    }

    /**
     * One argument is a FEN unless a file of that name exists: it has 8 ranks, or at least two
     * fields (a broken FEN is then refused as a FEN, not looked for as a file).
     */
    private static boolean typedFen(String arg) {
        if (CollectionSolve.looksLikeFen(arg)) {
            return true;
        }
        try {
            return arg.trim().contains(" ") && !java.nio.file.Files.isRegularFile(Path.of(arg));
        } catch (RuntimeException notAPath) {
            return true; // no file can have this name: let the FEN reader say what is wrong
        }
    }

    /** Accepts a full FEN, a 4-field EPD, or just placement and side. */
    private static Position parse(String text) {
        String[] fields = text == null ? new String[0] : text.trim().split("\\s+");
        String full = fields.length == 2 ? text.trim() + " - -" : text;
        try {
            return Fen.parse(full);
        } catch (FenException e) {
            throw new UserError("bad FEN: " + e.getMessage());
        }
    }
}
