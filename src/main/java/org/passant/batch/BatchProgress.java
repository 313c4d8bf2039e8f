package org.passant.batch;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a running batch tells the user on standard error: on a terminal a bar redrawn in place
 * (problems done, verdicts so far, elapsed time); otherwise one plain line per problem, which
 * reads well in a log file.
 */
public final class BatchProgress {
    private final PrintStream err;
    private final boolean terminal;
    private final int total;
    private final long start = System.nanoTime();
    private final Map<String, Integer> verdicts = new TreeMap<>();
    private int done;
    private boolean barShown;

    public BatchProgress(PrintStream err, boolean terminal, int total) {
        this.err = err;
        this.terminal = terminal;
        this.total = total;
    }

    /** Whether standard error is likely a terminal: Java only tells whether a console is attached. */
    public static boolean onTerminal() {
        return System.console() != null && System.getenv("CI") == null;
    }

    public synchronized void finished(Outcome o) {
        done++;
        verdicts.merge(o.verdict().word(), 1, Integer::sum);
        if (terminal) {
            drawBar();
        } else {
            err.printf("[%d/%d] %s %s %s (%.2f s)%n", done, total, o.location(), o.id(), o.verdict(), o.millis() / 1000.0);
        }
    }

    /** Removes the bar so that normal output can be printed; the next update redraws it. */
    public synchronized void clear() {
        if (terminal && barShown) {
            err.print("\r\033[K");
            err.flush();
            barShown = false;
        }
    }

    public synchronized void redraw() {
        if (terminal && done > 0 && done < total) {
            drawBar();
        }
    }

    public synchronized void close() {
        clear();
    }

    private void drawBar() {
        int width = 24;
        int filled = total == 0 ? width : (int) ((long) done * width / total);
        StringBuilder bar = new StringBuilder("\r\033[K[");
        for (int i = 0; i < width; i++) {
            bar.append(i < filled ? '#' : '.');
        }
        bar.append("] ").append(done).append('/').append(total);
        verdicts.forEach((verdict, count) -> bar.append("  ").append(verdict).append(' ').append(count));
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        bar.append(String.format("  %d:%02d", seconds / 60, seconds % 60));
        err.print(bar);
        err.flush();
        barShown = true;
    }
}
