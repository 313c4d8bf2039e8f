package org.passant.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SettledProofs;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;

/**
 * The proofs a stopped problem keeps beside its results file: read back whole for the same
 * problem, or refused with a reason (damaged, cut short, another problem's) before any entry
 * reaches the table; gone when the problem is finished or the results file begun anew.
 */
class KeptProofsTest {
    /** matetrack-822 (#7; problems/long-blind.epd): long enough for the proof-number search. */
    private static final Problem PROBLEM = problem("4N3/8/8/3p1p2/8/8/p7/k2K4 w - - bm #7; id \"matetrack-822\";");
    private static final Problem OTHER = problem("8/8/8/8/3p1b1N/3P4/p1K5/k7 w - - bm #7; id \"matetrack-1106\";");
    private static ProblemSolver solved;

    @TempDir
    Path dir;

    @BeforeAll
    static void solveOnce() {
        solved = new ProblemSolver(SolveOptions.defaults().withThreads(1));
        solved.solve(PROBLEM);
    }

    @Test
    void keptProofsAreReadBackWholeForTheSameProblem() {
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        long settled = count(solved.settledProofs());
        String note = kept.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER);
        assertTrue(note.startsWith("kept for --continue: the " + String.format("%,d", settled) + " positions"), note);
        assertTrue(Files.isRegularFile(kept.fileOf(PROBLEM)));
        assertEquals(dir.resolve("results.jsonl.proofs"), kept.fileOf(PROBLEM).getParent());

        SettledProofs fresh = freshTable();
        KeptProofs.Restored restored = kept.restore(PROBLEM, fresh);
        assertEquals(settled, restored.entries());
        assertTrue(restored.note().startsWith("taken up with the " + String.format("%,d", settled) + " positions"), restored.note());
        assertEquals(settled, count(fresh), "every entry is in the table again");
    }

    @Test
    void aDamagedFileIsRefusedBeforeAnyEntryIsRead() throws IOException {
        String note = refusedAfter(bytes -> {
            bytes[bytes.length / 2] ^= 0x10;
            return bytes;
        });
        assertTrue(note.contains("checksum is wrong"), note);
        assertTrue(note.contains("examined from nothing"), note);
    }

    @Test
    void aFileCutShortIsRefused() throws IOException {
        String note = refusedAfter(bytes -> java.util.Arrays.copyOf(bytes, bytes.length - 5));
        assertTrue(note.contains("cut short"), note);
    }

    /** The note of a restore from a kept file changed by {@code change}, which must read nothing into the table. */
    private String refusedAfter(java.util.function.UnaryOperator<byte[]> change) throws IOException {
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        kept.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER);
        Path file = kept.fileOf(PROBLEM);
        Files.write(file, change.apply(Files.readAllBytes(file)));

        SettledProofs fresh = freshTable();
        KeptProofs.Restored restored = kept.restore(PROBLEM, fresh);
        assertEquals(0, restored.entries());
        assertEquals(0, count(fresh), "nothing of a refused file reaches the table");
        return restored.note();
    }

    @Test
    void theProofsOfAnotherProblemAreNotRead() throws IOException {
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        kept.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER);
        Files.move(kept.fileOf(PROBLEM), kept.fileOf(OTHER), StandardCopyOption.REPLACE_EXISTING);

        KeptProofs.Restored restored = kept.restore(OTHER, freshTable());
        assertEquals(0, restored.entries());
        assertTrue(restored.note().contains("kept for another problem"), restored.note());
    }

    /** After Ctrl-C the exit waits for the record only so long: a keeping whose time is up gives up, leaving nothing. */
    @Test
    void keepingThatMustGiveUpLeavesNoFileAndSaysWhy() throws IOException {
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        String note = kept.keep(PROBLEM, solved.settledProofs(), () -> System.nanoTime() - 1);
        assertTrue(note.startsWith("the positions its proof-number search settled could not be kept for --continue"), note);
        assertTrue(note.contains("the exit could not wait"), note);
        assertFalse(Files.exists(dir.resolve("results.jsonl.proofs")), "neither the file, nor a part of it, nor its folder");
    }

    @Test
    void noFileMeansNothingToSay() {
        KeptProofs.Restored restored = KeptProofs.beside(dir.resolve("results.jsonl")).restore(PROBLEM, freshTable());
        assertEquals(0, restored.entries());
        assertEquals("", restored.note());
    }

    @Test
    void aFinishedProblemsProofsGoWithTheirFolder() {
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        kept.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER);
        kept.forget(PROBLEM);
        assertFalse(Files.exists(kept.fileOf(PROBLEM)));
        assertFalse(Files.exists(dir.resolve("results.jsonl.proofs")), "an empty folder is not left behind");
    }

    /** The same position and stipulation twice in a collection: finishing one leaves the other's proofs for --continue. */
    @Test
    void twoProblemsWithTheSamePositionKeepAFileEach() {
        Problem twice = problem("\n4N3/8/8/3p1p2/8/8/p7/k2K4 w - - bm #7; id \"matetrack-822 again\";");
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        kept.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER);
        kept.keep(twice, solved.settledProofs(), () -> KeptProofs.NEVER);
        kept.forget(PROBLEM);
        assertEquals(count(solved.settledProofs()), kept.restore(twice, freshTable()).entries());
    }

    /** A results file begun anew: the kept files go, and those of a run killed while writing; nothing else. */
    @Test
    void clearingDeletesOnlyWhatWasKept() throws IOException {
        KeptProofs kept = KeptProofs.beside(dir.resolve("results.jsonl"));
        kept.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER);
        Path mine = Files.writeString(dir.resolve("results.jsonl.proofs").resolve("notes.txt"), "a user's file");
        Path leftOver = Files.writeString(kept.fileOf(PROBLEM).resolveSibling(kept.fileOf(PROBLEM).getFileName() + ".4242-17.tmp"),
                "the start of a file whose run was killed while it wrote it");
        kept.clear();
        assertFalse(Files.exists(kept.fileOf(PROBLEM)));
        assertFalse(Files.exists(leftOver));
        assertTrue(Files.exists(mine), "a file this program did not write stays");
    }

    @Test
    void withoutAResultsFileNothingIsKept() {
        assertEquals("", KeptProofs.NONE.keep(PROBLEM, solved.settledProofs(), () -> KeptProofs.NEVER));
        assertEquals(KeptProofs.Restored.NOTHING, KeptProofs.NONE.restore(PROBLEM, freshTable()));
    }

    private static SettledProofs freshTable() {
        return new Solver(SolveOptions.defaults().withThreads(1)).settledProofs();
    }

    /** How many entries a table would write. */
    private static long count(SettledProofs proofs) {
        try {
            return proofs.writeTo(new DataOutputStream(OutputStream.nullOutputStream()));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Problem problem(String epd) {
        return ProblemReader.readString(epd, "kept.epd").problems().get(0);
    }
}
