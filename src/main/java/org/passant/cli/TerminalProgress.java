package org.passant.cli;

import org.passant.batch.StatusLine;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.solve.Progress;
import org.passant.solve.Solver;

/**
 * Shows on the {@link StatusLine} which first move is being examined and how many moves were
 * played, once a second; starts no ticker when standard error is not a terminal, so pipes and
 * logs stay clean.
 */
final class TerminalProgress implements Progress, AutoCloseable {
    private final Solver solver;
    private final StatusLine status;
    private final Thread ticker;
    private volatile String current = "";

    private TerminalProgress(Solver solver, StatusLine status) {
        this.solver = solver;
        this.status = status;
        this.ticker = status.terminal() ? new Thread(this::tick, "progress") : null;
        if (ticker != null) {
            ticker.setDaemon(true);
            ticker.start();
        }
    }

    /** Progress of {@code solver} on this process's standard error. */
    static TerminalProgress start(Solver solver) {
        return new TerminalProgress(solver, StatusLine.onStderr());
    }

    @Override
    public void examining(int index, int total, String fen, int move) {
        if (ticker != null) {
            current = "first move " + (index + 1) + "/" + total + " (1."
                    + Notation.sanWithoutSuffix(Position.fromFen(fen), move) + ")";
        }
    }

    private void tick() {
        long start = System.nanoTime();
        try {
            while (true) {
                Thread.sleep(1000);
                double seconds = (System.nanoTime() - start) / 1e9;
                status.show(String.format("solving: %s, %.1f M moves, %.0f s", current,
                        solver.nodes() / 1e6, seconds));
            }
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (ticker != null) {
            ticker.interrupt();
            try {
                ticker.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            status.clear();
        }
    }
}
