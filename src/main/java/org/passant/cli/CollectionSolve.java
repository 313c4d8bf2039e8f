package org.passant.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.passant.batch.BatchEntry;
import org.passant.batch.BatchProgress;
import org.passant.batch.BatchRunner;
import org.passant.batch.BatchSummary;
import org.passant.batch.Outcome;
import org.passant.batch.ProblemSolving;
import org.passant.batch.ResultsFile;
import org.passant.batch.Shard;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;
import org.passant.problem.Stipulation;
import org.passant.report.TreeFormat;
import org.passant.solve.SolveOptions;

/** {@code ./solver solve FILE...}: every problem of the files, trees in input order, then a summary. */
final class CollectionSolve {
    private static final Set<String> UNSOUND = Set.of("cooked", "no solution", "short solution", "illegal");

    private final CollectionOptions options;
    private final SolveOptions solveOptions;
    private final TreeFormat format;
    private final String defaultStipulation;

    CollectionSolve(CollectionOptions options, SolveOptions solveOptions, TreeFormat format, String defaultStipulation) {
        this.options = options;
        this.solveOptions = solveOptions;
        this.format = format;
        this.defaultStipulation = defaultStipulation;
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

    int run(List<String> files) {
        Set<String> failOn = failOnVerdicts();
        Shard shard = shard();
        if (options.resume && options.out == null) {
            throw new UserError("--resume needs --out FILE");
        }
        if (options.jobs < 1 || options.jobs > 256) {
            throw new UserError("--jobs must be between 1 and 256, found " + options.jobs);
        }
        Stipulation fallback = null;
        if (defaultStipulation != null) {
            fallback = Stipulation.parse(defaultStipulation);
            if (fallback.kind() == org.passant.problem.StipulationKind.UNSUPPORTED) {
                throw new UserError("--stip '" + defaultStipulation + "': " + fallback.unsupportedReason());
            }
        }
        List<BatchEntry> entries = new ArrayList<>();
        for (String name : files) {
            Path path = Path.of(name);
            if (!Files.isRegularFile(path)) {
                throw new UserError(name + ": no such file (a FEN must be quoted, with all 8 ranks)");
            }
            ReadResult read = ProblemReader.read(path, fallback);
            List<BatchEntry> fileEntries = new ArrayList<>();
            read.problems().forEach(p -> fileEntries.add(new BatchEntry.ToSolve(p, name)));
            read.errors().forEach(e -> fileEntries.add(new BatchEntry.Unreadable(e)));
            fileEntries.sort(Comparator.comparingInt(BatchEntry::line));
            entries.addAll(fileEntries);
        }

        List<BatchEntry> selected = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (shard.includes(i)) {
                selected.add(entries.get(i));
            }
        }
        int hashPerJob = Math.max(1, solveOptions.hashMegabytes() / options.jobs);
        SolveOptions perJob = solveOptions.withHashMegabytes(hashPerJob);

        try (ResultsFile results = options.out == null ? null : ResultsFile.open(options.out, options.resume)) {
            int skipped = 0;
            if (results != null && options.resume) {
                List<BatchEntry> remaining = new ArrayList<>();
                for (BatchEntry e : selected) {
                    if (results.isDone(e.file(), e.line(), e.id())) {
                        skipped++;
                    } else {
                        remaining.add(e);
                    }
                }
                selected = remaining;
            }
            BatchProgress progress = BatchProgress.onStderr(selected.size());
            BatchRunner runner = new BatchRunner(Math.min(options.jobs, Math.max(1, selected.size())),
                    () -> new ProblemSolving(perJob, format), System.out);
            BatchSummary summary = runner.run(selected, results, progress);
            summary.skipped(skipped);
            if (!(format instanceof org.passant.report.JsonFormat)) { // keep JSON output a stream of documents
                System.out.print(summary.render());
            }
            System.out.flush();
            for (Outcome o : summary.outcomes()) {
                if (failOn.contains(o.verdict())) {
                    return 1;
                }
            }
            return 0;
        } catch (IOException e) {
            throw new UserError("cannot write " + options.out + ": " + e.getMessage());
        } catch (UncheckedIOException e) {
            throw new UserError(e.getMessage());
        }
    }

    private Shard shard() {
        try {
            return Shard.parse(options.shard);
        } catch (IllegalArgumentException e) {
            throw new UserError("--shard: " + e.getMessage());
        }
    }

    private Set<String> failOnVerdicts() {
        Set<String> verdicts = new LinkedHashSet<>();
        for (String raw : options.failOn) {
            String v = raw.trim().toLowerCase().replace('-', ' ');
            switch (v) {
                case "unsound" -> verdicts.addAll(UNSOUND);
                case "sound", "cooked", "no solution", "short solution", "illegal", "unfinished", "unsupported", "error" -> verdicts.add(v);
                default -> throw new UserError("--fail-on: unknown verdict '" + raw + "'; use sound, cooked, no-solution, "
                        + "short-solution, illegal, unfinished, unsupported, error or unsound");
            }
        }
        return verdicts;
    }
}
