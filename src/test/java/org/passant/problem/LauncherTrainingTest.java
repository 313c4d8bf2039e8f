package org.passant.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The problems the launcher trains Java 25's ahead-of-time cache on ({@code .launcher/training.inp})
 * all read: a problem skipped for an error would leave its kind of search out of the training, and
 * the launcher makes the cache quietly, so nobody would see it.
 */
class LauncherTrainingTest {
    @Test
    void everyTrainingProblemReadsWithoutError() {
        ReadResult read = ProblemReader.read(Path.of(".launcher/training.inp"));
        assertTrue(read.errors().isEmpty(), () -> read.errors().toString());
        assertEquals(8, read.problems().size());
    }
}
