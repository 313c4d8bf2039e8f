package org.passant.cli;

import org.passant.batch.BatchEntry;
import org.passant.batch.EarlierRecord;
import org.passant.batch.KeptProofs;
import org.passant.batch.Outcome;
import org.passant.batch.ProblemSolving;
import org.passant.batch.ResultsFile;
import org.passant.board.Position;
import org.passant.board.TurnFen;
import org.passant.report.HtmlReport;
import org.passant.report.Report;
import org.passant.text.IoReason;
import org.passant.report.ReportFormat;
import org.passant.report.Reports;
import org.passant.solve.EarlierRun;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.board.RuleSet;
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
        description = "Solve a problem (#n, s#n, =n, s=n, and in turns kx n or #n under --variant: every key, the threat "
                + "or zugzwang, the variations with all shortest continuations (duals visible), tries, set play; h#n, h=n, "
                + "h#n.5 and the series movers ser-#n, ser-h#n, ser-s#n (and =): every solution) and give a verdict "
                + "(sound, cooked, no solution, short solution, too few solutions, illegal, unfinished; a helpmate that states no "
                + "number of solutions is only counted: solved).")
final class SolveCommand implements java.util.concurrent.Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FEN|FILE",
            description = {"a diagram as a quoted FEN (the side to move attacks; with --post-key it defends),",
                    "or problem files: Popeye input (.inp), EPD or FEN lines (.epd, .fen)"})
    java.util.List<String> inputs;

    @Option(names = "--stip", paramLabel = "#N",
            description = "stipulation, e.g. '#3' (quote the #); for files, the default where a problem gives none")
    String stipulation;

    @Option(names = "--variant", paramLabel = "RULES", description = VariantOption.DESCRIPTION)
    String variant;

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
        RuleSet rules = VariantOption.read(variant);
        if (rules.hasTwoMoveTurns() && format.equals("popeye")) {
            throw new UserError("--format popeye: Popeye solves neither double-move nor Marseillais chess, and its layout"
                    + " has no turns; use --format text or json");
        }
        ReportFormat formatter = formatter();
        if (collection.resultsOnStandardOutput()) {
            // The records take standard output whole; a report asked for there would be mixed into them.
            if (spec.commandLine().getParseResult().hasMatchedOption("--format")) {
                throw new UserError("--format " + format + ": --out " + collection.out + " is standard output, which then"
                        + " holds only the results and no report; leave out --format, or write the results to a file");
            }
            formatter = Reports::summaryOnly; // opened on standard error: the summary of a batch, nothing for a FEN
        }
        if (figurines && html == null) {
            throw new UserError("--figurines is for the HTML report: add --html FILE");
        }
        HtmlReports.refuseOneFileForTwo(html, collection.out);
        HtmlReport htmlReport = html == null ? null : HtmlReports.open(html, null, inputs, options, figurines);
        if (htmlReport != null) {
            ReportFormat terminal = formatter;
            formatter = out -> Reports.both(terminal.open(out), htmlReport);
        }
        CollectionSolve batch = new CollectionSolve(collection, options, formatter, stipulation).defaultVariant(rules);
        if (inputs.size() == 1 && CollectionSolve.looksLikeFen(inputs.get(0))) {
            batch.checkOptions();
            return solveOne(inputs.get(0), rules, options, formatter, batch);
        }
        return batch.commandLine(spec.commandLine().getParseResult().originalArgs()).run(inputs);
    }

    private int solveOne(String fen, RuleSet rules, SolveOptions options, ReportFormat formatter, CollectionSolve batch) {
        if (stipulation == null) {
            throw new UserError("a FEN needs a stipulation: add --stip '#n'");
        }
        WrittenStipulation stip = solvableStipulation(stipulation);
        Problem problem = CommandLineFen.problem(TurnFen.write(Positions.legal(fen, rules)), stip).withVariant(rules);
        Solver solver = new Solver(options.withThreads(collection.threadsPerProblem(1)));
        String id = problem.fen() + " " + stipulation + (rules.hasTwoMoveTurns() ? " " + rules.variantName() : "");
        KeptProofs kept = keptProofs();
        EarlierRecord earlier = earlierRecord(problem, id, kept);
        // Ctrl-C stops the search as --max-time does; the exit waits for the report and the record below.
        try (StopOnInterrupt interrupt = StopOnInterrupt.arm(solver)) {
            ProblemResult result;
            ProblemSolver problemSolver = new ProblemSolver(solver);
            try (TerminalProgress progress = TerminalProgress.start(solver)) {
                solver.setProgress(progress);
                result = problemSolver.solve(problem, earlier == null ? EarlierRun.NONE : earlier);
            }
            if (result instanceof ProblemResult.Refused refused) {
                throw new UserError(refused.reason());
            }
            // In a results file the FEN and stipulation are the problem's id: several FENs can share one file.
            Outcome solved = ProblemSolving.outcome(new BatchEntry.ToSolve(problem, CommandLineFen.SOURCE.file()), result)
                    .withId(id);
            Outcome outcome = ProblemSolving.keepOrForget(kept, problem, earlier == null ? solved : earlier.annotate(solved),
                    problemSolver, interrupt::keepingUntil);
            Report report = formatter.open(collection.resultsOnStandardOutput() ? System.err : System.out);
            report.problem(result, ProblemSolving.runNotes(solved, outcome));
            report.end(""); // one problem: no summary, but a format may close what it opened (Popeye's last line)
            if (collection.out != null) {
                writeRecord(outcome);
            }
            return batch.failOnVerdicts().contains(outcome.verdict()) ? 1 : 0;
        }
    }

    /**
     * With --continue, what the FEN's last record in the results file holds if a stop left it
     * unfinished: the solve takes it up there. Read before the solve; the record comes after it.
     */
    private EarlierRecord earlierRecord(Problem problem, String id, KeptProofs kept) {
        if (!collection.continueUnfinished) {
            return null;
        }
        try {
            Outcome record = ResultsFile.unfinishedIn(collection.out, CommandLineFen.SOURCE.file(), CommandLineFen.SOURCE.line(), id);
            return record == null ? null : new EarlierRecord(record, problem, kept);
        } catch (ResultsFile.NotResultsFile e) {
            throw new UserError("--out " + collection.out + ": " + e.getMessage());
        } catch (java.io.IOException e) {
            throw new UserError("cannot read the results in " + ResultsOut.named(collection.out) + ": " + IoReason.of(e));
        }
    }

    /** Where a FEN that stops keeps what its search settled: beside --out's file (a file begun anew loses what its records kept). */
    private KeptProofs keptProofs() {
        try {
            return ResultsOut.keptProofs(collection.out, collection.resuming());
        } catch (java.io.IOException e) {
            throw new UserError("cannot clear the proofs kept beside " + collection.out + ": " + IoReason.of(e));
        }
    }

    /**
     * --out for a FEN: its record, as a batch writes it (replacing the file, or added to it with
     * --resume; or on standard output).
     */
    private void writeRecord(Outcome outcome) {
        try (ResultsFile results = ResultsOut.open(collection.out, collection.resuming())) {
            results.write(outcome);
        } catch (ResultsFile.NotResultsFile e) {
            throw new UserError("--out " + collection.out + ": " + e.getMessage());
        } catch (java.io.IOException e) {
            throw new UserError("cannot write the results to " + ResultsOut.named(collection.out) + ": " + IoReason.of(e));
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
