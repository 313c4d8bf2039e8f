package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.batch.Outcome;
import org.passant.batch.ResultsFile;

/**
 * A collection spread with GNU parallel, as the README shows it: four shards, one of them killed
 * part-way as a lost host would be, the same command run again with --resume, the parts merged.
 * Nothing is lost and nothing is solved twice. Runs on this machine (parallel's ':' is the local
 * host); needs GNU parallel and coreutils' timeout installed.
 */
@Tag("deep")
class ShardedRunTest {
    /** Lehmensick, STERN 17/91 (Popeye's example castling-07): #4, a fifth of a second each. */
    private static final String SLOW = "3b4/8/8/8/1p1P1p1p/5P1p/8/RRBNK1k1 w Q - bm #4;";
    private static final int PROBLEMS = 2000;

    @TempDir
    Path dir;

    private int bash(String script) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", script).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("log.txt").toFile()).start();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "finished");
        return p.exitValue();
    }

    @Test
    void fourShardsOneHostLostAndResumedMergeIntoEveryProblemOnce() throws Exception {
        assumeTrue(bash("command -v parallel && command -v timeout") == 0, "GNU parallel is installed");
        StringBuilder epd = new StringBuilder();
        for (int i = 1; i <= PROBLEMS; i++) {
            epd.append(SLOW).append(" id \"p").append(i).append("\";\n");
        }
        Files.writeString(dir.resolve("big.epd"), epd);
        // One host's share: the README's command. A job whose shard is $LOSE is killed after three
        // seconds, as when its host is lost, and leaves its part file cut where it was.
        Path job = dir.resolve("job.sh");
        Files.writeString(job, "#!/bin/bash\n"
                + "run=(java -Xss16m -cp '" + System.getProperty("java.class.path") + "' org.passant.cli.Main solve big.epd"
                + " --keys --jobs 1 --hash 8 --shard \"$1/4\" --out \"part-$1.jsonl\" --resume)\n"
                + "if [ \"$1\" = \"${LOSE:-}\" ]; then exec timeout -s KILL 3 \"${run[@]}\"; else exec \"${run[@]}\"; fi\n");
        job.toFile().setExecutable(true);
        String command = "parallel -S 2/: --env LOSE --workdir . ./job.sh {} ::: 1 2 3 4";
        bash("LOSE=3 " + command);
        Path lost = dir.resolve("part-3.jsonl");
        long solvedBefore = Files.exists(lost) ? Files.readAllLines(lost).size() : 0;
        assertTrue(solvedBefore < PROBLEMS / 4, "shard 3 was cut short: " + solvedBefore);

        assertEquals(0, bash(command + " && cat part-*.jsonl > results.jsonl"),
                Files.readString(dir.resolve("log.txt")));
        List<Outcome> records = ResultsFile.readAll(dir.resolve("results.jsonl"));
        Set<String> ids = new HashSet<>();
        records.forEach(r -> ids.add(r.id()));
        assertEquals(PROBLEMS, records.size(), "every problem once");
        assertEquals(PROBLEMS, ids.size());
        assertTrue(records.stream().allMatch(r -> r.keys().equals(List.of("Rb2"))));
    }
}
