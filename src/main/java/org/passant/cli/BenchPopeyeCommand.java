package org.passant.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.passant.problem.Play;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./solver bench popeye}: times Passant and Popeye on each problem of a file in Popeye's
 * language as a user runs them, one process per problem (start-up included): {@code ./solver
 * solve} and the Popeye binary given, alternating which goes first, the median of the runs per
 * problem; then totals and medians per kind of stipulation. Each problem's solutions are compared
 * too: Passant's {@code --format popeye} output against Popeye's, line by line ({@link PopeyeTrees}).
 * With {@code --whole-file}, each solver runs once per round on the whole file instead, the way a
 * composer checks a collection. Popeye is not part of Passant: the user names its binary.
 */
@Command(name = "popeye", mixinStandardHelpOptions = true,
        description = "Time ./solver solve and Popeye on each problem of a Popeye file, one process per problem; totals and medians per stipulation.")
final class BenchPopeyeCommand implements Runnable {
    @Option(names = "--popeye", paramLabel = "BINARY", required = true, description = "the Popeye binary to compare with (run as BINARY -maxmem 1G FILE)")
    Path popeye;

    @Option(names = "--file", paramLabel = "INP", description = "problems in Popeye's language (default ${DEFAULT-VALUE})")
    Path file = Path.of("problems/helpmates.inp");

    @Option(names = "--runs", paramLabel = "N", description = "timed runs of each solver per problem; the median is shown (default ${DEFAULT-VALUE})")
    int runs = 3;

    @Option(names = "--timeout", paramLabel = "S", description = "a run taking longer is stopped and shown as '>S' (default ${DEFAULT-VALUE})")
    int timeoutSeconds = 600;

    @Option(names = "--whole-file", description = "one process per solver for the whole file (Passant with its default --jobs and --threads), not one per problem")
    boolean wholeFile;

    @Override
    public void run() {
        if (runs < 1) {
            throw new UserError("--runs must be at least 1");
        }
        if (!Files.isExecutable(popeye)) {
            throw new UserError("--popeye: no executable " + popeye);
        }
        Path home = Checkout.required();
        Path input = file.isAbsolute() || Files.exists(file) ? file : home.resolve(file);
        List<String> problems;
        try {
            problems = PopeyeProblemTexts.split(Files.readString(input, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UserError("cannot read " + input + ": " + e.getMessage());
        }
        if (problems.isEmpty()) {
            throw new UserError(input + ": not a file in Popeye's language (it must begin with BeginProblem)");
        }
        List<String> pop = List.of(popeye.toString(), "-maxmem", "1G");
        Path oursOut = writeTemporary("");
        Path theirsOut = writeTemporary("");
        run(solverFor(home, 1), List.of(writeTemporary(problems.get(0)).toString()), oursOut); // untimed: builds the jar if needed
        if (wholeFile) {
            wholeFile(input, problems, home, pop, oursOut, theirsOut);
            delete(oursOut);
            delete(theirsOut);
            return;
        }
        List<String> solver = solverFor(home, 1);
        System.out.printf("%s: %d problems, %d %s each, alternating; wall seconds, process start included%n",
                input, problems.size(), runs, runs == 1 ? "run" : "runs");
        System.out.println(JavaInUse.launchers());
        System.out.println(MachineSpeed.line());
        System.out.printf("%-5s %-8s %10s %10s %8s  %s%n", "no.", "stip", "passant", "popeye", "ratio", "trees");
        Map<String, List<double[]>> byKind = new LinkedHashMap<>();
        int[] trees = new int[3]; // same, differ, not compared
        for (int i = 0; i < problems.size(); i++) {
            Path single = writeTemporary(problems.get(i));
            List<Double> ours = new ArrayList<>();
            List<Double> theirs = new ArrayList<>();
            timeAlternating(solver, pop, single, ours, theirs, oursOut, theirsOut);
            double passant = median(ours);
            double other = median(theirs);
            String stip = stipulation(single);
            String compared = compare(comparable(single), oursOut, theirsOut, ours.get(0), theirs.get(0));
            trees[compared.equals("same") ? 0 : compared.equals("DIFFER") ? 1 : 2]++;
            byKind.computeIfAbsent(kind(stip), k -> new ArrayList<>()).add(new double[] {passant, other});
            System.out.printf("%-5d %-8s %10s %10s %8s  %s%n", i + 1, stip, seconds(passant), seconds(other),
                    ratio(passant, other), compared);
            delete(single);
        }
        delete(oursOut);
        delete(theirsOut);
        // Sums only over the problems both finished (a stopped run has no time to add); medians
        // over all, a stopped run counting as the longest.
        System.out.printf("%n%-6s %5s %6s %12s %12s %12s %12s%n", "kind", "count", "both", "passant sum", "popeye sum",
                "passant med", "popeye med");
        byKind.forEach((kind, times) -> {
            List<double[]> both = times.stream().filter(t -> !Double.isInfinite(t[0]) && !Double.isInfinite(t[1])).toList();
            List<Double> ours = times.stream().map(t -> t[0]).toList();
            List<Double> theirs = times.stream().map(t -> t[1]).toList();
            System.out.printf("%-6s %5d %6d %12s %12s %12s %12s%n", kind, times.size(), both.size(),
                    seconds(sum(both.stream().map(t -> t[0]).toList())), seconds(sum(both.stream().map(t -> t[1]).toList())),
                    seconds(median(ours)), seconds(median(theirs)));
        });
        System.out.println("(both: problems both finished within --timeout; the sums are over those)");
        System.out.printf("trees: %d the same as Popeye's, %d differ, %d not compared%s%n", trees[0], trees[1], trees[2],
                trees[2] == 0 ? "" : " (" + NOT_COMPARED + ")");
    }

    private static final String NOT_COMPARED = "a run was stopped, or a direct or self mate without 'Option Variation',"
            + " for which Popeye shows keys and tries only";

    /** {@code ./solver solve} with Popeye's output, {@code jobs} problems at a time (0: Passant's default). */
    private static List<String> solverFor(Path home, int jobs) {
        List<String> command = new ArrayList<>(List.of(home.resolve("solver").toString(), "solve", "--format", "popeye"));
        if (jobs > 0) {
            command.addAll(List.of("--jobs", String.valueOf(jobs)));
        }
        return command;
    }

    /** The whole file in one process per solver and round: the medians, their ratio and whether the trees agree. */
    private void wholeFile(Path input, List<String> problems, Path home, List<String> pop, Path oursOut, Path theirsOut) {
        List<String> solver = solverFor(home, 0);
        boolean comparable = true;
        for (String problem : problems) {
            Path single = writeTemporary(problem);
            comparable &= comparable(single);
            delete(single);
        }
        List<Double> ours = new ArrayList<>();
        List<Double> theirs = new ArrayList<>();
        timeAlternating(solver, pop, input, ours, theirs, oursOut, theirsOut);
        System.out.printf("%s: %d problems in one process per solver, %d %s each, alternating; wall seconds, process start included%n",
                input, problems.size(), runs, runs == 1 ? "run" : "runs");
        System.out.println(JavaInUse.launchers());
        System.out.println(MachineSpeed.line());
        System.out.printf("%10s %10s %8s  %s%n", "passant", "popeye", "ratio", "trees");
        System.out.printf("%10s %10s %8s  %s%n", seconds(median(ours)), seconds(median(theirs)), ratio(median(ours), median(theirs)),
                compare(comparable, oursOut, theirsOut, ours.get(0), theirs.get(0)));
        System.out.println("(passant: ./solver solve --format popeye FILE, its default --jobs and --threads"
                + " for the cores available: " + Cores.available() + ")");
    }

    /**
     * Times {@code runs} runs of each command on {@code input}, alternating which goes first; the
     * outputs of the first run of each are kept in {@code oursOut} and {@code theirsOut}.
     */
    private void timeAlternating(List<String> solver, List<String> pop, Path input, List<Double> ours, List<Double> theirs,
                                 Path oursOut, Path theirsOut) {
        List<String> file = List.of(input.toString());
        for (int r = 0; r < runs; r++) {
            Path keepOurs = r == 0 ? oursOut : null;
            Path keepTheirs = r == 0 ? theirsOut : null;
            if (r % 2 == 0) {
                ours.add(run(solver, file, keepOurs));
                theirs.add(run(pop, file, keepTheirs));
            } else {
                theirs.add(run(pop, file, keepTheirs));
                ours.add(run(solver, file, keepOurs));
            }
        }
    }

    /**
     * Whether Popeye shows the whole solution of the problem(s) in {@code input}: it shows only keys
     * and tries of a direct or self play unless asked for {@code Option Variation}.
     */
    private static boolean comparable(Path input) {
        ReadResult read = ProblemReader.read(input);
        return !read.problems().isEmpty() && read.problems().stream().allMatch(p -> p.options().variation()
                || p.stipulation().understood().map(s -> s.play() != Play.DIRECT && s.play() != Play.SELF).orElse(false));
    }

    /** "same", "DIFFER", or "-" when not compared (see {@link #NOT_COMPARED}). */
    private static String compare(boolean comparable, Path oursOut, Path theirsOut, double ours, double theirs) {
        if (!comparable || Double.isInfinite(ours) || Double.isInfinite(theirs)) {
            return "-";
        }
        try {
            return PopeyeTrees.same(Files.readString(oursOut, StandardCharsets.UTF_8), Files.readString(theirsOut, StandardCharsets.UTF_8))
                    ? "same" : "DIFFER";
        } catch (IOException e) {
            throw new UserError("cannot read a solver's output: " + e.getMessage());
        }
    }

    /** "h#", "h=", "s#", "#" ...: the stipulation without its length. */
    private static String kind(String stipulation) {
        return stipulation.replaceAll("[0-9.]+.*$", "");
    }

    /** The stipulation as Passant reads it (of the first twin), for the table. */
    private static String stipulation(Path single) {
        ReadResult read = ProblemReader.read(single);
        if (read.problems().isEmpty()) {
            return "?";
        }
        Problem first = read.problems().get(0);
        return first.stipulation().understood().map(Object::toString).orElse(first.stipulation().text());
    }

    /** One run's wall seconds (infinite when stopped at --timeout); its output goes to {@code output} (null: dropped). */
    private double run(List<String> command, List<String> arguments, Path output) {
        List<String> full = new ArrayList<>(command);
        full.addAll(arguments);
        try {
            long start = System.nanoTime();
            Process p = new ProcessBuilder(full)
                    .redirectOutput(output == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.to(output.toFile()))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor();
                return Double.POSITIVE_INFINITY;
            }
            return (System.nanoTime() - start) / 1e9;
        } catch (IOException e) {
            throw new UserError("cannot run " + full.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted");
        }
    }

    private String seconds(double s) {
        return Double.isInfinite(s) ? ">" + timeoutSeconds : String.format("%.2f", s);
    }

    /** Passant's time over Popeye's; "-" where either was stopped. */
    private static String ratio(double ours, double theirs) {
        return Double.isInfinite(ours) || Double.isInfinite(theirs) ? "-" : String.format("%.2f", ours / theirs);
    }

    private static double sum(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sum();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static Path writeTemporary(String problem) {
        try {
            Path path = Files.createTempFile("passant-bench-", ".inp");
            Files.writeString(path, problem, StandardCharsets.UTF_8);
            return path;
        } catch (IOException e) {
            throw new UserError("cannot write a temporary file: " + e.getMessage());
        }
    }

    private static void delete(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // a temporary file left behind harms nothing
        }
    }
}
