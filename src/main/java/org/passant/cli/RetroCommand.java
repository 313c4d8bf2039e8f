package org.passant.cli;

import org.passant.board.Fen;
import org.passant.board.FenException;
import org.passant.board.Position;
import org.passant.board.Square;
import org.passant.report.RetroJsonFormat;
import org.passant.report.RetroTextFormat;
import org.passant.retro.RetroAnalysis;
import org.passant.retro.RetroBounds;
import org.passant.retro.RetroReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./solver retro FEN}: legality, possible last moves, e.p. and castling verdicts with
 * reasons, and the rights combinations to solve. Rights in the FEN are not used for the analysis;
 * when the FEN states any, they are judged. An illegal diagram is a result, not an error
 * (exit 0); only unreadable input is (exit 2).
 */
@Command(name = "retro", mixinStandardHelpOptions = true,
        description = "Retro analysis: is the diagram legal, what was the last move, is e.p. proven, is castling disproved.")
final class RetroCommand implements Runnable {
    enum Format { text, json }

    @Parameters(index = "0", paramLabel = "FEN",
            description = "the diagram, quoted; placement and side are enough (rights, if given, are checked)")
    String fen;

    @Option(names = "--format", description = "text or json (default ${DEFAULT-VALUE})")
    Format format = Format.text;

    @Option(names = {"-v", "--verbose"},
            description = "list every impossible last move with its proof (the text groups them by reason otherwise)")
    boolean verbose;

    @Option(names = "--depth", description = "plies to take back at most (default ${DEFAULT-VALUE})")
    int depth = RetroBounds.DEFAULT.maxDepth();

    @Option(names = "--nodes", description = "positions to visit at most (default ${DEFAULT-VALUE})")
    long nodes = RetroBounds.DEFAULT.nodeBudget();

    @Override
    public void run() {
        RetroBounds bounds;
        try {
            bounds = new RetroBounds(depth, nodes);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        Position p = parse(fen);
        boolean stated = p.castlingRights() != 0 || p.epSquare() != Square.NONE;
        RetroReport report = stated
                ? RetroAnalysis.analyse(p, bounds, p.castlingRights(), p.epSquare())
                : RetroAnalysis.analyse(p, bounds);
        System.out.print(format == Format.json ? RetroJsonFormat.format(report) + "\n" : RetroTextFormat.format(report, verbose));
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
