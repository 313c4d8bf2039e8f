package org.passant.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The checkout this program runs from, for the commands that use its files (the benchmark sets,
 * the launcher itself): the nearest folder above the running code that holds the launcher. The
 * code is the jar the launcher runs (target/run/passant.jar), the built jar run by hand
 * (target/passant.jar) or the classes folder of the tests (target/classes), so the depth varies.
 */
final class Checkout {
    private Checkout() {
    }

    /** The checkout's folder, or empty when the code does not run from inside one. */
    static Optional<Path> home() {
        Path code;
        try {
            code = Path.of(Checkout.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
        return around(code);
    }

    /** The nearest folder above {@code code} that holds the launcher and the pom, or empty. */
    static Optional<Path> around(Path code) {
        for (Path dir = code.toAbsolutePath().getParent(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("solver")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return Optional.of(dir);
            }
        }
        return Optional.empty();
    }

    /** {@link #home()}, or a user error for the commands that cannot do without it. */
    static Path required() {
        return home().orElseThrow(() -> new UserError("cannot find the checkout: no folder above the running jar holds ./solver"));
    }
}
