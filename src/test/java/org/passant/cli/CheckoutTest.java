package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands that use the checkout's files find it from wherever the code runs. */
class CheckoutTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("the jar the launcher runs, the built jar and the classes folder all lie in the same checkout")
    void everyPlaceTheCodeRunsFromFindsTheCheckout() throws IOException {
        Path checkout = Files.createDirectories(dir.resolve("passant"));
        Files.writeString(checkout.resolve("solver"), "#!/usr/bin/env bash\n");
        Files.writeString(checkout.resolve("pom.xml"), "<project/>\n");
        for (String code : new String[] {"target/run/passant.jar", "target/passant.jar", "target/classes"}) {
            assertEquals(Optional.of(checkout), Checkout.around(checkout.resolve(code)), code);
        }
    }

    @Test
    @DisplayName("code outside any checkout has none")
    void codeOutsideACheckoutHasNone() {
        assertEquals(Optional.empty(), Checkout.around(dir.resolve("lib/passant.jar")));
    }

    @Test
    @DisplayName("the tests run inside this checkout")
    void theTestsRunInsideThisCheckout() {
        assertEquals(Optional.of(Path.of("").toAbsolutePath()), Checkout.home());
    }
}
