package org.passant.retro;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * How the score on the published corpus moves with the bounds the user can raise ({@code retro
 * --depth N --nodes M}): the table and the time per diagram for each. Prints, never asserts a
 * time; a false claim still fails, at any bounds. Run with
 * {@code mvn -o -q test -Pdeep -Dtest=RetroCorpusBudgetBenchmark}.
 */
@Tag("deep")
class RetroCorpusBudgetBenchmark {
    private static final List<RetroBounds> BOUNDS = List.of(
            new RetroBounds(2, 100_000),
            new RetroBounds(4, 2_000_000),
            RetroBounds.DEFAULT,
            new RetroBounds(8, 20_000_000),
            new RetroBounds(12, 20_000_000),
            new RetroBounds(30, 200_000_000), // the largest depth; no analysis of the corpus runs out of this budget
            new RetroBounds(16, 20_000)); // deep but short of positions: what a budget that runs out keeps

    @Test
    void scorePerBounds() throws IOException {
        List<PublishedProblem> corpus = PublishedProblem.corpus();
        CorpusScore.of(corpus, RetroBounds.DEFAULT); // warm-up: class loading and JIT
        for (RetroBounds bounds : BOUNDS) {
            long start = System.nanoTime();
            CorpusScore score = CorpusScore.of(corpus, bounds);
            System.out.printf("depth %d, nodes %,d: %.1f s in all%n", bounds.maxDepth(), bounds.nodeBudget(),
                    (System.nanoTime() - start) / 1e9);
            System.out.print(score.table());
            System.out.println("analysis time: " + score.timeDistribution());
            System.out.println("positions visited: " + score.nodeDistribution());
            if (!score.falseClaims().isEmpty()) {
                throw new AssertionError("false claims at " + bounds + ": " + score.falseClaims());
            }
        }
    }

    /**
     * The time per diagram with the default bounds, robust to a busy machine: every diagram of the
     * corpus (each side to move that its question needs) analysed in five rounds, the median of
     * its five times taken, and the distribution of those medians printed.
     */
    @Test
    void timePerDiagramWithTheDefaultBounds() throws IOException {
        List<PublishedProblem> corpus = PublishedProblem.corpus();
        CorpusScore.of(corpus, RetroBounds.DEFAULT); // warm-up
        int rounds = 5;
        long[][] micros = new long[rounds][];
        for (int round = 0; round < rounds; round++) {
            micros[round] = CorpusScore.of(corpus, RetroBounds.DEFAULT).results.stream()
                    .flatMap(r -> r.micros().stream()).mapToLong(Long::longValue).toArray();
        }
        long[] medians = new long[micros[0].length];
        for (int i = 0; i < medians.length; i++) {
            long[] times = new long[rounds];
            for (int round = 0; round < rounds; round++) {
                times[round] = micros[round][i];
            }
            java.util.Arrays.sort(times);
            medians[i] = times[rounds / 2];
        }
        System.out.println("default bounds, median of " + rounds + " rounds per diagram: " + CorpusScore.distribution(medians));
    }
}
