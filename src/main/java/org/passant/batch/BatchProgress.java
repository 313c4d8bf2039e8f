package org.passant.batch;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;
import org.passant.text.Visible;

/**
 * What a running batch tells the user on standard error: on a terminal a bar on the
 * {@link StatusLine} (problems done, verdicts so far, elapsed time); otherwise one plain line per
 * problem, which reads well in a log file.
 */
public final class BatchProgress {
    private final StatusLine status;
    private final PrintStream log;
    private final int total;
    private final long start = System.nanoTime();
    private final Map<String, Integer> verdicts = new TreeMap<>();
    private int done;

    /**
     * @param status where the bar is drawn when it is a terminal
     * @param log    where the plain lines go when it is not
     */
    public BatchProgress(StatusLine status, PrintStream log, int total) {
        this.status = status;
        this.log = log;
        this.total = total;
    }

    /** The progress of a batch of {@code total} problems on this process's standard error. */
    public static BatchProgress onStderr(int total) {
        return new BatchProgress(StatusLine.onStderr(), System.err, total);
    }

    public synchronized void finished(Outcome o) {
        done++;
        verdicts.merge(o.verdict().word(), 1, Integer::sum);
        if (status.terminal()) {
            drawBar();
        } else {
            log.printf("[%d/%d] %s %s %s (%.2f s)%n", done, total, Visible.of(o.location()), Visible.of(o.id()), o.verdictWords(),
                    o.millis() / 1000.0);
        }
    }

    /** Problems finished so far. */
    public synchronized int done() {
        return done;
    }

    public int total() {
        return total;
    }

    /** Removes the bar so that normal output can be printed; the next update redraws it. */
    public synchronized void clear() {
        status.clear();
    }

    public synchronized void redraw() {
        if (status.terminal() && done > 0 && done < total) {
            drawBar();
        }
    }

    public synchronized void close() {
        clear();
    }

    private void drawBar() {
        int width = 24;
        int filled = total == 0 ? width : (int) ((long) done * width / total);
        StringBuilder bar = new StringBuilder("[");
        for (int i = 0; i < width; i++) {
            bar.append(i < filled ? '#' : '.');
        }
        bar.append("] ").append(done).append('/').append(total);
        verdicts.forEach((verdict, count) -> bar.append("  ").append(verdict).append(' ').append(count));
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        bar.append(String.format("  %d:%02d", seconds / 60, seconds % 60));
        status.show(bar.toString());
    }
}
