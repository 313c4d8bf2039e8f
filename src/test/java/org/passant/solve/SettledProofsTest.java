package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;

/**
 * What the proof-number search settled, written and read back: only proofs and disproofs travel,
 * and a problem solved again with them gives the same answer from a fraction of the work.
 */
class SettledProofsTest {
    private static final long PROVEN = 0x1111_2222_3333_4444L;
    private static final long DISPROVEN = 0x5555_6666_7777_0001L;
    private static final long OPEN = 0x0123_4567_89AB_CDEFL;

    @Test
    void onlyProofsAndDisproofsAreWrittenAndTheyReadBackAsSettled() throws IOException {
        ProofTable table = new ProofTable(1 << 16);
        table.store(PROVEN, 0, ProofNumberSearch.INF, 5_000);
        table.store(DISPROVEN, ProofNumberSearch.INF, 0, 70);
        table.store(OPEN, 4, 9, 1_000_000);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long written = new SettledProofs(table).writeTo(new DataOutputStream(bytes));
        assertEquals(2, written, "the open node's numbers only steer a search: not kept");
        assertEquals(2 * SettledProofs.ENTRY_BYTES, bytes.size());

        ProofTable fresh = new ProofTable(1 << 16);
        new SettledProofs(fresh).readFrom(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), written);
        assertEquals(0, ProofTable.pn(fresh.probe(PROVEN)));
        assertEquals(ProofNumberSearch.INF, ProofTable.dn(fresh.probe(PROVEN)));
        assertEquals(ProofNumberSearch.INF, ProofTable.pn(fresh.probe(DISPROVEN)));
        assertEquals(0, ProofTable.dn(fresh.probe(DISPROVEN)));
        assertEquals(ProofTable.ABSENT, fresh.probe(OPEN));
    }

    /**
     * matetrack-822 (#7, 1.Kc1; problems/long-blind.epd), solved on one thread, then solved again
     * by a new solver that first reads what the first settled: the same verdict and key, and no
     * more than a third of the moves (17,317 against 62,381), since the questions of its first moves are answered from
     * the table.
     */
    @Test
    void aProblemSolvedAgainWithWhatAFirstRunSettledGivesTheSameKeyInAThirdOfTheMoves() throws IOException {
        Problem problem = ProblemReader.readString("4N3/8/8/3p1p2/8/8/p7/k2K4 w - - bm #7; id \"matetrack-822\";", "822.epd")
                .problems().get(0);
        SolveOptions options = SolveOptions.defaults().withThreads(1);
        ProblemSolver first = new ProblemSolver(options);
        ConventionalSolution fromNothing = solution(first.solve(problem));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long settled = first.settledProofs().writeTo(new DataOutputStream(bytes));
        assertTrue(settled > 0, "a #7 is asked of the proof-number search");

        EarlierRun keptProofs = new EarlierRun() {
            @Override
            public IntPredicate ruledOut(int part, int parts, Position position, Stipulation stipulation, SolveOptions o) {
                return move -> false; // every first move examined again: only the table is carried over
            }

            @Override
            public void restore(SettledProofs proofs) {
                try {
                    proofs.readFrom(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), settled);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        };
        ConventionalSolution again = solution(new ProblemSolver(options).solve(problem, keptProofs));
        assertEquals(fromNothing.verdict(), again.verdict());
        assertEquals(keys(fromNothing), keys(again));
        assertEquals(List.of("Kc1"), keys(again));
        assertTrue(again.nodes() * 3 <= fromNothing.nodes(), again.nodes() + " moves again, " + fromNothing.nodes() + " from nothing");
    }

    private static ConventionalSolution solution(ProblemResult result) {
        return ((ProblemResult.Solved) result).solution();
    }

    private static List<String> keys(ConventionalSolution solution) {
        return solution.parts().stream().map(RightsPart::tree).flatMap(tree -> tree.keys().stream()
                .map(k -> Notation.san(Position.fromFen(tree.fen()), k.move()))).toList();
    }
}
