package org.passant.cli;

import org.passant.board.Position;
import org.passant.report.HtmlReport;
import org.passant.report.Report;
import org.passant.report.ReportFormat;
import org.passant.report.Reports;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.WrittenStipulation;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./solver solve 'FEN' --stip '#3'}: keys (cooks included), threats, variations, tries,
 * set play and a verdict, as text, Popeye's layout or JSON.
 */
@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Solve a direct-mate problem: every key, the threat or zugzwang, the variations with all "
                + "shortest continuations (duals visible), tries, set play, and a verdict (sound, cooked, no "
                + "solution, short solution, illegal).")
final class SolveCommand implements java.util.concurrent.Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FEN|FILE",
            description = {"a diagram as a quoted FEN (the side to move attacks; with --post-key it defends),",
                    "or problem files: Popeye input (.inp), EPD or FEN lines (.epd, .fen)"})
    java.util.List<String> inputs;

    @Option(names = "--stip", paramLabel = "#N",
            description = "stipulation, e.g. '#3' (quote the #); for files, the default where a problem gives none")
    String stipulation;

    @picocli.CommandLine.Mixin
    CollectionOptions collection = new CollectionOptions();

    @Option(names = "--format", paramLabel = "F", description = "text (default), popeye or json")
    String format = "text";

    @Option(names = "--html", paramLabel = "FILE",
            description = "also write the solutions as an HTML report to FILE (see ./solver help report)")
    java.nio.file.Path html;

    @Option(names = "--figurines", description = "with --html: moves with figurines (\u2658f3) instead of letters (Nf3)")
    boolean figurines;

    @picocli.CommandLine.Mixin
    SolvingOptions solving = new SolvingOptions();

    @Override
    public Integer call() {
        SolveOptions options = solving.options();
        ReportFormat formatter = formatter();
        if (figurines && html == null) {
            throw new UserError("--figurines is for the HTML report: add --html FILE");
        }
        HtmlReport htmlReport = html == null ? null : HtmlReports.open(html, null, inputs, options, figurines);
        if (htmlReport != null) {
            ReportFormat terminal = formatter;
            formatter = out -> Reports.both(terminal.open(out), htmlReport);
        }
        if (inputs.size() == 1 && CollectionSolve.looksLikeFen(inputs.get(0))) {
            solveOne(inputs.get(0), options, formatter, htmlReport != null);
            return 0;
        }
        return new CollectionSolve(collection, options, formatter, stipulation).run(inputs);
    }

    private void solveOne(String fen, SolveOptions options, ReportFormat formatter, boolean endReport) {
        if (stipulation == null) {
            throw new UserError("a FEN needs a stipulation: add --stip '#n'");
        }
        WrittenStipulation stip = solvableStipulation(stipulation);
        Problem problem = CommandLineFen.problem(Positions.legal(fen).toFen(), stip);
        Solver solver = new Solver(options);
        ProblemResult result;
        try (TerminalProgress progress = TerminalProgress.start(solver)) {
            solver.setProgress(progress);
            result = new ProblemSolver(solver).solve(problem);
        }
        if (result instanceof ProblemResult.Refused refused) {
            throw new UserError(refused.reason());
        }
        Report report = formatter.open(System.out);
        report.problem(result);
        if (endReport) {
            report.end(""); // an HTML report is written at its end; the text of a single FEN has no summary
        }
    }

    /** A stipulation given with --stip, refused at once (for a FEN or a whole collection) when it cannot be solved. */
    static WrittenStipulation solvableStipulation(String text) {
        WrittenStipulation written = WrittenStipulation.of(text);
        ProblemSolver.refusal(written).ifPresent(reason -> {
            throw new UserError("--stip '" + text + "': " + reason);
        });
        return written;
    }

    private ReportFormat formatter() {
        try {
            return ReportFormat.named(format);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }
}
