package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The line a benchmark's figures begin with names the Java they were measured on. */
class JavaInUseTest {
    @Test
    void thisProcesssJavaIsNamedByVersionAndInstallation() {
        String line = JavaInUse.line();
        assertTrue(line.startsWith("java: " + Runtime.version()), line);
        assertTrue(line.endsWith(", " + System.getProperty("java.home")), line);
    }

    /** The tests run with a java on the PATH or in JAVA_HOME, as Maven needs one: ./solver's is found, links followed. */
    @Test
    void theLaunchersJavaIsAnExecutableFound() {
        String line = JavaInUse.launchers();
        assertTrue(line.startsWith("java of ./solver: /"), line);
        Path java = Path.of(line.substring("java of ./solver: ".length()));
        assertTrue(Files.isExecutable(java), line);
        assertEquals(java, java.toAbsolutePath().normalize(), "a real path");
    }
}
