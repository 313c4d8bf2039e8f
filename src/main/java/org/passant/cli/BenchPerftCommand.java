package org.passant.cli;

import org.passant.board.Fen;
import org.passant.board.Perft;
import org.passant.board.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./solver bench perft}: leaf nodes per second on the five well-known positions, plain
 * (every leaf move made) and with bulk counting (last ply counted, not made).
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

    @Override
    public void run() {
        System.out.printf("%-12s %5s %14s %10s %10s %10s%n", "position", "depth", "nodes", "plain M/s", "bulk M/s", "check");
        for (int i = 0; i < warmup; i++) {
            for (String[] pos : POSITIONS) {
                measure(pos, Integer.parseInt(pos[2]) - 1 + extraDepth);
            }
        }
        long plainNodes = 0;
        long bulkNodes = 0;
        double plainSeconds = 0;
        double bulkSeconds = 0;
        for (String[] pos : POSITIONS) {
            int depth = Integer.parseInt(pos[2]) + extraDepth;
            double[] r = measure(pos, depth);
            plainNodes += (long) r[0];
            plainSeconds += r[1];
            bulkNodes += (long) r[2];
            bulkSeconds += r[3];
            System.out.printf("%-12s %5d %14d %10.1f %10.1f %10s%n", pos[0], depth, (long) r[0],
                    r[0] / r[1] / 1e6, r[2] / r[3] / 1e6, r[0] == r[2] ? "ok" : "MISMATCH");
        }
        System.out.printf("%-12s %5s %14d %10.1f %10.1f%n", "total", "", plainNodes,
                plainNodes / plainSeconds / 1e6, bulkNodes / bulkSeconds / 1e6);
    }

    private static double[] measure(String[] pos, int depth) {
        Position p = Fen.parse(pos[1]);
        Perft perft = new Perft(depth);
        long t0 = System.nanoTime();
        long plain = perft.plain(p, depth);
        long t1 = System.nanoTime();
        long bulk = perft.bulk(p, depth);
        long t2 = System.nanoTime();
        return new double[] {plain, (t1 - t0) / 1e9, bulk, (t2 - t1) / 1e9};
    }
}
