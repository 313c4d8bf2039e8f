package org.passant.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.passant.problem.Problem;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.RightsPart;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./solver bench threads}: how one problem's solving scales with its threads. Each
 * problem of a set of long mates is solved keys only with every thread count asked for, one
 * after the other, in a fresh solver each time; a row gives the moves all threads played, the
 * wall time, the work against the first count (the moves the threads' sharing adds), the
 * speed-up over the first count, the split (the moves of all threads over those of the busiest
 * one: the speed-up the sharing of the work allows, whatever else runs on the machine), and how
 * busy the threads were kept ({@code Solver.busyNanos} over the threads' wall time: what is
 * missing from 1 is time a thread waited for the others, which more cores cannot shorten).
 *
 * <p>Made for the machines with many cores that the search is designed for and that a two-core
 * machine cannot show (docs/long-mates.md). The answers must not depend on the thread count: a
 * finished problem whose verdict or keys differ from another count's is flagged in the row.
 * With {@code --rounds}, each round takes the counts in the reverse order of the one before, so
 * that a shared machine's drift falls on every count alike.
 */
@Command(name = "threads", mixinStandardHelpOptions = true,
        description = "Solve long mates keys only with each thread count in turn; print moves, wall time, the work and "
                + "speed-up against the first count, and how evenly the threads shared the work.")
final class BenchThreadsCommand implements Runnable {
    @Option(names = "--file", paramLabel = "EPD",
            description = "the problems (default ${DEFAULT-VALUE}: four #8-#10 of the mates suite that take one thread one "
                    + "to three minutes on a two-core machine)")
    String file = "problems/bench-threads.epd";

    @Option(names = "--threads", paramLabel = "N", split = ",",
            description = "the thread counts, in order (default: 1, then doubling up to the cores available, and the cores)")
    List<Integer> counts;

    @Option(names = "--max-time", paramLabel = "S", description = "seconds per problem and count (default ${DEFAULT-VALUE})")
    int maxSeconds = 600;

    @Option(names = "--hash", paramLabel = "MB",
            description = "memory of the search tables, transposition and proof-number tables together (default ${DEFAULT-VALUE} MB)")
    int hashMegabytes = SolveOptions.DEFAULT_HASH_MB;

    @Option(names = "--rounds", paramLabel = "N",
            description = "rounds over the counts, each in the reverse order of the one before (default ${DEFAULT-VALUE})")
    int rounds = 1;

    @Option(names = "--warmup", paramLabel = "N",
            description = "untimed rounds over problems/bench.epd (keys only) first, for the JIT (default ${DEFAULT-VALUE})")
    int warmup = 1;

    @Override
    public void run() {
        HashMemory.checkOption(hashMegabytes);
        BenchMaxTime.check(maxSeconds);
        if (rounds < 1) {
            throw new UserError("--rounds must be at least 1, found " + rounds);
        }
        if (warmup < 0) {
            throw new UserError("--warmup must be at least 0, found " + warmup);
        }
        int cores = Cores.available();
        List<Integer> order = counts == null ? doublingUpTo(cores) : counts;
        order.forEach(ThreadsOption::check);
        if (new HashSet<>(order).size() < order.size()) {
            throw new UserError("--threads names a count twice: " + join(order));
        }
        List<Problem> problems = BenchSets.read(file);
        // As ./solver solve FILE --keys solves: the rights decided by the retro analysis, not trusted as stated.
        SolveOptions keysOnly = SolveOptions.defaults().withTries(false).withVariations(false).withTrustRights(false)
                .withHashMegabytes(hashMegabytes);
        warmUp(keysOnly.withThreads(cores));

        BenchHeader.print();
        System.out.printf("threads: %s (cores available: %d), keys only, each problem within %d s%n", join(order), cores, maxSeconds);
        System.out.printf("%-18s %4s %7s %-15s %9s %14s %6s %8s %6s %5s%n", "problem", "stip", "threads", "verdict", "wall s", "moves",
                "work", "speed-up", "split", "busy");
        Map<Integer, long[]> totals = new LinkedHashMap<>(); // per count: wall nanos, moves
        for (int count : order) {
            totals.put(count, new long[2]);
        }
        for (int round = 0; round < rounds; round++) {
            List<Integer> inTurn = new ArrayList<>(order);
            if (round % 2 == 1) {
                Collections.reverse(inTurn);
            }
            for (Problem problem : problems) {
                Map<Integer, Run> runs = new LinkedHashMap<>();
                for (int count : inTurn) {
                    Run run = Run.of(problem, keysOnly.withThreads(count).withMaxTimeMillis(maxSeconds * 1000L), count);
                    runs.put(count, run);
                    long[] total = totals.get(count);
                    total[0] += run.wallNanos;
                    total[1] += run.nodes;
                }
                // Printed in the order asked for, whichever ran first, each against the first count.
                Run first = runs.get(order.get(0));
                String stipulation = problem.stipulation().understood().map(Object::toString).orElse("?");
                for (int count : order) {
                    Run run = runs.get(count);
                    System.out.printf("%-18s %4s %7d %-15s %9.1f %,14d %6.2f %8.2f %6.2f %5.2f%s%n", problem.id(), stipulation, count,
                            run.verdictWord(), run.wallNanos / 1e9, run.nodes,
                            (double) run.nodes / Math.max(1, first.nodes),
                            (double) first.wallNanos / Math.max(1, run.wallNanos), run.split(), run.busy(),
                            differsFromAnother(run, runs.values()) ? "  DIFFERENT ANSWER" : "");
                }
            }
        }
        long[] first = totals.get(order.get(0));
        for (Map.Entry<Integer, long[]> total : totals.entrySet()) {
            long[] t = total.getValue();
            System.out.printf("%-18s %4s %7d %-15s %9.1f %,14d %6.2f %8.2f%n", "total", "", total.getKey(), "", t[0] / 1e9, t[1],
                    (double) t[1] / Math.max(1, first[1]), (double) first[0] / Math.max(1, t[0]));
        }
        System.out.println("work: moves against the first count's; speed-up: the first count's wall time over this one's; split: moves"
                + " of all threads over those of the busiest one, the speed-up the sharing of the work allows on as many free cores;"
                + " busy: the share of the threads' time they had first moves or questions to work on");
    }

    /** 1, 2, 4, ... up to the cores, and the cores themselves if they are no power of two. */
    static List<Integer> doublingUpTo(int cores) {
        List<Integer> counts = new ArrayList<>();
        for (int c = 1; c <= cores; c *= 2) {
            counts.add(c);
        }
        if (counts.get(counts.size() - 1) != cores) {
            counts.add(cores);
        }
        return counts;
    }

    private void warmUp(SolveOptions options) {
        if (warmup == 0) {
            return;
        }
        List<Problem> warming = BenchSets.read("problems/bench.epd");
        for (int i = 0; i < warmup; i++) {
            for (Problem problem : warming) {
                new ProblemSolver(options).solve(problem);
            }
        }
    }

    private static boolean differsFromAnother(Run run, Collection<Run> others) {
        return others.stream().anyMatch(other -> run.finished() && other.finished() && !run.answer().equals(other.answer()));
    }

    private static String join(List<Integer> counts) {
        return String.join(", ", counts.stream().map(String::valueOf).toList());
    }

    /** One problem solved with one thread count, as {@code ./solver solve FILE --keys} solves it. */
    private record Run(ProblemResult result, long nodes, long wallNanos, long busiest, double busy) {
        static Run of(Problem problem, SolveOptions options, int threads) {
            Solver solver = new Solver(options);
            long start = System.nanoTime();
            ProblemResult result = new ProblemSolver(solver).solve(problem);
            long wall = System.nanoTime() - start;
            long nodes = result.nodes();
            long busiest = Arrays.stream(solver.nodesPerThread()).max().orElse(0);
            // Each thread had the whole wall time; busy is the share of it spent at work.
            double busy = Math.min(1, (double) solver.busyNanos() / Math.max(1, (double) threads * wall));
            return new Run(result, nodes, wall, busiest == 0 ? nodes : busiest, busy);
        }

        boolean finished() {
            return !(result instanceof ProblemResult.Solved solved) || !solved.solution().partial();
        }

        /** What must not depend on the thread count: the verdict, and each key with its length. */
        String answer() {
            StringBuilder answer = new StringBuilder(result.verdict().name());
            if (result instanceof ProblemResult.Solved solved) {
                for (RightsPart part : solved.solution().parts()) {
                    answer.append(" |");
                    part.tree().keys().forEach(key -> answer.append(' ').append(key.attack().move()).append('/').append(key.mateLength()));
                }
            }
            return answer.toString();
        }

        String verdictWord() {
            return result.verdict().word();
        }

        double split() {
            return (double) nodes / Math.max(1, busiest);
        }
    }
}
