package org.passant.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.passant.report.HtmlReport;
import org.passant.report.Reports;
import org.passant.solve.SolveOptions;
import org.passant.board.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./solver report FILE... -o reports/NAME.html}: solves the files as {@code solve} does (the
 * same batch, options and verdicts) and writes one HTML report instead of the trees; the batch
 * summary still goes to standard output (to standard error with {@code --out -}, whose records
 * standard output then holds alone).
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve problem files and write one self-contained HTML report: an index of every problem "
                + "(sortable, filterable by verdict) and, per problem, its diagram, author and source, the retro "
                + "findings and the solution tree, folding, with the position after any move on request.",
                "The file opens from disk in any browser and loads nothing from the network. It is written whole at "
                        + "the end: a run that fails or is stopped leaves no half-written report."})
final class ReportCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "problem files: Popeye input (.inp), EPD or FEN lines (.epd, .fen)")
    List<String> files;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE.html", description = "the report to write, e.g. reports/classics.html")
    Path output;

    @Option(names = "--title", paramLabel = "TEXT", description = "the report's title (default: the files' names)")
    String title;

    @Option(names = "--figurines", description = "moves with figurines (\u2658f3) instead of letters (Nf3)")
    boolean figurines;

    @Option(names = "--stip", paramLabel = "#N", description = "the stipulation of problems that give none, e.g. '#3'")
    String stipulation;

    @Option(names = "--variant", paramLabel = "RULES", description = VariantOption.DESCRIPTION)
    String variant;

    @Mixin
    CollectionOptions collection = new CollectionOptions();

    @Mixin
    SolvingOptions solving = new SolvingOptions();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        SolveOptions options = solving.options();
        RuleSet rules = VariantOption.read(variant);
        HtmlReports.refuseOneFileForTwo(output, collection.out);
        HtmlReport html = HtmlReports.open(output, title, files, options, figurines);
        int status = new CollectionSolve(collection, options, out -> Reports.both(Reports.summaryOnly(out), html), stipulation)
                .defaultVariant(rules)
                .commandLine(spec.commandLine().getParseResult().originalArgs()) // for the resume command of Ctrl-C
                .whenSkipping(count -> html.leftOut(count, String.valueOf(collection.out)))
                .run(files);
        if (status == ExitStatus.INTERRUPTED.code) {
            return status; // Ctrl-C: no report was written
        }
        // With --out - standard output holds only the records: the line for people goes with the summary, to stderr.
        (collection.resultsOnStandardOutput() ? System.err : System.out).println(HtmlReports.written(output, html));
        return status;
    }
}
