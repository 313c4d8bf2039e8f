package org.passant.cli;

import picocli.CommandLine.Option;

/** The options of {@code solve} that concern collections of problems read from files. */
final class CollectionOptions {
    @Option(names = "--jobs", paramLabel = "N",
            description = "problems solved in parallel (default: the cores available); --hash is shared among them")
    int jobs = Cores.available();

    @Option(names = "--threads", paramLabel = "N",
            description = "threads that share the work of one problem, its first moves (default: the cores available"
                    + " divided among the problems solved in parallel, so 1 with --jobs > 1); the solutions do not depend on it")
    Integer threads;

    @Option(names = "--out", paramLabel = "FILE",
            description = "also write one JSON object per problem to FILE (jsonl), flushed as each is done; - (or"
                    + " /dev/stdout) is standard output, which then holds only these objects: no report on it (and no"
                    + " --format), the summary and progress on standard error")
    java.nio.file.Path out;

    @Option(names = "--resume", description = "with --out FILE: keep the problems already in FILE and skip them"
            + " (not with --out -: standard output cannot be read back)")
    boolean resume;

    @Option(names = "--continue", description = "as --resume, and take up again the problems that FILE holds as"
            + " unfinished (stopped by --max-time or Ctrl-C): the first moves their earlier run proved to be neither keys"
            + " nor tries are not examined again, the positions their search settled (kept in FILE.proofs/) are read"
            + " back first, and the new record, added after the old one, replaces it")
    boolean continueUnfinished;

    /** Whether the results file is read back: --resume, or --continue, which resumes too. */
    boolean resuming() {
        return resume || continueUnfinished;
    }

    @Option(names = "--shard", paramLabel = "I/N",
            description = "solve only the I-th of N round-robin slices of the problems (for spreading over machines)")
    String shard = "1/1";

    @Option(names = "--fail-on", paramLabel = "LIST", split = ",",
            description = "exit with status 1 if a problem has one of these verdicts: sound, cooked, no-solution, "
                    + "short-solution, too-few-solutions, solved, illegal, unfinished, unsupported, error, or unsound (= cooked, no-solution, "
                    + "short-solution, illegal)")
    java.util.List<String> failOn = java.util.List.of();

    /** --out - (or another name of standard output): the records are all that standard output holds. */
    boolean resultsOnStandardOutput() {
        return ResultsOut.isStandardOutput(out);
    }

    /**
     * Threads per problem when {@code jobs} problems are solved side by side: as given, else the
     * cores shared out among the jobs (problems side by side waste nothing, threads on one problem
     * some: a batch uses its cores for problems first, a single problem gets them all).
     */
    int threadsPerProblem(int jobs) {
        return threads != null ? threads : Math.max(1, Cores.available() / Math.max(1, jobs));
    }
}
