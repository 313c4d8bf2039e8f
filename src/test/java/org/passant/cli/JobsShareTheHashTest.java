package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.batch.Outcome;
import org.passant.batch.ResultsFile;
import org.passant.solve.ProblemVerdict;

/**
 * {@code --hash} is divided among the jobs that run, not among those {@code --jobs} asks for: a
 * file with fewer problems than jobs (one long problem on a machine with many cores, whose jobs
 * default to the cores) gives each problem its share of the jobs that run. Before, one problem on
 * 64 cores got a sixty-fourth of --hash, too little for the proof-number search's table.
 */
class JobsShareTheHashTest {
    /** matetrack-822, #7 (key 1.Kc1): the proof-number search solves it when its table is there. */
    private static final String MATETRACK_822 =
            "4N3/8/8/3p1p2/8/8/p7/k2K4 w - - bm #7; id \"matetrack-822\"; source \"vondele/matetrack, matetrack.epd line 822\";\n";

    @TempDir
    Path dir;

    @Test
    @DisplayName("one problem with --hash 8 plays the same moves with --jobs 1 and --jobs 4: all 8 MB are its own either way")
    void oneProblemGetsAllOfTheHash() throws IOException {
        Path problem = dir.resolve("one.epd");
        Files.writeString(problem, MATETRACK_822);
        assertEquals(moves(problem, "1"), moves(problem, "4"));
    }

    private long moves(Path problem, String jobs) throws IOException {
        Path results = dir.resolve("jobs-" + jobs + ".jsonl");
        CommandRun run = CommandRun.of("solve", problem.toString(), "--keys", "--threads", "1", "--hash", "8", "--jobs", jobs,
                "--out", results.toString());
        assertEquals(0, run.status(), run.err());
        List<Outcome> records = ResultsFile.readAll(results);
        assertEquals(1, records.size());
        assertEquals(ProblemVerdict.SOUND, records.get(0).verdict());
        return records.get(0).nodes();
    }
}
