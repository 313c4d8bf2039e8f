package org.passant.cli;

import org.passant.board.Fen;
import org.passant.board.Perft;
import org.passant.board.Position;

/**
 * How fast this machine runs the move generator now, for the lines a benchmark's figures begin
 * with. On one shared machine the same search, the same moves, ran three times faster on one day
 * than on another (docs/long-mates.md), so times taken on different days or machines can only be
 * set side by side with a figure of each machine's speed at the time.
 *
 * <p>Bulk perft (last ply counted, not made) of the well-known "position 4" to depth 5, 15,833,292
 * leaves: the fastest of five rounds after 0.6 s of untimed ones, so that the figure is of code
 * the JIT compiler has finished with and a round another process interrupted does not count. About
 * a second in all.
 *
 * <p>A rough figure: six fresh JVMs on the idle two-core machine gave 141 to 241, and thirty rounds
 * in one JVM moved between 156 and 269 as the host's load came and went. It tells a machine at a
 * third of its speed from one at its full speed, which is what it is for, not a few percent.
 */
final class MachineSpeed {
    private static final int DEPTH = 5;
    /** Untimed rounds for this long first, for the JIT compiler to finish with the generator. */
    private static final long WARM_UP_NANOS = 600_000_000L;
    private static final int ROUNDS = 5;

    private MachineSpeed() {
    }

    /** "machine: 212 M perft leaves/s (bulk, position 4 to depth 5, the best of 5 rounds)". */
    static String line() {
        return String.format("machine: %.0f M perft leaves/s (bulk, position 4 to depth %d, the best of %d rounds)",
                leavesPerSecond() / 1e6, DEPTH, ROUNDS);
    }

    /** The measurement itself: bulk perft leaves a second, the fastest round's. */
    static double leavesPerSecond() {
        Position p = Fen.parse(BenchPerftCommand.POSITION_4);
        Perft perft = new Perft(DEPTH);
        long warm = System.nanoTime();
        do {
            perft.bulk(p, DEPTH);
        } while (System.nanoTime() - warm < WARM_UP_NANOS);
        double best = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            long leaves = perft.bulk(p, DEPTH);
            long nanos = Math.max(1, System.nanoTime() - start);
            best = Math.max(best, leaves * 1e9 / nanos);
        }
        return best;
    }
}
