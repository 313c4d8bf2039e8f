package org.passant.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
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
 * thread's CPU time (which excludes time spent descheduled, though not the caches other
 * processes wipe). With {@code --split} each root move's subtree is timed on its own and the
 * best round of each counts: pieces of a few milliseconds often run without interruption, so the
 * sum approaches what the code does on a quiet machine.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Leaf nodes per second on the start position, Kiwipete and positions 3-5, plain and bulk-counted.")
final class BenchPerftCommand implements Runnable {
    /** "Position 4" of the Chess Programming Wiki's perft results, and of {@link MachineSpeed}. */
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";

    private static final String[][] POSITIONS = {
        {"start", Fen.START, "5"},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "4"},
        {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "6"},
        {"position 4", POSITION_4, "5"},
        {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "4"},
    };

    /** Indices into a timing: plain and bulk, by wall clock and by thread CPU time. */
    private static final int PLAIN_WALL = 0;
    private static final int BULK_WALL = 1;
    private static final int PLAIN_CPU = 2;
    private static final int BULK_CPU = 3;

    @Option(names = "--extra-depth", paramLabel = "N", description = "plies added to each position's default depth (default ${DEFAULT-VALUE})")
    int extraDepth = 0;

    @Option(names = "--warmup", paramLabel = "N", description = "untimed warm-up rounds before measuring (default ${DEFAULT-VALUE})")
    int warmup = 1;

    @Option(names = "--rounds", paramLabel = "N", description = "timed rounds per position; the fastest counts (default ${DEFAULT-VALUE})")
    int rounds = 1;

    @Option(names = "--split", description = "time each root move's subtree separately, fastest round of each (for loaded machines)")
    boolean split;

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
                measure(Fen.parse(pos[1]), Integer.parseInt(pos[2]) - 1 + extraDepth);
            }
        }
        long nodes = 0;
        double[] total = new double[4];
        for (String[] pos : POSITIONS) {
            int depth = Integer.parseInt(pos[2]) + extraDepth;
            Position p = Fen.parse(pos[1]);
            int[] parts = split ? rootMoves(p) : new int[] {0};
            double[][] best = new double[parts.length][4];
            long[][] counts = new long[parts.length][];
            for (int r = 0; r < rounds; r++) {
                for (int i = 0; i < parts.length; i++) {
                    Timing t = split ? measureBelow(p, parts[i], depth) : measure(p, depth);
                    counts[i] = t.counts;
                    for (int k = 0; k < 4; k++) {
                        best[i][k] = r == 0 ? t.seconds[k] : Math.min(best[i][k], t.seconds[k]);
                    }
                }
            }
            long plain = 0;
            long bulk = 0;
            double[] seconds = new double[4];
            for (int i = 0; i < parts.length; i++) {
                plain += counts[i][0];
                bulk += counts[i][1];
                for (int k = 0; k < 4; k++) {
                    seconds[k] += best[i][k];
                }
            }
            nodes += plain;
            for (int k = 0; k < 4; k++) {
                total[k] += seconds[k];
            }
            System.out.printf("%-12s %5d %14d %10.1f %10.1f %10.1f %10.1f %8s%n", pos[0], depth, plain,
                    rate(plain, seconds[PLAIN_WALL]), rate(bulk, seconds[BULK_WALL]),
                    rate(plain, seconds[PLAIN_CPU]), rate(bulk, seconds[BULK_CPU]), plain == bulk ? "ok" : "MISMATCH");
        }
        System.out.printf("%-12s %5s %14d %10.1f %10.1f %10.1f %10.1f%n", "total", "", nodes,
                rate(nodes, total[PLAIN_WALL]), rate(nodes, total[BULK_WALL]),
                rate(nodes, total[PLAIN_CPU]), rate(nodes, total[BULK_CPU]));
    }

    private static double rate(long nodes, double seconds) {
        return nodes / seconds / 1e6;
    }

    private static int[] rootMoves(Position p) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        return java.util.Arrays.copyOf(moves, MoveGenerator.legal(p, moves, 0));
    }

    /** Leaf counts (plain, bulk) and seconds (indexed as {@link #PLAIN_WALL} etc.) of one timing. */
    private record Timing(long[] counts, double[] seconds) {
    }

    private Timing measure(Position p, int depth) {
        Perft perft = new Perft(depth);
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long plain = perft.plain(p, depth);
        long t1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        long bulk = perft.bulk(p, depth);
        long t2 = System.nanoTime();
        long c2 = threads.getCurrentThreadCpuTime();
        return new Timing(new long[] {plain, bulk},
                new double[] {(t1 - t0) / 1e9, (t2 - t1) / 1e9, (c1 - c0) / 1e9, (c2 - c1) / 1e9});
    }

    /** The subtree below one root move: made before the clocks start, taken back after they stop. */
    private Timing measureBelow(Position p, int rootMove, int depth) {
        p.make(rootMove);
        try {
            return measure(p, depth - 1);
        } finally {
            p.unmake(rootMove);
        }
    }
}
