package org.passant.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.passant.board.Fen;
import org.passant.board.Perft;
import org.passant.board.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./solver bench perft}: leaf nodes per second on the five well-known positions, plain
 * (every leaf move made) and with bulk counting (last ply counted, not made).
 *
 * <p>On a shared machine wall-clock rates swing with other people's load, so each position is
 * timed {@code --rounds} times and the best round counts, and the rates are also given by the
 * thread's CPU time (which excludes time spent descheduled, though not cache interference).
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Leaf nodes per second on the start position, Kiwipete and positions 3-5, plain and bulk-counted.")
final class BenchPerftCommand implements Runnable {
    private static final String[][] POSITIONS = {
        {"start", Fen.START, "5"},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "4"},
        {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "6"},
        {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", "5"},
        {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "4"},
    };

    @Option(names = "--extra-depth", description = "plies added to each position's default depth (default ${DEFAULT-VALUE})")
    int extraDepth = 0;

    @Option(names = "--warmup", description = "untimed warm-up rounds before measuring (default ${DEFAULT-VALUE})")
    int warmup = 1;

    @Option(names = "--rounds", description = "timed rounds per position; the fastest counts (default ${DEFAULT-VALUE})")
    int rounds = 1;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    @Override
    public void run() {
        if (rounds < 1 || warmup < 0 || extraDepth < 0) {
            throw new UserError("--rounds must be at least 1, --warmup and --extra-depth at least 0");
        }
        System.out.printf("%-12s %5s %14s %10s %10s %10s %10s %8s%n", "position", "depth", "nodes",
                "plain M/s", "bulk M/s", "plain cpu", "bulk cpu", "check");
        for (int i = 0; i < warmup; i++) {
            for (String[] pos : POSITIONS) {
                measure(pos, Integer.parseInt(pos[2]) - 1 + extraDepth);
            }
        }
        long nodes = 0;
        double[] total = new double[4];
        for (String[] pos : POSITIONS) {
            int depth = Integer.parseInt(pos[2]) + extraDepth;
            double[] best = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
            long[] counts = null;
            for (int r = 0; r < rounds; r++) {
                Round round = measure(pos, depth);
                counts = round.counts;
                for (int k = 0; k < 4; k++) {
                    best[k] = Math.min(best[k], round.seconds[k]);
                }
            }
            nodes += counts[0];
            for (int k = 0; k < 4; k++) {
                total[k] += best[k];
            }
            System.out.printf("%-12s %5d %14d %10.1f %10.1f %10.1f %10.1f %8s%n", pos[0], depth, counts[0],
                    rate(counts[0], best[0]), rate(counts[1], best[1]), rate(counts[0], best[2]), rate(counts[1], best[3]),
                    counts[0] == counts[1] ? "ok" : "MISMATCH");
        }
        System.out.printf("%-12s %5s %14d %10.1f %10.1f %10.1f %10.1f%n", "total", "", nodes,
                rate(nodes, total[0]), rate(nodes, total[1]), rate(nodes, total[2]), rate(nodes, total[3]));
    }

    private static double rate(long nodes, double seconds) {
        return nodes / seconds / 1e6;
    }

    /** Leaf counts (plain, bulk) and seconds (plain wall, bulk wall, plain CPU, bulk CPU) of one timing. */
    private record Round(long[] counts, double[] seconds) {
    }

    private Round measure(String[] pos, int depth) {
        Position p = Fen.parse(pos[1]);
        Perft perft = new Perft(depth);
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long plain = perft.plain(p, depth);
        long t1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        long bulk = perft.bulk(p, depth);
        long t2 = System.nanoTime();
        long c2 = threads.getCurrentThreadCpuTime();
        return new Round(new long[] {plain, bulk},
                new double[] {(t1 - t0) / 1e9, (t2 - t1) / 1e9, (c1 - c0) / 1e9, (c2 - c1) / 1e9});
    }
}
