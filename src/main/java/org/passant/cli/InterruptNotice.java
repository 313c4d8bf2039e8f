package org.passant.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.stream.Stream;
import org.passant.batch.BatchRunner;

/**
 * What a batch does and says when Ctrl-C stops it (a shutdown hook, so it also runs on SIGTERM):
 * the problems being solved are stopped as at --max-time and recorded as unfinished with what they
 * proved (the hook waits for that, as {@link StopOnInterrupt} does for one FEN); then it says how
 * many problems were finished, what the results file holds, and the exact command that goes on
 * where the run stopped. Silent when the batch ends normally.
 */
final class InterruptNotice {
    private final List<String> commandLine;
    private final Path results;
    private final IntSupplier done;
    private final int total;
    private final int skipped;
    private final Thread hook = new Thread(this::print, "passant-interrupt-notice");
    private volatile boolean finished;
    /** The batch to stop before the notice, or null (a notice built for its words alone). */
    private BatchRunner runner;
    /** Released once the stopped batch has written its records. */
    private final CountDownLatch recorded = new CountDownLatch(1);

    /**
     * @param commandLine the arguments of {@code ./solver} as given
     * @param results     the results file (--out), or null (also when --out sends them to standard output)
     * @param done        the problems finished so far in this run
     * @param total       the problems this run was to solve
     * @param skipped     the problems a resumed run found already done
     */
    InterruptNotice(List<String> commandLine, Path results, IntSupplier done, int total, int skipped) {
        this.commandLine = List.copyOf(commandLine);
        this.results = results;
        this.done = done;
        this.total = total;
        this.skipped = skipped;
    }

    void arm() {
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Ctrl-C stops {@code batch} and waits for its records before the notice is printed. */
    InterruptNotice stopping(BatchRunner batch) {
        this.runner = batch;
        return this;
    }

    /** The stopped batch has written its records: the notice may be printed. */
    void recorded() {
        recorded.countDown();
    }

    /** The batch ended by itself: nothing to say. */
    void disarm() {
        finished = true;
        recorded.countDown(); // a hook that began just now has nothing to wait for
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already exiting; the flag keeps the hook quiet
        }
    }

    private void print() {
        if (!finished) {
            PrintStream err = System.err;
            err.println();
            stopTheBatch(err);
            err.print(message());
            err.flush();
        }
    }

    /**
     * Stops the problems being solved and waits, at most {@link StopOnInterrupt#REPORT_WAIT_SECONDS},
     * until their records are written. The stop is asked again while waiting: one that reaches a
     * problem just before its search starts is not seen by it.
     */
    private void stopTheBatch(PrintStream err) {
        if (runner == null) {
            return;
        }
        err.println("passant: interrupted: stopping the problems being solved; they are recorded as unfinished");
        err.flush();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(StopOnInterrupt.REPORT_WAIT_SECONDS);
        try {
            do {
                runner.stop();
            } while (!recorded.await(200, TimeUnit.MILLISECONDS) && System.nanoTime() < end);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    String message() {
        StringBuilder sb = new StringBuilder();
        // A problem stopped while being solved is recorded, but not finished.
        int stopped = runner == null ? 0 : runner.stoppedUnfinished();
        sb.append("passant: interrupted after ").append(done.getAsInt() - stopped).append(" of ").append(total).append(" problems");
        if (skipped > 0) {
            sb.append(" (").append(skipped).append(" more were done by an earlier run)");
        }
        sb.append(".\n");
        if (results == null) {
            List<String> toFile = withoutOption(commandLine, "--out");
            // Fewer arguments: --out was given, and named standard output (--out -).
            sb.append("passant: what was finished is on standard output; nothing was saved to a file")
                    .append(toFile.size() < commandLine.size() ? " (--out was standard output).\n" : " (no --out).\n");
            toFile.add("--out");
            toFile.add("results.jsonl");
            sb.append("passant: to be able to resume next time: ").append(command(toFile))
                    .append(", and after an interruption the same with --resume\n");
            return sb.toString();
        }
        long lines = lines(results);
        sb.append("passant: ").append(results).append(" holds ").append(lines)
                .append(lines == 1 ? " problem, one JSON line.\n" : " problems, one JSON line each.\n");
        List<String> resume = new ArrayList<>(commandLine);
        if (stopped > 0) {
            // --continue resumes, and takes up the problems stopped here where they stood.
            sb.append("passant: ").append(stopped).append(stopped == 1 ? " problem was" : " problems were")
                    .append(" stopped while being solved and recorded as unfinished, with the first moves ruled out so far.\n");
            resume.remove("--resume");
            if (!resume.contains("--continue")) {
                resume.add("--continue");
            }
        } else if (!resume.contains("--resume") && !resume.contains("--continue")) {
            resume.add("--resume");
        }
        sb.append("passant: to go on where it stopped: ").append(command(resume)).append('\n');
        return sb.toString();
    }

    /** The arguments without {@code option} and its value, given as two arguments or as option=value. */
    private static List<String> withoutOption(List<String> args, String option) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals(option)) {
                i++; // and its value
            } else if (!args.get(i).startsWith(option + "=")) {
                out.add(args.get(i));
            }
        }
        return out;
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(l -> l.endsWith("}")).count();
        } catch (IOException | java.io.UncheckedIOException e) {
            return 0;
        }
    }

    /** {@code ./solver ARGS}, each argument quoted for a POSIX shell where it needs it. */
    static String command(List<String> args) {
        StringBuilder sb = new StringBuilder("./solver");
        for (String a : args) {
            sb.append(' ').append(a.matches("[A-Za-z0-9_./=:,+@%-]+") ? a : "'" + a.replace("'", "'\\''") + "'");
        }
        return sb.toString();
    }
}
