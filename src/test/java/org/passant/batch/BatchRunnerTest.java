package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.passant.problem.CommandLineFen;
import org.passant.problem.Problem;
import org.passant.problem.ProblemFileError;
import org.passant.problem.Stipulation;
import org.passant.problem.WrittenStipulation;
import org.passant.report.Report;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.SpareCores;

class BatchRunnerTest {
    private static final String FEN = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";

    @Test
    void aSlowProblemAtTheHeadDoesNotHoldUpTheProblemsAfterIt() {
        int others = 40;
        CountDownLatch othersDone = new CountDownLatch(others);
        boolean[] sawThemAll = {false};
        BatchRunner.Worker worker = entry -> {
            if (entry.problem().id().equals("slow")) {
                try {
                    sawThemAll[0] = othersDone.await(20, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            } else {
                othersDone.countDown();
            }
            return new BatchRunner.Solved(new ProblemResult.Refused(entry.problem(), ProblemVerdict.UNSUPPORTED, "not solved here"),
                    Outcome.error(entry.id(), entry.file(), entry.line(), "not solved here"));
        };
        List<BatchEntry> entries = new ArrayList<>();
        entries.add(entry("slow"));
        for (int i = 1; i <= others; i++) {
            entries.add(entry("fast-" + i));
        }
        List<String> reported = new ArrayList<>();
        BatchSummary summary = new BatchRunner(2, () -> worker, reportInto(reported)).run(entries, null, quietProgress(entries.size()));

        assertTrue(sawThemAll[0], "the other thread solved the forty problems behind the slow one while it was solved");
        assertEquals(others + 1, reported.size());
        assertEquals("slow", reported.get(0), "still reported in the order of the input");
        assertEquals("fast-" + others, reported.get(others));
        assertTrue(summary.render().contains(String.valueOf(others + 1)), summary.render());
    }

    @Test
    void aBatchStopsOnceItsResultsStreamIsClosedForNoLaterRecordCouldReachIt() {
        BatchRunner.Worker worker = entry -> new BatchRunner.Solved(
                new ProblemResult.Refused(entry.problem(), ProblemVerdict.UNSUPPORTED, "not solved here"),
                Outcome.error(entry.id(), entry.file(), entry.line(), "not solved here"));
        List<BatchEntry> entries = new ArrayList<>();
        for (int i = 1; i <= 500; i++) {
            entries.add(entry("p-" + i));
        }
        OutputStream closedPipe = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        List<String> reported = new ArrayList<>();
        BatchSummary summary = new BatchRunner(2, () -> worker, reportInto(reported))
                .run(entries, ResultsFile.onStream(new PrintStream(closedPipe)), quietProgress(entries.size()));

        assertTrue(summary.stoppedForLostResults());
        assertEquals(1, summary.problems(), "stopped at the first record that could not be written");
        assertEquals(1, summary.unwrittenCount());
    }

    @Test
    void aThreadWithNoProblemLeftLendsItsCoreToTheProblemStillRunning() throws InterruptedException {
        SpareCores spare = new SpareCores();
        boolean[] lentWhileSolving = {false};
        BatchRunner.Worker worker = entry -> {
            if (entry.problem().id().equals("slow")) {
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
                while (spare.available() == 0 && System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                lentWhileSolving[0] = spare.available() == 1;
            }
            return new BatchRunner.Solved(new ProblemResult.Refused(entry.problem(), ProblemVerdict.UNSUPPORTED, "not solved here"),
                    Outcome.error(entry.id(), entry.file(), entry.line(), "not solved here"));
        };
        List<BatchEntry> entries = List.of(entry("slow"), entry("fast-1"), entry("fast-2"), entry("fast-3"));
        new BatchRunner(2, () -> worker, reportInto(new ArrayList<>()), spare).run(entries, null, quietProgress(entries.size()));

        assertTrue(lentWhileSolving[0], "the other of two threads lent its core once the three fast problems were done");
    }

    /**
     * Ctrl-C: the problem being solved is stopped (its worker asked to stop) and reported and
     * recorded as unfinished; the problems behind it are not begun and leave no record, so that
     * --resume solves them; and the run returns.
     */
    @Test
    void aStoppedBatchRecordsTheProblemBeingSolvedAndBeginsNoOther(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        CountDownLatch solving = new CountDownLatch(1);
        CountDownLatch stopAsked = new CountDownLatch(1);
        List<String> begun = new java.util.concurrent.CopyOnWriteArrayList<>();
        BatchRunner.Worker worker = new BatchRunner.Worker() {
            @Override
            public BatchRunner.Solved solve(BatchEntry.ToSolve entry) {
                begun.add(entry.id());
                solving.countDown();
                try {
                    stopAsked.await(20, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return new BatchRunner.Solved(new ProblemResult.Refused(entry.problem(), ProblemVerdict.UNSUPPORTED, "a stand-in for the stopped solve"),
                        new Outcome(entry.id(), entry.file(), entry.line(), ProblemVerdict.UNFINISHED, List.of(), List.of(), true,
                                1, 1, List.of(), List.of("the search was stopped")));
            }

            @Override
            public void requestStop() {
                stopAsked.countDown();
            }
        };
        List<BatchEntry> entries = List.of(entry("long"), entry("next-1"), entry("next-2"));
        List<String> reported = new ArrayList<>();
        java.nio.file.Path file = dir.resolve("results.jsonl");
        BatchRunner runner = new BatchRunner(1, () -> worker, reportInto(reported));
        Thread stopper = new Thread(() -> {
            try {
                solving.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            runner.stop();
        });
        stopper.start();
        try (ResultsFile results = ResultsFile.open(file, false)) {
            runner.run(entries, results, quietProgress(entries.size()));
        }
        stopper.join();

        assertTrue(runner.stopped());
        assertEquals(List.of("long"), begun, "nothing is begun after the stop");
        assertEquals(List.of("long"), reported);
        assertEquals(1, runner.stoppedUnfinished());
        List<Outcome> records = ResultsFile.readAll(file);
        assertEquals(1, records.size());
        assertEquals(ProblemVerdict.UNFINISHED, records.get(0).verdict());
    }

    private static BatchEntry entry(String id) {
        Problem p = CommandLineFen.problem(FEN, WrittenStipulation.Read.of(Stipulation.directMate(1)));
        return new BatchEntry.ToSolve(new Problem(id, p.source(), p.twinLabel(), p.twinning(), p.metadata(), p.fen(),
                p.stipulation(), p.options(), p.castling(), p.enPassant()), "test.epd");
    }

    private static Report reportInto(List<String> ids) {
        return new Report() {
            @Override
            public void problem(ProblemResult result) {
                ids.add(result.problem().id());
            }

            @Override
            public void unreadable(ProblemFileError error) {
            }

            @Override
            public void end(String summary) {
            }
        };
    }

    private static BatchProgress quietProgress(int total) {
        PrintStream nowhere = new PrintStream(new ByteArrayOutputStream());
        return new BatchProgress(new StatusLine(nowhere, false), nowhere, total);
    }
}
