package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A machine with more cores than {@code --jobs} and {@code --threads} accept (256) runs the
 * commands with their defaults: the defaults plan for 256 of its cores. Such a machine is
 * stood in for by the JVM's own option that sets how many processors it reports.
 */
class ManyCoresTest {
    @TempDir
    Path dir;

    @Test
    void theCoresCountedAreTheMachinesUpToWhatTheOptionsAccept() {
        assertEquals(1, Cores.usable(1));
        assertEquals(64, Cores.usable(64));
        assertEquals(256, Cores.usable(256));
        assertEquals(256, Cores.usable(384));
        assertEquals(1, Cores.usable(0), "a JVM that reports none still has the core it runs on");
    }

    @Test
    void solveWithItsDefaultsRunsOnA384CoreMachine() throws Exception {
        Path file = Files.writeString(dir.resolve("one.epd"), "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"corner\";\n");
        Finished run = runWithCores(384, "solve", file.toString(), "--keys");
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("Verdict: sound, key 1.Qa8#."), run.out());
    }

    @Test
    void benchSolveWithItsDefaultThreadsRunsOnA384CoreMachine() throws Exception {
        Path file = Files.writeString(dir.resolve("one.epd"), "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"corner\";\n");
        Finished run = runWithCores(384, "bench", "solve", "--warmup", "0", "--file", file.toString());
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("threads: 256"), run.out());
    }

    @Test
    void aJobsCountAboveTheMostIsStillRefusedInOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("one.epd"), "8/8/8/8/8/8/8/k1K4Q w - - bm #1; id \"corner\";\n");
        Finished run = runWithCores(2, "solve", file.toString(), "--jobs", "300");
        assertEquals(2, run.status(), run.out());
        assertEquals("solver solve: --jobs must be between 1 and 256, found 300", run.out().strip());
    }

    private record Finished(int status, String out) {
    }

    /** Runs {@code ./solver ARGS} in a JVM that reports {@code cores} processors; standard output and error together. */
    private Finished runWithCores(int cores, String... args) throws Exception {
        List<String> line = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:ActiveProcessorCount=" + cores, "-Xss16m", "-cp", System.getProperty("java.class.path"), "org.passant.cli.Main"));
        line.addAll(List.of(args));
        Path output = dir.resolve("output.txt");
        Process p = new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished within a minute");
        return new Finished(p.exitValue(), Files.readString(output));
    }
}
