package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** Ctrl-C during the solve of one problem: the search stops as at --max-time, and what was proven is printed. */
class StopOnInterruptTest {
    /** Petrovic's kx3 (problems/variants.inp): a minute and more to solve, so a stop always comes in time. */
    private static final String LONG_SOLVE = "3K2bn/3p1p1k/3Q1pr1/4p1pq/8/8/8/8 w - - 0 1";

    @Test
    void anInterruptStopsTheSearchAndWaitsUntilTheReportIsPrinted() throws Exception {
        AtomicBoolean stopped = new AtomicBoolean();
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        StopOnInterrupt interrupt = new StopOnInterrupt(() -> stopped.set(true), new PrintStream(said, true, StandardCharsets.UTF_8));
        Thread hook = new Thread(interrupt::interrupted);
        hook.start();
        hook.join(300);
        assertTrue(stopped.get(), "the search was asked to stop");
        assertEquals("\npassant: interrupted: stopping the search; what was proven so far follows\n", said.toString(StandardCharsets.UTF_8));
        assertTrue(hook.isAlive(), "the exit waits while the report is being printed");
        interrupt.close();
        hook.join(5000);
        assertFalse(hook.isAlive(), "once the report is out, the exit goes on");
    }

    /** The real thing: one long problem in its own JVM, stopped by SIGINT a few seconds in. */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void sigintDuringALongSolvePrintsWhatWasProvenAndExits130() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xss16m",
                "-cp", System.getProperty("java.class.path"), "org.passant.cli.Main",
                "solve", LONG_SOLVE, "--variant", "doublemove", "--stip", "kx3", "--hash", "8").start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        // Start-up takes a second or two; the solve alone takes over a minute.
        assertFalse(p.waitFor(5, TimeUnit.SECONDS), "the solve is still running");
        new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process ends soon after Ctrl-C");
        String report = out.get(10, TimeUnit.SECONDS);
        assertEquals(130, p.exitValue(), err.get() + report);
        assertTrue(err.get().contains("passant: interrupted: stopping the search"), err.get());
        assertTrue(report.startsWith("kx3 (double-move chess, in turns)  " + LONG_SOLVE), report);
        assertTrue(report.contains("Note: the search was stopped; only what is listed was proven\n"), report);
        assertTrue(report.contains("Verdict: unfinished"), report);
        assertTrue(report.contains("Searched "), report);
    }

    private static String read(InputStream in) {
        try (in) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            in.transferTo(bytes);
            return bytes.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
