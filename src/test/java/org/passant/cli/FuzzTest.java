package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The batch under hostile input: thousands of mutated EPD lines and Popeye problems (seeded, so a
 * failure is repeated exactly), none of which may cost a stack trace, an exit status other than
 * 0, 1 or 2, or a results record.
 */
class FuzzTest {
    @TempDir
    Path dir;

    @Test
    void aFewThousandMutatedProblemsLoseNothing() throws Exception {
        int problems = run(20140101L, 20, 150, 20);
        assertTrue(problems >= 3000, problems + " problems");
    }

    @Test
    @Tag("deep")
    void aLongCampaignLosesNothing() throws Exception {
        int problems = run(20141231L, 200, 150, 100);
        assertTrue(problems >= 30000, problems + " problems");
    }

    private int run(long seed, int files, int linesPerFile, int popeyeProblemsPerFile) throws Exception {
        FuzzBatch fuzz = new FuzzBatch(seed, dir);
        int problems = 0;
        for (int i = 0; i < files; i++) {
            problems += fuzz.check("f" + i + ".epd", fuzz.epd(linesPerFile));
            problems += fuzz.check("p" + i + ".inp", fuzz.popeye(popeyeProblemsPerFile));
        }
        return problems;
    }
}
