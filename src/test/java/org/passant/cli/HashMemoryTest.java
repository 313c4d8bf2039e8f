package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --hash}: what the checker accepts can be allocated, and what cannot is refused in a sentence. */
class HashMemoryTest {
    private static final long MB = 1 << 20;

    @TempDir
    Path dir;

    @Test
    void aTableThatFitsTheHeapIsAccepted() {
        assertDoesNotThrow(() -> HashMemory.check(8192, 9728 * MB, 16384 * MB));
    }

    @Test
    void aTableLargerThanTheHeapIsRefusedNamingTheHeap() {
        UserError e = assertThrows(UserError.class, () -> HashMemory.check(8192, 4096 * MB, 16384 * MB));
        assertTrue(e.getMessage().contains("heap of 4096 MB"), e.getMessage());
    }

    @Test
    void aTableLargerThanTheMachineIsRefusedSayingHowMuchMemoryThereIs() {
        UserError e = assertThrows(UserError.class, () -> HashMemory.check(65536, 70000 * MB, 8192 * MB));
        assertTrue(e.getMessage().contains("this machine has 8192 MB"), e.getMessage());
    }

    @Test
    void aHugeHashIsOneSentenceAndStatusTwoNotAnOutOfMemoryError() {
        // The largest table is 16 GB: a test JVM with a heap that holds it has nothing to refuse.
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() < 16_500L * MB);
        CommandRun run = CommandRun.of("solve", "8/8/8/8/8/8/8/k1K4Q w - - 0 1", "--stip", "#1", "--hash", "65536");
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("does not fit"), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    /** The launcher's -Xmx, read from a stand-in for java that prints its arguments. */
    private String heapTheLauncherGives(String... args) throws Exception {
        Path home = Files.createDirectories(dir.resolve("passant"));
        Files.copy(Path.of("solver"), home.resolve("solver"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.createDirectories(home.resolve("target"));
        Files.writeString(home.resolve("target/passant.jar"), ""); // up to date: no src/main, no pom.xml
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        List<String> command = new java.util.ArrayList<>(List.of("bash", home.resolve("solver").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        builder.environment().remove("PASSANT_JAVA_OPTS");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes());
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        Matcher xmx = Pattern.compile("-Xmx(\\S+)").matcher(out);
        assertTrue(xmx.find(), out);
        return xmx.group(1);
    }

    @Test
    void theLauncherGivesFourGigabytesOrTheHashAndRoomForTheRest() throws Exception {
        assertEquals("4096m", heapTheLauncherGives("solve", "x.epd"));
        assertEquals("4096m", heapTheLauncherGives("solve", "x.epd", "--hash", "512"));
        assertEquals("9728m", heapTheLauncherGives("solve", "x.epd", "--hash", "8192"));
        assertEquals("9728m", heapTheLauncherGives("solve", "x.epd", "--hash=8192"));
        assertFalse(heapTheLauncherGives("solve", "x.epd", "--hash", "lots").isEmpty(), "the checker says what is wrong");
    }
}
