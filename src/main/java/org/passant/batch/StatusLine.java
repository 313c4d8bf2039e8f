package org.passant.batch;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one line on standard error that a running solve or batch redraws in place, and the one
 * place that decides whether there is a terminal to draw it on. When there is none (a pipe, a
 * file, a CI log) nothing is drawn and callers log plain lines instead.
 *
 * <p>Written here rather than taken from a progress-bar library: those bring a terminal library
 * of their own (around a megabyte) to learn the terminal's width and draw a percentage bar, while
 * we need one carriage return and one erase-line code, and the solve ticker has no total to show
 * a percentage of.
 */
public final class StatusLine {
    private static final String ERASE_LINE = "\r\033[K";

    private final PrintStream err;
    private final boolean terminal;
    private boolean shown;

    public StatusLine(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    /** The status line of this process's standard error, drawn only when that is a terminal. */
    public static StatusLine onStderr() {
        return new StatusLine(System.err, stderrIsTerminal());
    }

    /** Whether anything is drawn; when not, callers may log plain lines instead. */
    public boolean terminal() {
        return terminal;
    }

    /** Replaces the line with {@code text} (on a terminal; else does nothing). */
    public synchronized void show(String text) {
        if (terminal) {
            err.print(ERASE_LINE + text);
            err.flush();
            shown = true;
        }
    }

    /** Erases the line, so that other output starts on a clean line. */
    public synchronized void clear() {
        if (shown) {
            err.print(ERASE_LINE);
            err.flush();
            shown = false;
        }
    }

    /**
     * Java only tells whether a console is attached (stdin and stdout both a terminal); on Linux,
     * where file descriptor 2 points tells it for stderr itself, so "solve ... > tree.txt" still
     * shows progress. A CI log is never treated as a terminal, even when it runs on a pseudo
     * terminal, since redrawn lines make it unreadable.
     */
    static boolean stderrIsTerminal() {
        if (System.getenv("CI") != null) {
            return false;
        }
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }
}
