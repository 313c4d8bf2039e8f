package org.passant.cli;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import org.passant.problem.Problem;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./solver bench solve}: solves the fixed set problems/bench.epd (composed #2-#5, sources
 * named in the file) in one JVM, with full trees and tries, and prints time, moves played and
 * moves per second per problem and in total. CPU time is printed beside wall time because the
 * machine may be shared.
 *
 * <p>Each problem goes the way of {@code ./solver solve}: retro analysis first (an illegal
 * position is reported as illegal, not searched), then the problem's own options added to the
 * command line's, so a file's {@code Option Try} gives tries even with {@code --keys}.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve the benchmark problems (problems/bench.epd) with full trees and tries; print time and moves per second.")
final class BenchSolveCommand implements Runnable {
    @Option(names = "--file", paramLabel = "EPD", description = "benchmark set (default problems/bench.epd; problems/bench-stips.inp holds helpmates and selfmates)")
    String file = "problems/bench.epd";

    @Option(names = "--keys", description = "keys only, no trees (tries only where a problem's own options ask for them, as with ./solver solve)")
    boolean keysOnly;

    @Option(names = "--long", description = "the long-mates part instead: #6-#15 (problems/bench-long.epd and .inp), keys only and full trees, each problem within --max-time")
    boolean longMates;

    @Option(names = "--max-time", paramLabel = "S", description = "with --long: seconds per problem and mode (default ${DEFAULT-VALUE})")
    int maxSeconds = 30;

    @Option(names = "--hash", paramLabel = "MB", description = "memory of the search tables, transposition and proof-number tables together (default ${DEFAULT-VALUE} MB)")
    int hashMegabytes = SolveOptions.DEFAULT_HASH_MB;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads per problem (default: the cores available); with more than one, cpu ms is the process's")
    Integer threads;

    @Option(names = "--warmup", paramLabel = "N", description = "untimed rounds over the whole set first, for the JIT (default ${DEFAULT-VALUE})")
    int warmup = 1;

    @Override
    public void run() {
        HashMemory.checkOption(hashMegabytes);
        int threadCount = threads == null ? Cores.available() : threads;
        ThreadsOption.check(threadCount);
        if (longMates) {
            BenchMaxTime.check(maxSeconds);
            List<Problem> problems = new java.util.ArrayList<>();
            for (String name : BenchLongMates.FILES) {
                problems.addAll(BenchSets.read(name));
            }
            new BenchLongMates(SolveOptions.defaults().withHashMegabytes(hashMegabytes).withMaxTimeMillis(maxSeconds * 1000L)
                    .withThreads(threadCount)).run(problems);
            return;
        }
        List<Problem> problems = BenchSets.read(file);
        SolveOptions options = SolveOptions.defaults().withTries(!keysOnly).withVariations(!keysOnly)
                .withHashMegabytes(hashMegabytes).withThreads(threadCount);
        CpuClock clock = threadCount == 1 ? CpuClock.THREAD : CpuClock.PROCESS;
        for (int i = 0; i < warmup; i++) {
            for (Problem problem : problems) {
                new ProblemSolver(options).solve(problem);
            }
        }
        BenchHeader.print();
        System.out.printf("threads: %d%s%n", threadCount, threadCount == 1 ? "" : " (cpu ms: the whole process, JIT and GC included)");
        boolean split = threadCount > 1;
        // The first column is as wide as the longest id, so that the figures stay in their columns.
        int idWidth = Math.max(18, problems.stream().mapToInt(problem -> problem.id().length()).max().orElse(0));
        String row = "%-" + idWidth + "s %4s %-15s %9.0f %9.0f %12d %8.2f%s%n";
        System.out.printf("%-" + idWidth + "s %4s %-15s %9s %9s %12s %8s%s%n", "problem", "stip", "verdict", "wall ms", "cpu ms", "moves", "M/s cpu",
                split ? "  split" : "");
        long totalNodes = 0;
        long totalWall = 0;
        long totalCpu = 0;
        long totalBusiest = 0;
        for (Problem problem : problems) {
            Solver solver = new Solver(options);
            long cpu0 = clock.nanos();
            long wall0 = System.nanoTime();
            // The path of ./solver solve, retro analysis included: an illegal position is reported
            // as such, not searched as if its rights were proven.
            ProblemResult result = new ProblemSolver(solver).solve(problem);
            long wall = System.nanoTime() - wall0;
            long cpu = clock.nanos() - cpu0;
            long nodes = result.nodes();
            // Help play runs on one thread and counts apart: its work is all on the busiest thread.
            long busiest = Arrays.stream(solver.nodesPerThread()).max().orElse(0);
            busiest = busiest == 0 ? nodes : busiest;
            totalNodes += nodes;
            totalWall += wall;
            totalCpu += cpu;
            totalBusiest += busiest;
            String stipulation = result instanceof ProblemResult.Solved solved ? solved.stipulation().toString()
                    : problem.stipulation().understood().map(Object::toString).orElse("?");
            System.out.printf(row, problem.id(), stipulation,
                    result.verdict().word(), wall / 1e6, cpu / 1e6, nodes, nodes / Math.max(1e-3, cpu / 1e3),
                    split ? String.format("  %5.2f", (double) nodes / Math.max(1, busiest)) : "");
        }
        System.out.printf(row, "total", "", "", totalWall / 1e6, totalCpu / 1e6,
                totalNodes, totalNodes / (totalCpu / 1e3), split ? String.format("  %5.2f", (double) totalNodes / Math.max(1, totalBusiest)) : "");
        if (split) {
            System.out.println("split: moves played by all threads / by the busiest one, the speed-up the sharing of the work"
                    + " allows whatever else runs on the machine");
        }
    }

    /** CPU time: of this thread when it does all the solving, of the process when helper threads share it. */
    private enum CpuClock {
        THREAD, PROCESS;

        long nanos() {
            if (this == THREAD) {
                return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            }
            if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
                return os.getProcessCpuTime();
            }
            return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        }
    }
}
