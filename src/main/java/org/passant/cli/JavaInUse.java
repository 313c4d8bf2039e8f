package org.passant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * The Java a benchmark ran on, for the lines its figures begin with: the same search runs a
 * quarter faster on one Java than another (docs/long-mates.md), so figures without it cannot be
 * compared.
 */
final class JavaInUse {
    private JavaInUse() {
    }

    /** This process's: "java: 25.0.3+9-LTS (Eclipse Adoptium), /usr/lib/jvm/temurin-25-jdk-amd64". */
    static String line() {
        return "java: " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor") + "), "
                + System.getProperty("java.home");
    }

    /**
     * The one {@code ./solver} runs, chosen as the launcher chooses it (JAVA_HOME's java when set,
     * else the first on the PATH), links followed: for benchmarks that time {@code ./solver} runs.
     */
    static String launchers() {
        return "java of ./solver: " + launcherJava().map(Path::toString).orElse("none found");
    }

    private static Optional<Path> launcherJava() {
        String home = System.getenv("JAVA_HOME");
        if (home != null && !home.isEmpty() && Files.isExecutable(Path.of(home, "bin", "java"))) {
            return Optional.of(real(Path.of(home, "bin", "java")));
        }
        String path = System.getenv("PATH");
        return path == null ? Optional.empty() : Arrays.stream(path.split(":")).filter(d -> !d.isEmpty())
                .map(d -> Path.of(d, "java")).filter(Files::isExecutable).findFirst().map(JavaInUse::real);
    }

    private static Path real(Path java) {
        try {
            return java.toRealPath();
        } catch (IOException unresolved) {
            return java;
        }
    }
}
