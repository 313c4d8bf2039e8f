package org.passant.cli;

import org.passant.batch.BatchEntry;
import org.passant.batch.Outcome;
import org.passant.batch.ProblemSolving;
import org.passant.batch.ResultsFile;
import org.passant.board.Position;
import org.passant.report.Report;
import org.passant.text.IoReason;
import org.passant.report.ReportFormat;
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
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FEN|FILE",
            description = {"a diagram as a quoted FEN (the side to move attacks; with --post-key it defends),",
                    "or problem files: Popeye input (.inp), EPD or FEN lines (.epd, .fen)"})
    java.util.List<String> inputs;

    @Option(names = "--stip", paramLabel = "#N",
            description = "stipulation, e.g. '#3' (quote the #); for files, the default where a problem gives none")
    String stipulation;

    @picocli.CommandLine.Mixin
    CollectionOptions collection = new CollectionOptions();

    @Option(names = "--tries", description = "also list tries: first moves refuted by one defence")
    boolean tries;

    @Option(names = "--defences", paramLabel = "K", description = "tries may have up to K refutations (implies --tries)")
    Integer defences;

    @Option(names = "--set-play", description = "the defender's moves in the diagram with the attacker's mates")
    boolean setPlay;

    @Option(names = "--post-key", description = "the diagram is the position after the key: the defender is to move")
    boolean postKey;

    @Option(names = "--keys", description = "keys (and tries) only, no trees: fast checking of collections")
    boolean keysOnly;

    @Option(names = "--format", paramLabel = "F", description = "text (default), popeye or json")
    String format = "text";

    @Option(names = "--hash", paramLabel = "MB", description = "transposition table size (default ${DEFAULT-VALUE} MB)")
    int hashMegabytes = SolveOptions.DEFAULT_HASH_MB;

    @Option(names = "--max-time", paramLabel = "S", description = "stop after S seconds and mark the result partial")
    double maxTimeSeconds;

    @Option(names = "--trust-rights",
            description = "take the castling and e.p. rights of the FEN as given, without retro analysis")
    boolean trustRights;

    @Option(names = "--short-variations", paramLabel = "WHICH",
            description = "popeye (default: not beside a threat they do not defeat), all, or none")
    String shortVariations = "popeye";

    @Option(names = "--no-threat", description = "do not compute threats: show every defence (Popeye NoThreat)")
    boolean noThreat;

    @Option(names = "--all-defences", description = "show every defence with its continuations, also those that do not defeat the threat")
    boolean allDefences;

    @Option(names = "--max-solutions", paramLabel = "K", description = "stop after K keys")
    int maxSolutions;

    @Option(names = "--max-tree-nodes", paramLabel = "N",
            description = "show at most N moves of each tree (default ${DEFAULT-VALUE}, 0: no limit); a cut tree says so, its verdict is complete")
    int maxTreeNodes = SolveOptions.DEFAULT_MAX_TREE_NODES;

    @Option(names = "--threat-length", paramLabel = "K",
            description = "every non-checking attacking move must threaten mate in at most K (Popeye Threat K)")
    int maxThreatLength;

    @Override
    public Integer call() {
        SolveOptions options = options();
        ReportFormat formatter = formatter();
        CollectionSolve batch = new CollectionSolve(collection, options, formatter, stipulation);
        if (inputs.size() == 1 && CollectionSolve.looksLikeFen(inputs.get(0))) {
            batch.checkOptions();
            return solveOne(inputs.get(0), options, formatter, batch);
        }
        return batch.commandLine(spec.commandLine().getParseResult().originalArgs()).run(inputs);
    }

    private int solveOne(String fen, SolveOptions options, ReportFormat formatter, CollectionSolve batch) {
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
        report.end(""); // one problem: no summary, but a format may close what it opened (Popeye's last line)
        // In a results file the FEN and stipulation are the problem's id: several FENs can share one file.
        Outcome outcome = ProblemSolving.outcome(new BatchEntry.ToSolve(problem, CommandLineFen.SOURCE.file()), result)
                .withId(problem.fen() + " " + stipulation);
        if (collection.out != null) {
            writeRecord(outcome);
        }
        return batch.failOnVerdicts().contains(outcome.verdict()) ? 1 : 0;
    }

    /** --out for a FEN: its record, as a batch writes it (replacing the file, or added to it with --resume). */
    private void writeRecord(Outcome outcome) {
        try (ResultsFile results = ResultsFile.open(collection.out, collection.resume)) {
            results.write(outcome);
        } catch (ResultsFile.NotResultsFile e) {
            throw new UserError("--out " + collection.out + ": " + e.getMessage());
        } catch (java.io.IOException e) {
            throw new UserError("cannot write the results to " + collection.out + ": " + IoReason.of(e));
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

    /**
     * Seconds to whole milliseconds, rounded up: any positive limit stops the search (0.0004 s is
     * 1 ms, not 0, which would mean no limit); a limit too large to count (1e10, Infinity) is no limit.
     */
    static long maxTimeMillis(double seconds) {
        if (seconds <= 0) {
            return 0;
        }
        double millis = Math.ceil(seconds * 1000);
        return millis >= Long.MAX_VALUE ? 0 : (long) millis;
    }

    private ReportFormat formatter() {
        try {
            return ReportFormat.named(format);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }

    private SolveOptions options() {
        if (maxTimeSeconds < 0 || Double.isNaN(maxTimeSeconds)) {
            throw new UserError("--max-time must be a positive number of seconds, found " + maxTimeSeconds);
        }
        if (defences != null && defences < 1) {
            throw new UserError("--defences must be at least 1, found " + defences);
        }
        if (maxSolutions < 0 || maxThreatLength < 0) {
            throw new UserError("--max-solutions and --threat-length must not be negative");
        }
        if (maxTreeNodes < 0) {
            throw new UserError("--max-tree-nodes must be 0 (no limit) or more, found " + maxTreeNodes);
        }
        if (hashMegabytes < 1 || hashMegabytes > 65536) {
            throw new UserError("--hash must be between 1 and 65536 MB, found " + hashMegabytes);
        }
        HashMemory.check(hashMegabytes);
        SolveOptions.ShortVariations shorts = switch (shortVariations) {
            case "popeye" -> SolveOptions.ShortVariations.POPEYE;
            case "all" -> SolveOptions.ShortVariations.ALL;
            case "none" -> SolveOptions.ShortVariations.NONE;
            default -> throw new UserError("--short-variations must be popeye, all or none, found '" + shortVariations + "'");
        };
        return SolveOptions.defaults()
                .withTries(tries || defences != null)
                .withMaxRefutations(defences == null ? 1 : defences)
                .withSetPlay(setPlay)
                .withPostKey(postKey)
                .withVariations(!keysOnly)
                .withThreats(!noThreat)
                .withShortVariations(shorts)
                .withAllDefences(allDefences)
                .withMaxSolutions(maxSolutions)
                .withMaxThreatLength(maxThreatLength)
                .withHashMegabytes(hashMegabytes)
                .withMaxTimeMillis(maxTimeMillis(maxTimeSeconds))
                .withTrustRights(trustRights)
                .withMaxTreeNodes(maxTreeNodes);
    }
}
