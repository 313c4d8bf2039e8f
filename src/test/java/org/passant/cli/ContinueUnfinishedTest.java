package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.batch.BatchEntry;
import org.passant.batch.EarlierRecord;
import org.passant.batch.Outcome;
import org.passant.batch.ProblemSolving;
import org.passant.batch.RecordedRuledOut;
import org.passant.batch.ResultsFile;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.RightsPart;
import org.passant.solve.SolveOptions;

/**
 * {@code solve FILE --out R --continue}: a problem whose record in R a stop left unfinished is
 * taken up again; the first moves that record ruled out are not examined, and the new record,
 * added after the old one, says what a run from the start says.
 */
class ContinueUnfinishedTest {
    @TempDir
    Path dir;

    /**
     * The shipped classics (a #3 with five tries, an e.p. key, Langstaff's two parts, a fourth),
     * each recorded as stopped with every first move but its keys and tries ruled out: taken up,
     * each ends with the verdict, keys and tries of a run from the start, in fewer moves.
     */
    @Test
    void aProblemTakenUpEndsAsARunFromTheStartWithoutExaminingWhatWasRuledOut() throws Exception {
        Path problems = Files.copy(Path.of("problems/classics.inp"), dir.resolve("classics.inp"));
        Path fresh = dir.resolve("fresh.jsonl");
        assertEquals(0, CommandRun.of("solve", problems.toString(), "--keys", "--tries", "--out", fresh.toString()).status());
        Path results = dir.resolve("results.jsonl");
        int ruledOutRecords = 0;
        try (ResultsFile out = ResultsFile.open(results, false)) {
            for (Problem problem : ProblemReader.read(problems).problems()) {
                Outcome stopped = stoppedAfterRulingOutAllButKeysAndTries(problem, problems.toString());
                ruledOutRecords += stopped.ruledOut() == null ? 0 : 1;
                out.write(stopped);
            }
        }
        assertTrue(ruledOutRecords >= 3, "most classics have first moves to rule out");

        CommandRun taken = CommandRun.of("solve", problems.toString(), "--keys", "--tries", "--out", results.toString(), "--continue");
        assertEquals(0, taken.status(), taken.err());
        List<Outcome> records = ResultsFile.readAll(results);
        List<Outcome> fromStart = ResultsFile.readAll(fresh);
        int count = fromStart.size();
        assertEquals(2 * count, records.size(), "the old records stay, the new ones follow them");
        for (int i = 0; i < count; i++) {
            Outcome earlier = records.get(i);
            Outcome now = records.stream().skip(count).filter(o -> o.id().equals(earlier.id())).findFirst().orElseThrow();
            Outcome expected = fromStart.stream().filter(o -> o.id().equals(earlier.id())).findFirst().orElseThrow();
            assertEquals(expected.verdict(), now.verdict(), now.id());
            assertEquals(expected.keys(), now.keys(), now.id());
            assertEquals(expected.tries(), now.tries(), now.id());
            assertFalse(now.partial(), now.id());
            if (earlier.ruledOut() != null) {
                // One note per part, each with that part's count.
                assertTrue(now.notes().stream().anyMatch(n -> n.startsWith("taken up where an earlier run stopped: ")),
                        now.notes().toString());
                assertTrue(now.nodes() < expected.nodes(), now.id() + ": " + now.nodes() + " moves against " + expected.nodes());
            }
        }

        CommandRun again = CommandRun.of("solve", problems.toString(), "--keys", "--tries", "--out", results.toString(), "--continue");
        assertEquals(0, again.status(), again.err());
        assertTrue(again.out().contains(count + " already done"), "the last record of each is finished: " + again.out());
        assertEquals(2 * count, ResultsFile.readAll(results).size());
    }

    /** Howard's #3 recorded with its key among the moves ruled out, but for #2: the record answers another question and is not used. */
    @Test
    void aRecordOfAnotherQuestionIsNotTakenOver() throws Exception {
        Outcome now = howardTakenUpAfter((r, moves) -> {
            moves.add("d4");
            return new RecordedRuledOut(r.fen(), r.positions(), "#2", r.tries(), moves);
        });
        assertEquals(List.of("d4"), now.keys());
        assertEquals(ProblemVerdict.SOUND, now.verdict());
        assertTrue(now.notes().stream().noneMatch(n -> n.startsWith("taken up")), now.notes().toString());
        assertTrue(now.notes().contains(EarlierRecord.DECLINED), now.notes().toString());
    }

    /** Tries asked now that the stopped run did not count: a move it ruled out as no key may be a try, so nothing is taken over. */
    @Test
    void movesRuledOutWithoutTriesAreExaminedAgainWhenTriesAreAsked() throws Exception {
        Outcome now = howardTakenUpAfter((r, moves) -> {
            moves.addAll(List.of("Bxc6", "Qd1", "Qc3", "Qa4", "Qd4", "Qa6"));
            return new RecordedRuledOut(r.fen(), r.positions(), r.stipulation(), 0, moves);
        });
        assertEquals(6, now.tries().size(), now.tries().toString());
    }

    /**
     * Howard's #3 recorded as stopped with what {@code altered} makes of its honest record (every
     * first move but the key and tries ruled out), taken up with {@code --keys --tries --continue}:
     * the new record.
     */
    private Outcome howardTakenUpAfter(BiFunction<RecordedRuledOut, List<String>, RecordedRuledOut> altered) throws Exception {
        Path problems = Files.copy(Path.of("problems/classics.inp"), dir.resolve("classics.inp"));
        Problem howard = ProblemReader.read(problems).problems().get(0);
        Outcome honest = stoppedAfterRulingOutAllButKeysAndTries(howard, problems.toString());
        RecordedRuledOut r = honest.ruledOut();
        Path results = dir.resolve("results.jsonl");
        try (ResultsFile out = ResultsFile.open(results, false)) {
            out.write(honest.withRuledOut(altered.apply(r, new ArrayList<>(r.moves()))));
        }
        CommandRun taken = CommandRun.of("solve", problems.toString(), "--keys", "--tries", "--out", results.toString(), "--continue");
        assertEquals(0, taken.status(), taken.err());
        return ResultsFile.readAll(results).stream().filter(o -> o.id().equals(howard.id()) && !o.unfinished())
                .findFirst().orElseThrow();
    }

    /**
     * A real stop: matetrack-393 (#6, key 1.Rg4) stopped after a second on one thread, then taken
     * up without a limit, ends sound with its key; if the machine is fast enough to finish it in
     * the second, there is nothing to take up and the first record says the same.
     */
    @Test
    void aLongProblemStoppedByMaxTimeIsFinishedByContinue() throws Exception {
        Path problem = longBlind("matetrack-393");
        Path results = dir.resolve("results.jsonl");
        solveKeys(problem, results, "--max-time", "1");
        solveKeys(problem, results, "--continue");
        List<Outcome> records = ResultsFile.readAll(results);
        Outcome last = records.get(records.size() - 1);
        assertEquals(ProblemVerdict.SOUND, last.verdict(), last.toString());
        assertEquals(List.of("Rg4"), last.keys());
        assertTrue(records.size() == 2 || records.get(0).verdict() == ProblemVerdict.SOUND, records.toString());
    }

    /**
     * Pieces go on from what the pieces before proved: matetrack-1672 (#7, key 1.Qf2; about 4 s of
     * one thread) stopped after one second keeps what its proof-number search settled beside the
     * results file; a second piece of one second reads it back, and so does the last, which ends
     * sound with the key and takes the kept proofs away with it.
     */
    @Test
    void eachPieceGoesOnFromWhatTheSearchSettledInThePieceBefore() throws Exception {
        Path problem = longBlind("matetrack-1672");
        Path results = dir.resolve("results.jsonl");
        Path kept = dir.resolve("results.jsonl.proofs");
        solveKeys(problem, results, "--max-time", "1");
        Outcome stopped = ResultsFile.readAll(results).get(0);
        assertTrue(stopped.unfinished(), stopped.toString());
        assertTrue(stopped.notes().stream().anyMatch(n -> n.startsWith("kept for --continue: the ")), stopped.notes().toString());
        try (var files = Files.list(kept)) {
            assertEquals(1, files.filter(f -> f.toString().endsWith(".proofs")).count());
        }

        solveKeys(problem, results, "--max-time", "1", "--continue");
        Outcome piece = ResultsFile.readAll(results).get(1);
        assertTrue(piece.notes().stream().anyMatch(n -> n.startsWith("taken up with the ")), piece.notes().toString());

        solveKeys(problem, results, "--continue");
        List<Outcome> records = ResultsFile.readAll(results);
        Outcome finished = records.get(records.size() - 1);
        assertEquals(ProblemVerdict.SOUND, finished.verdict(), finished.toString());
        assertEquals(List.of("Qf2"), finished.keys());
        assertFalse(Files.exists(kept), "a finished problem's kept proofs are gone");
    }

    /** One entry of problems/long-blind.epd, as a file of its own. */
    private Path longBlind(String id) throws java.io.IOException {
        String line = Files.readAllLines(Path.of("problems/long-blind.epd")).stream()
                .filter(l -> l.contains("\"" + id + "\"")).findFirst().orElseThrow();
        return Files.writeString(dir.resolve(id + ".epd"), line + "\n");
    }

    /** {@code solve PROBLEM --keys --threads 1 --out RESULTS} and more, which must succeed. */
    private static void solveKeys(Path problem, Path results, String... more) {
        List<String> args = new ArrayList<>(List.of("solve", problem.toString(), "--keys", "--threads", "1", "--out", results.toString()));
        args.addAll(List.of(more));
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertEquals(0, run.status(), run.err());
    }

    /** --continue reads the results back, as --resume does: it needs a file. */
    @Test
    void continueNeedsAResultsFile() {
        CommandRun noFile = CommandRun.of("solve", "problems/classics.inp", "--continue");
        assertEquals(2, noFile.status());
        assertTrue(noFile.err().contains("--continue needs --out FILE"), noFile.err());
    }

    /**
     * The record a stop would leave after settling every first move but the keys and tries: the
     * problem solved from the start, its keys taken back and the verdict made unfinished, with the
     * other first moves of each part ruled out.
     */
    private static Outcome stoppedAfterRulingOutAllButKeysAndTries(Problem problem, String file) {
        ProblemResult result = new ProblemSolver(SolveOptions.defaults().withTries(true).withTrustRights(false).withThreads(1)).solve(problem);
        Outcome full = ProblemSolving.outcome(new BatchEntry.ToSolve(problem, file), result);
        ConventionalSolution solution = ((ProblemResult.Solved) result).solution();
        List<String> ruledOut = new ArrayList<>();
        List<String> positions = new ArrayList<>();
        int part = 1;
        for (RightsPart rightsPart : solution.parts()) {
            String suffix = solution.partialRetroAnalysis() ? " (part " + part++ + ")" : "";
            Position p = Position.fromFen(rightsPart.tree().fen());
            positions.add(rightsPart.tree().fen());
            Set<Integer> settled = new HashSet<>();
            rightsPart.tree().firstMoves().forEach(m -> settled.add(m.move()));
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(p, moves, 0);
            for (int i = 0; i < count; i++) {
                if (!settled.contains(moves[i])) {
                    ruledOut.add(Notation.san(p, moves[i]) + suffix);
                }
            }
        }
        Outcome stopped = new Outcome(full.id(), full.file(), full.line(), ProblemVerdict.UNFINISHED, List.of(), List.of(), true,
                full.millis(), full.nodes(), List.of(), List.of("the search was stopped after 1.0 s; only what is listed was proven"));
        assertNotNull(problem.stipulation());
        return ruledOut.isEmpty() ? stopped : stopped.withRuledOut(new RecordedRuledOut(problem.fen(), positions,
                problem.stipulation().text(), 1, ruledOut));
    }
}
