package org.passant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A Popeye file the collection tests share: two sound mates in one around a problem with an unknown piece letter. */
final class ThreeMatesInOne {
    private ThreeMatesInOne() {
    }

    /** Writes it as {@code three.inp} in {@code dir}. */
    static Path writeTo(Path dir) throws IOException {
        return Files.writeString(dir.resolve("three.inp"), String.join("\n",
                "BeginProblem",
                "Pieces White Kb6 Qc1 Black Ka8",
                "Stipulation #1",
                "NextProblem",
                "Pieces White Kb6 Xc1 Black Ka8",
                "Stipulation #1",
                "NextProblem",
                "Pieces White Kg6 Rd1 Black Kg8",
                "Stipulation #1",
                "EndProblem", ""));
    }
}
