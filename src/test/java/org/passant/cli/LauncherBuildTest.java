package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's first-use build, run in a copy of the launcher whose {@code mvn} and {@code java}
 * are stand-ins: Maven 3.8 writes colour resets even with -B -Dstyle.color=never, and none may
 * reach the user's terminal or log; Maven's own messages and its failure must.
 */
@DisabledOnOs(OS.WINDOWS)
class LauncherBuildTest {
    private static final String ESC = "\u001b";

    @Test
    void aFailedBuildShowsMavensErrorsWithoutEscapesAndExitsTwo(@TempDir Path dir) throws Exception {
        Path checkout = checkout(dir);
        Path bin = stand_in(dir, "mvn", "printf '\\033[0m\\033[0m\\033[1;31m[ERROR]\\033[m Foo.java:[3,1] expected ;\\n'; exit 1");
        Result r = launch(checkout, bin);
        assertEquals(2, r.status, r.err);
        assertFalse(r.err.contains(ESC), "no escape codes: " + r.err);
        assertTrue(r.err.contains("passant: building (first use or sources changed)...\n[ERROR] Foo.java:[3,1] expected ;\n"), r.err);
        assertTrue(r.err.endsWith("passant: build failed\n"), r.err);
    }

    @Test
    void aGoodBuildPrintsOnlyTheBuildingLineThenRunsTheJar(@TempDir Path dir) throws Exception {
        Path checkout = checkout(dir);
        Path bin = stand_in(dir, "mvn", "printf '\\033[0m\\033[0m\\033[0m\\033[0m'; mkdir -p target; echo jar > target/passant.jar");
        stand_in(dir, "java", "echo \"java $*\"");
        Result r = launch(checkout, bin);
        assertEquals(0, r.status, r.err);
        assertFalse(r.err.contains(ESC), "no escape codes: " + r.err);
        assertTrue(r.err.startsWith("passant: building (first use or sources changed)...\n"), r.err);
        assertTrue(r.out.contains("-jar " + checkout.resolve("target/passant.jar") + " --version"), r.out);
    }

    private record Result(int status, String out, String err) {
    }

    /** The launcher and its helper, with a source tree for it to find newer than no jar. */
    private static Path checkout(Path dir) throws IOException {
        Path checkout = dir.resolve("checkout");
        Files.createDirectories(checkout.resolve("src/main"));
        Files.createDirectories(checkout.resolve(".launcher"));
        Files.writeString(checkout.resolve("pom.xml"), "<project/>");
        Files.copy(Path.of("solver"), checkout.resolve("solver"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.copy(Path.of(".launcher/make-cds-archive"), checkout.resolve(".launcher/make-cds-archive"), StandardCopyOption.COPY_ATTRIBUTES);
        return checkout;
    }

    private static Path stand_in(Path dir, String name, String body) throws IOException {
        Path bin = dir.resolve("bin");
        Files.createDirectories(bin);
        Path script = bin.resolve(name);
        Files.writeString(script, "#!/usr/bin/env bash\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    private static Result launch(Path checkout, Path bin) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", checkout.resolve("solver").toString(), "--version");
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Result(p.exitValue(), out, err);
    }
}
