package org.passant.cli;

import java.util.Map;
import org.passant.board.Move;
import org.passant.board.Perft;
import org.passant.board.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./solver perft FEN DEPTH [--divide]}: counts legal move sequences. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count legal move sequences to DEPTH plies (the standard move-generator check).")
final class PerftCommand implements Runnable {
    @Parameters(index = "0", paramLabel = "FEN", description = "the position, quoted")
    String fen;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "plies, 1 or more")
    int depth;

    @Option(names = "--divide", description = "print the count below each first move")
    boolean divide;

    @Override
    public void run() {
        if (depth < 1 || depth > 20) {
            throw new UserError("DEPTH must be between 1 and 20, found " + depth);
        }
        Position p = Positions.legal(fen);
        Perft perft = new Perft(depth);
        long start = System.nanoTime();
        long total;
        if (divide) {
            total = 0;
            for (Map.Entry<Integer, Long> e : perft.divide(p, depth).entrySet()) {
                System.out.println(Move.uci(e.getKey()) + ": " + e.getValue());
                total += e.getValue();
            }
            System.out.println();
        } else {
            total = perft.bulk(p, depth);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println("Nodes: " + total);
        System.out.printf("Time: %.3f s (%.1f M nodes/s)%n", seconds, total / Math.max(seconds, 1e-9) / 1e6);
    }
}
