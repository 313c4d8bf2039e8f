package org.passant.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.passant.batch.BatchEntry;
import org.passant.batch.BatchInput;
import org.passant.batch.BatchProgress;
import org.passant.batch.BatchRunner;
import org.passant.batch.BatchSummary;
import org.passant.batch.KeptProofs;
import org.passant.batch.Outcome;
import org.passant.batch.ProblemSolving;
import org.passant.batch.ResultsFile;
import org.passant.batch.Shard;
import org.passant.problem.Stipulation;
import org.passant.board.RuleSet;
import org.passant.report.Report;
import org.passant.report.ReportFormat;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.SolveOptions;
import org.passant.solve.SpareCores;
import org.passant.text.IoReason;

/** {@code ./solver solve FILE...}: every problem of the files, trees in input order, then a summary. */
final class CollectionSolve {
    private final CollectionOptions options;
    private final SolveOptions solveOptions;
    private final ReportFormat format;
    private final String defaultStipulation;
    private List<String> commandLine = List.of();
    private RuleSet defaultVariant = RuleSet.ORTHODOX;
    private IntConsumer alreadyDone = count -> { };

    CollectionSolve(CollectionOptions options, SolveOptions solveOptions, ReportFormat format, String defaultStipulation) {
        this.options = options;
        this.solveOptions = solveOptions;
        this.format = format;
        this.defaultStipulation = defaultStipulation;
    }

    /** The rules of problems that name none ({@code --variant}). */
    CollectionSolve defaultVariant(RuleSet variant) {
        this.defaultVariant = variant;
        return this;
    }

    /** Told, before solving, how many problems --resume skips as done by an earlier run (when any are). */
    CollectionSolve whenSkipping(IntConsumer listener) {
        this.alreadyDone = listener;
        return this;
    }

    /** The arguments of {@code ./solver} as given, for the command that resumes an interrupted run. */
    CollectionSolve commandLine(List<String> args) {
        this.commandLine = List.copyOf(args);
        return this;
    }

    /** A single argument is a FEN unless a file of that name exists: its placement has 8 ranks. */
    static boolean looksLikeFen(String arg) {
        try {
            if (Files.isRegularFile(Path.of(arg))) {
                return false;
            }
        } catch (RuntimeException notAPath) {
            // not a usable file name: treat it as a FEN and let the FEN reader say what is wrong
        }
        String placement = arg.trim().split("\\s+")[0];
        return placement.chars().filter(c -> c == '/').count() == 7;
    }

    /**
     * The rules of the collection options, the same for a FEN typed on the command line (a
     * collection of one problem) as for files: refused before anything is solved or written.
     */
    void checkOptions() {
        failOnVerdicts();
        shard();
        if (options.out != null && options.out.toString().isBlank()) {
            throw new UserError("--out needs a file name (or - for standard output), found ''");
        }
        String resumeOption = options.continueUnfinished ? "--continue" : "--resume";
        if (options.resuming() && options.out == null) {
            throw new UserError(resumeOption + " needs --out FILE");
        }
        if (options.resuming() && options.resultsOnStandardOutput()) {
            // A resume reads the records back and appends to them: a pipe or terminal can do neither.
            throw new UserError(resumeOption + " needs a results file to read back, and --out " + options.out
                    + " is standard output: name a file");
        }
        if (options.jobs < 1 || options.jobs > Cores.MOST) {
            throw new UserError("--jobs must be between 1 and " + Cores.MOST + ", found " + options.jobs);
        }
        if (options.threads != null) {
            ThreadsOption.check(options.threads);
        }
    }

    int run(List<String> given) {
        checkOptions();
        Set<ProblemVerdict> failOn = failOnVerdicts();
        Shard shard = shard();
        refuseOutOverAnInput(given);
        Stipulation fallback = defaultStipulation == null ? null
                : SolveCommand.solvableStipulation(defaultStipulation).understood().orElseThrow();
        List<String> files = namedOnce(given);
        List<Path> paths = files.stream().map(InputFiles::usable).toList();
        boolean recordsOnStdout = options.resultsOnStandardOutput();
        try (ResultsFile results = options.out == null ? null : ResultsOut.open(options.out, options.resuming(), options.continueUnfinished)) {
            // --continue: a problem whose last record is unfinished is taken up again, with that record.
            java.util.function.Function<BatchEntry, Outcome> earlier = results == null || !options.continueUnfinished
                    ? e -> null : e -> results.unfinished(e.file(), e.line(), e.id());
            Predicate<BatchEntry> wanted = results == null || !options.resuming() ? e -> true
                    : e -> !results.isDone(e.file(), e.line(), e.id()) || earlier.apply(e) != null;
            // The files are read twice, as streams: once to count what will be solved (for the
            // progress bar), once to solve it. Neither pass holds more than a step of one file.
            int total;
            int skipped;
            try (BatchInput counting = new BatchInput(paths, files, fallback, shard, wanted).defaultVariant(defaultVariant)) {
                int count = 0;
                while (counting.hasNext()) {
                    counting.next();
                    count++;
                }
                total = count;
                skipped = counting.skipped();
            }
            if (skipped > 0) {
                alreadyDone.accept(skipped);
            }
            BatchProgress progress = BatchProgress.onStderr(total);
            // With the records on standard output the report goes to standard error: the caller's
            // format then prints only the summary, which a person reads there with the progress.
            Report report = format.open(recordsOnStdout ? System.err : System.out);
            int jobs = Math.min(options.jobs, Math.max(1, total));
            // The threads of one problem share its table: --hash is divided among the jobs only, and
            // only among those that run (one problem gets all of it, however many cores there are).
            SolveOptions perJob = solveOptions.withHashMegabytes(Math.max(1, solveOptions.hashMegabytes() / jobs))
                    .withThreads(options.threadsPerProblem(jobs));
            // Near the end a thread with no problem left lends its core to the problems still running.
            SpareCores spare = new SpareCores();
            // What the search of a problem that stops settled is kept beside the results, for --continue.
            KeptProofs kept = results == null ? KeptProofs.NONE : ResultsOut.keptProofs(options.out, options.resuming());
            BatchRunner runner = new BatchRunner(jobs, () -> new ProblemSolving(perJob, kept, spare), report, spare);
            // Records on standard output are kept by whatever reads them: for the notice, no results file.
            InterruptNotice interrupted = new InterruptNotice(commandLine, results == null || recordsOnStdout ? null : options.out,
                    progress::done, total, skipped).stopping(runner);
            interrupted.arm();
            BatchSummary summary;
            try (BatchInput entries = new BatchInput(paths, files, fallback, shard, wanted).defaultVariant(defaultVariant)
                    .continuing(earlier)) {
                summary = runner.run(entries, results, progress);
            } catch (RuntimeException | Error e) {
                // A failure is not an interruption: the notice would say "interrupted" and wait for
                // records that never come. The failure is reported as an internal error.
                interrupted.disarm();
                throw e;
            }
            if (runner.stopped()) {
                // Ctrl-C: the records are written; the notice follows, and the process ends with 130.
                // No summary and no report: an HTML report of a run cut short is not written.
                interrupted.recorded();
                return ExitStatus.INTERRUPTED.code;
            }
            interrupted.disarm();
            summary.skipped(skipped);
            report.end(summary.render());
            if (summary.stoppedForLostResults()) {
                throw new UserError("standard output was closed, or its disk is full: the run stopped after "
                        + summary.problems() + " problems, as no more results could be written");
            }
            if (summary.unwrittenCount() > 0 && recordsOnStdout) {
                throw new UserError(summary.unwrittenCount() + " of the results could not be written to standard output:"
                        + " it was closed, or its disk is full");
            }
            if (summary.unwrittenCount() > 0) {
                throw new UserError(summary.unwrittenCount() + " of the results could not be written to " + options.out
                        + "; the problems were solved and reported, and --resume will add their records");
            }
            // Named here, since the summary names only the slowest and the broken problems.
            for (Outcome o : summary.named(failOn)) {
                System.err.println("solver solve: " + o.location() + ": [" + o.id() + "] " + o.verdict().word() + " (--fail-on)");
            }
            return summary.any(failOn) ? ExitStatus.FAIL_ON.code : 0;
        } catch (ResultsFile.NotResultsFile e) {
            throw new UserError("--out " + options.out + ": " + e.getMessage());
        } catch (IOException e) {
            throw new UserError("cannot write the results to " + options.out + ": " + IoReason.of(e));
        } catch (UncheckedIOException e) {
            throw new UserError(e.getMessage());
        }
    }

    /**
     * The files in the order given, each once: a file named twice (a shell pattern and its name,
     * ./a.epd and a.epd) would be solved twice and give two records of each problem.
     */
    static List<String> namedOnce(List<String> files) {
        List<String> once = new ArrayList<>();
        Set<Path> seen = new HashSet<>();
        for (String name : files) {
            if (seen.add(identity(InputFiles.usable(name)))) {
                once.add(name);
            } else {
                System.err.println("solver: " + name + " is named more than once: its problems are solved once");
            }
        }
        return once;
    }

    private static Path identity(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    private void refuseOutOverAnInput(List<String> files) {
        refuseOutOverAnInput(options.out, files);
    }

    /** Results written over the problems would replace them: refused before anything is opened. */
    static void refuseOutOverAnInput(Path out, List<String> files) {
        if (out == null || !Files.exists(out)) {
            return;
        }
        for (String name : files) {
            if (sameFile(name, out)) {
                throw new UserError("--out " + out + " is the input file " + name
                        + "; the results would replace the problems: name another file");
            }
        }
    }

    private static boolean sameFile(String name, Path other) {
        try {
            Path path = Path.of(name);
            return Files.exists(path) && Files.isSameFile(path, other);
        } catch (IOException | RuntimeException cannotCompare) {
            return false; // a name that is no file is refused later, with its own message
        }
    }

    private Shard shard() {
        try {
            return Shard.parse(options.shard);
        } catch (IllegalArgumentException e) {
            throw new UserError("--shard: " + e.getMessage());
        }
    }

    Set<ProblemVerdict> failOnVerdicts() {
        Set<ProblemVerdict> verdicts = EnumSet.noneOf(ProblemVerdict.class);
        for (String raw : options.failOn) {
            if (raw.trim().equalsIgnoreCase("unsound")) {
                Arrays.stream(ProblemVerdict.values()).filter(ProblemVerdict::unsound).forEach(verdicts::add);
                continue;
            }
            try {
                verdicts.add(ProblemVerdict.ofWord(raw));
            } catch (IllegalArgumentException e) {
                throw new UserError("--fail-on: unknown verdict '" + raw + "'; use " + Arrays.stream(ProblemVerdict.values())
                        .map(v -> v.word().replace(' ', '-')).collect(Collectors.joining(", ")) + " or unsound");
            }
        }
        return verdicts;
    }
}
