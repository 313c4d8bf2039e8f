package org.passant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./solver bench startup}: the wall time of one {@code ./solver solve FEN --stip '#2'} from
 * the command line, as a composer runs it, against the same jar started the old way (plain
 * {@code java -jar}, no class-data archive) and optionally against another checkout's launcher.
 * The runs alternate, round after round, so that a machine busy with other work slows all of
 * them alike; medians are printed, never asserted.
 */
@Command(name = "startup", mixinStandardHelpOptions = true,
        description = "Time a #2 solved from the command line: ./solver against plain java -jar (and --baseline); medians in ms.")
final class BenchStartupCommand implements Runnable {
    /** A #2 with castling in the key's threat (G. Schöpfer, 1927): the reader, retro analysis, search and report all run. */
    static final String FEN = "8/Q7/8/8/8/8/8/2k1K2R w - - 0 1";

    @Option(names = "--runs", paramLabel = "N", description = "timed runs of each way (default ${DEFAULT-VALUE})")
    int runs = 15;

    @Option(names = "--baseline", paramLabel = "DIR", description = "another checkout whose ./solver to time as well (e.g. the main branch)")
    Path baseline;

    @Override
    public void run() {
        if (runs < 1) {
            throw new UserError("--runs must be at least 1");
        }
        Path home = Checkout.required();
        Map<String, List<String>> ways = new LinkedHashMap<>();
        ways.put("./solver (this checkout)", command(home.resolve("solver").toString()));
        List<String> plain = new ArrayList<>(List.of(javaBinary(), "-Xss16m", "-Xmx4g", "-jar", home.resolve("target/passant.jar").toString()));
        plain.addAll(arguments());
        ways.put("java -jar, no archive", plain);
        if (baseline != null) {
            Path other = baseline.resolve("solver");
            if (!Files.isExecutable(other)) {
                throw new UserError("--baseline: no launcher " + other);
            }
            ways.put("baseline " + other, command(other.toString()));
        }
        Map<String, List<Long>> times = new LinkedHashMap<>();
        ways.keySet().forEach(w -> times.put(w, new ArrayList<>()));
        System.out.println("Start-up: " + runs + " runs of each way, alternating, of solve '" + FEN + "' --stip '#2'");
        ways.values().forEach(BenchStartupCommand::time); // untimed: builds the jar and the archive if needed
        for (int round = 0; round < runs; round++) {
            ways.forEach((way, command) -> times.get(way).add(time(command)));
        }
        System.out.printf("%-46s %8s %8s %8s%n", "way", "median", "min", "max");
        times.forEach((way, ms) -> {
            List<Long> sorted = ms.stream().sorted().toList();
            System.out.printf("%-46s %5d ms %5d ms %5d ms%n", way, median(sorted), sorted.get(0), sorted.get(sorted.size() - 1));
        });
    }

    private static long median(List<Long> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static List<String> arguments() {
        return List.of("solve", FEN, "--stip", "#2");
    }

    private static List<String> command(String launcher) {
        List<String> command = new ArrayList<>(List.of(launcher));
        command.addAll(arguments());
        return command;
    }

    /** Wall milliseconds of one run, from fork to exit. */
    private static long time(List<String> command) {
        try {
            long start = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            int status = p.waitFor();
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (status != 0) {
                throw new UserError("'" + String.join(" ", command) + "' failed with exit status " + status);
            }
            return millis;
        } catch (IOException e) {
            throw new UserError("cannot run " + command.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted");
        }
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
