package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's first-use build and its choice of Java, run in a copy of the launcher whose
 * {@code mvn} and {@code java} are stand-ins: Maven 3.8 writes colour resets even with -B
 * -Dstyle.color=never, and none may reach the user's terminal or log; Maven's own messages and its
 * failure must. The Java is JAVA_HOME's when set, and from Java 25 on it runs with an ahead-of-time
 * cache made by a training run instead of Java 17's class-data sharing archive.
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
        assertTrue(r.out.contains("-jar " + checkout.resolve("target/run/passant.jar") + " --version"), r.out);
    }

    /**
     * Maven rewrites target/passant.jar in place, and a Java reading it while a long solve runs
     * failed at its next class load. Java runs a copy, which the next build replaces by renaming.
     */
    @Test
    void aBuildWhileJavaRunsLeavesTheJarItReadsWholeAndTheNextRunTakesTheNewBuild(@TempDir Path dir) throws Exception {
        Path checkout = builtCheckout(dir);
        Path bin = stand_in(dir, "java", "for a in \"$@\"; do [[ $prev == -jar ]] && echo \"$a\"; prev=$a; done");
        Result first = launch(checkout, bin);
        assertEquals(0, first.status, first.err);
        Path running = Path.of(first.out.strip());
        assertEquals("jar", Files.readString(running));
        try (var reading = Files.newInputStream(running)) {
            // a build: the same file rewritten, a second newer
            Path built = checkout.resolve("target/passant.jar");
            Files.writeString(built, "new jar");
            Files.setLastModifiedTime(built, FileTime.fromMillis(Files.getLastModifiedTime(built).toMillis() + 1000));
            Result second = launch(checkout, bin);
            assertEquals(0, second.status, second.err);
            assertEquals("jar", new String(reading.readAllBytes(), StandardCharsets.UTF_8), "the running Java's file is whole");
            assertEquals("new jar", Files.readString(Path.of(second.out.strip())), "the next run has the new build");
        }
    }

    /** Java 24 and later warn, on Maven 3.8's behalf, of its libraries' use of sun.misc.Unsafe: nothing for the user to act on. */
    @Test
    void javasWarningsAboutMavensOwnLibrariesAreNotShown(@TempDir Path dir) throws Exception {
        Path checkout = checkout(dir);
        Path bin = stand_in(dir, "mvn", """
                cat >&2 <<'WARN'
                WARNING: A terminally deprecated method in sun.misc.Unsafe has been called
                WARNING: sun.misc.Unsafe::objectFieldOffset has been called by com.google.common.util.concurrent.AbstractFuture$UnsafeAtomicHelper (file:/usr/share/maven/lib/guava.jar)
                WARNING: Please consider reporting this to the maintainers of class com.google.common.util.concurrent.AbstractFuture$UnsafeAtomicHelper
                WARNING: sun.misc.Unsafe::objectFieldOffset will be removed in a future release
                WARN
                echo '[WARNING] a warning of the build itself'
                mkdir -p target; echo jar > target/passant.jar""");
        stand_in(dir, "java", "echo \"java $*\"");
        Result r = launch(checkout, bin);
        assertEquals(0, r.status, r.err);
        assertTrue(r.err.startsWith("passant: building (first use or sources changed)...\n[WARNING] a warning of the build itself\n"), r.err);
        assertFalse(r.err.contains("Unsafe"), r.err);
    }

    /**
     * A stand-in java that says how it was called and writes the files it is asked for: a list of
     * the classes loaded, and a class-data archive or ahead-of-time cache when asked to make one.
     */
    private static final String JAVA_THAT_WRITES_ITS_ARCHIVE = """
            making=no
            [[ " $* " == *' -Xshare:dump '* || " $* " == *' -XX:AOTMode=create '* ]] && making=yes
            for a in "$@"; do
              case "$a" in
                -XX:DumpLoadedClassList=*) echo Main > "${a#*=}" ;;
                -XX:SharedArchiveFile=*|-XX:AOTCache=*) [[ $making == yes ]] && echo archive > "${a#*=}" ;;
              esac
            done
            echo "home java $*"
            """;

    @Test
    void javaHomeIsPreferredToThePathAndJava17RunsWithTheClassDataArchive(@TempDir Path dir) throws Exception {
        JavaHomeSet java17 = JavaHomeSet.of(dir, "17.0.15", JAVA_THAT_WRITES_ITS_ARCHIVE);
        Result r = java17.launch();
        assertEquals(0, r.status, r.err);
        assertTrue(r.out.contains("home java -XX:SharedArchiveFile=" + java17.checkout.resolve("target/passant-")), r.out);
        assertFalse(r.out.contains("path java"), r.out);
    }

    @Test
    void java25TrainsAnAheadOfTimeCacheOnceAndRunsWithIt(@TempDir Path dir) throws Exception {
        JavaHomeSet java25 = JavaHomeSet.of(dir, "25.0.3", JAVA_THAT_WRITES_ITS_ARCHIVE);
        Result first = java25.launch();
        assertEquals(0, first.status, first.err);
        assertTrue(first.err.contains("passant: preparing fast start-up"), first.err);
        try (var files = Files.list(java25.checkout.resolve("target"))) {
            assertEquals(1, files.filter(f -> f.getFileName().toString().matches("passant-[0-9]+\\.aot")).count());
        }
        assertTrue(first.out.contains("home java -XX:AOTCache=" + java25.checkout.resolve("target/passant-")), first.out);
        assertFalse(first.out.contains("SharedArchiveFile"), first.out);
        Result second = java25.launch();
        assertEquals("", second.err, "made once");
        assertTrue(second.out.contains("home java -XX:AOTCache="), second.out);
    }

    /**
     * The JIT stops betting on a compiled method's branches after one wrong bet and compiles
     * later, with fuller profiles (docs/startup.md), with either kind of Java, which is not to
     * refuse to start if it no longer knows an option; PASSANT_JAVA_OPTS replaces the launcher's
     * options whole.
     */
    @Test
    void theJitIsTunedUnlessTheUserGivesTheOptions(@TempDir Path dir) throws Exception {
        for (String version : new String[] {"17.0.15", "25.0.3"}) {
            JavaHomeSet java = JavaHomeSet.of(dir.resolve(version), version, JAVA_THAT_WRITES_ITS_ARCHIVE);
            Result plain = java.launch();
            assertTrue(plain.out.contains(" -Xss16m -Xmx4096m -XX:+IgnoreUnrecognizedVMOptions -XX:PerMethodTrapLimit=1 -XX:CompileThresholdScaling=6 -jar "), plain.out);
            Result own = launch(java.checkout, java.bin, java.home, "-Xss8m -Xmx2g");
            assertTrue(own.out.contains(" -Xss8m -Xmx2g -jar "), own.out);
            assertFalse(own.out.contains("PerMethodTrapLimit"), own.out);
            assertFalse(own.out.contains("CompileThresholdScaling"), own.out);
        }
    }

    @Test
    void aJavaThatCannotMakeTheArchiveIsNotAskedAgainOnEveryRun(@TempDir Path dir) throws Exception {
        // A Java that refuses to dump the archive: every run used to try again.
        JavaHomeSet refusing = JavaHomeSet.of(dir, "21.0.5", "[[ \" $* \" == *' -Xshare:dump '* ]] && exit 1; echo \"home java $*\"");
        Result first = refusing.launch();
        assertEquals(0, first.status, first.err);
        assertTrue(first.err.contains("passant: preparing fast start-up"), first.err);
        assertTrue(first.out.contains("home java -Xshare:auto -Xss16m"), "runs without an archive: " + first.out);
        Result second = refusing.launch();
        assertEquals("", second.err);
        assertTrue(second.out.contains("home java -Xshare:auto -Xss16m"), second.out);
    }

    @Test
    void noJavaIsSaidPlainly(@TempDir Path dir) throws Exception {
        Path checkout = builtCheckout(dir);
        // A PATH with the tools the launcher uses and no java.
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String tool : new String[] {"find", "dirname", "readlink", "cksum", "touch"}) {
            Path found = Arrays.stream(System.getenv("PATH").split(":")).map(d -> Path.of(d, tool))
                    .filter(Files::isExecutable).findFirst().orElseThrow();
            Files.createSymbolicLink(bin.resolve(tool), found);
        }
        ProcessBuilder pb = new ProcessBuilder("/bin/bash", checkout.resolve("solver").toString(), "--version");
        pb.environment().remove("JAVA_HOME");
        pb.environment().put("PATH", bin.toString());
        Process p = pb.start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        assertEquals("passant: no java found: install Java 17 or later, or set JAVA_HOME\n", err);
    }

    private record Result(int status, String out, String err) {
    }

    /** A built checkout, a java on the PATH that should not run, and JAVA_HOME set to a stand-in installation. */
    private record JavaHomeSet(Path checkout, Path bin, Path home) {
        static JavaHomeSet of(Path dir, String version, String body) throws IOException {
            Path checkout = builtCheckout(dir);
            Path bin = stand_in(dir, "java", "echo \"path java $*\"");
            return new JavaHomeSet(checkout, bin, javaHome(dir, version, body));
        }

        Result launch() throws Exception {
            return LauncherBuildTest.launch(checkout, bin, home);
        }
    }

    /** The launcher and its helper, with a source tree for it to find newer than no jar. */
    private static Path checkout(Path dir) throws IOException {
        Path checkout = dir.resolve("checkout");
        Files.createDirectories(checkout.resolve("src/main"));
        Files.createDirectories(checkout.resolve(".launcher"));
        Files.writeString(checkout.resolve("pom.xml"), "<project/>");
        Files.copy(Path.of("solver"), checkout.resolve("solver"), StandardCopyOption.COPY_ATTRIBUTES);
        for (String helper : new String[] {"make-cds-archive", "make-aot-cache", "training.inp"}) {
            Files.copy(Path.of(".launcher", helper), checkout.resolve(".launcher").resolve(helper), StandardCopyOption.COPY_ATTRIBUTES);
        }
        return checkout;
    }

    /** A checkout whose jar, a minute old, is newer than its sources, so that the launcher builds nothing. */
    private static Path builtCheckout(Path dir) throws IOException {
        Path checkout = checkout(dir);
        long now = System.currentTimeMillis();
        for (String source : new String[] {"src/main", "pom.xml"}) {
            Files.setLastModifiedTime(checkout.resolve(source), FileTime.fromMillis(now - 120_000));
        }
        Files.createDirectories(checkout.resolve("target"));
        Path jar = Files.writeString(checkout.resolve("target/passant.jar"), "jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(now - 60_000));
        return checkout;
    }

    /** An installation of Java of the given version, as its release file says, whose java runs {@code body}. */
    private static Path javaHome(Path dir, String version, String body) throws IOException {
        Path home = dir.resolve("jdk-" + version);
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"stand-in\"\nJAVA_VERSION=\"" + version + "\"\n");
        Path java = home.resolve("bin/java");
        Files.writeString(java, "#!/usr/bin/env bash\n" + body + "\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return home;
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
        return launch(checkout, bin, null);
    }

    /** The launcher run with {@code bin} first on the PATH and JAVA_HOME set to {@code javaHome}, or unset if null. */
    private static Result launch(Path checkout, Path bin, Path javaHome) throws Exception {
        return launch(checkout, bin, javaHome, null);
    }

    /** As {@link #launch(Path, Path, Path)}, with PASSANT_JAVA_OPTS set to {@code javaOptions} (unset if null). */
    private static Result launch(Path checkout, Path bin, Path javaHome, String javaOptions) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", checkout.resolve("solver").toString(), "--version");
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        if (javaOptions == null) {
            pb.environment().remove("PASSANT_JAVA_OPTS");
        } else {
            pb.environment().put("PASSANT_JAVA_OPTS", javaOptions);
        }
        if (javaHome == null) {
            pb.environment().remove("JAVA_HOME");
        } else {
            pb.environment().put("JAVA_HOME", javaHome.toString());
        }
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Result(p.exitValue(), out, err);
    }
}
