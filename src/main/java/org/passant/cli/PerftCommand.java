package org.passant.cli;

import java.util.Map;
import org.passant.board.Move;
import org.passant.board.Perft;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.board.Turn;
import org.passant.board.TurnGenerator;
import org.passant.board.TurnPerft;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./solver perft FEN DEPTH [--divide] [--variant NAME [--moves]]}: counts legal move or turn sequences. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count legal move sequences to DEPTH plies (the standard move-generator check);"
                + " under a variant with two-move turns, sequences of DEPTH turns.")
final class PerftCommand implements Runnable {
    @Parameters(index = "0", paramLabel = "FEN", description = {"the position, quoted", "(for a variant, the FEN of a turn: docs/variants.md)"})
    String fen;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "plies, or turns under a variant; 1 or more")
    int depth;

    @Option(names = "--divide", description = "print the count below each first move (each first turn under a variant)")
    boolean divide;

    @Option(names = "--variant", paramLabel = "NAME",
            description = "the rules: orthodox (default), doublemove (Galvin's double-move chess) or marseillais")
    String variant = "orthodox";

    @Option(names = "--moves", description = "under a variant, count sequences of DEPTH single moves instead of turns")
    boolean singleMoves;

    @Override
    public void run() {
        if (depth < 1 || depth > 20) {
            throw new UserError("DEPTH must be between 1 and 20, found " + depth);
        }
        RuleSet rules = RuleSet.named(variant);
        if (rules == null) {
            throw new UserError("unknown variant '" + variant + "': orthodox, doublemove or marseillais");
        }
        Position p = Positions.legal(fen, rules);
        long start = System.nanoTime();
        long total = rules == RuleSet.ORTHODOX ? orthodox(p) : variant(p);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.println("Nodes: " + total);
        System.out.printf("Time: %.3f s (%.1f M nodes/s)%n", seconds, total / Math.max(seconds, 1e-9) / 1e6);
    }

    /** The orthodox count, as it always was (single moves and turns are the same thing). */
    private long orthodox(Position p) {
        Perft perft = new Perft(depth);
        if (!divide) {
            return perft.bulk(p, depth);
        }
        long total = 0;
        for (Map.Entry<Integer, Long> e : perft.divide(p, depth).entrySet()) {
            System.out.println(Move.uci(e.getKey()) + ": " + e.getValue());
            total += e.getValue();
        }
        System.out.println();
        return total;
    }

    private long variant(Position p) {
        TurnPerft perft = new TurnPerft(depth);
        if (!divide) {
            return singleMoves ? perft.moves(p, depth) : perft.turns(p, depth);
        }
        long total = 0;
        if (singleMoves) {
            int[] moves = new int[256];
            int n = TurnGenerator.moves(p, moves, 0);
            for (int i = 0; i < n; i++) {
                p.makeInTurn(moves[i]);
                long count = perft.moves(p, depth - 1);
                p.unmakeInTurn(moves[i]);
                System.out.println(Move.uci(moves[i]) + ": " + count);
                total += count;
            }
        } else {
            for (Turn turn : TurnGenerator.turns(p)) {
                for (int move : turn.moves()) {
                    p.makeInTurn(move);
                }
                long count = perft.turns(p, depth - 1);
                for (int i = turn.size() - 1; i >= 0; i--) {
                    p.unmakeInTurn(turn.moves()[i]);
                }
                System.out.println(turn.uci() + ": " + count);
                total += count;
            }
        }
        System.out.println();
        return total;
    }
}
