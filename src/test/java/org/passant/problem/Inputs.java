package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.stream.Collectors;

/** Helpers that keep the tests about input and expectations rather than plumbing. */
final class Inputs {

    private Inputs() {
    }

    /** Reads Popeye text as if from "test.inp". */
    static ReadResult popeye(String text) {
        return ProblemReader.readString(text, "test.inp");
    }

    /** Reads Popeye text that must give exactly one problem and no error. */
    static Problem onePopeyeProblem(String text) {
        ReadResult result = popeye(text);
        assertNoErrors(result);
        assertEquals(1, result.problems().size(), () -> "problems: " + result.problems());
        return result.problems().get(0);
    }

    /** Reads the one error of Popeye text that gives no problem. */
    static ProblemFileError onePopeyeError(String text) {
        ReadResult result = popeye(text);
        assertEquals(1, result.errors().size(), () -> "errors: " + result.errors());
        assertTrue(result.problems().isEmpty(), () -> "problems: " + result.problems());
        return result.errors().get(0);
    }

    static void assertNoErrors(ReadResult result) {
        assertTrue(result.errors().isEmpty(),
                () -> result.errors().stream().map(ProblemFileError::toString).collect(Collectors.joining("\n")));
    }

    /** A test resource as a file path. */
    static Path resource(String name) {
        try {
            return Path.of(Inputs.class.getResource("/problem/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalArgumentException("no test resource " + name, e);
        }
    }
}
