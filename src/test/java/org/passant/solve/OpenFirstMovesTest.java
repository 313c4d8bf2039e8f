package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Stipulation;

/**
 * A search stopped among its first moves says which of them it left open: those it had neither
 * found to force mate nor refuted, in the order they were generated, and which of them a thread
 * was examining. A finished search leaves none.
 */
class OpenFirstMovesTest {
    /** matetrack-4521 (#10, key 1.Bh3): minutes of search; half a second leaves most first moves open. */
    static final String MATETRACK_4521 = "8/KN3p2/pNkP1pr1/4P2p/P3Rp2/4n1p1/r2p4/5Bq1 w - - 0 1";
    /** Howard 1938 (#3, key 1.Qa4): solved in a moment. */
    static final String HOWARD_1938 = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";

    @Test
    void aLongMateStoppedEarlyListsItsOpenFirstMovesInGenerationOrderAndNoKeyAmongThem() {
        for (int threads : new int[] {1, 2}) {
            SolutionTree tree = solve(MATETRACK_4521, "#10", SolveOptions.defaults().withVariations(false)
                    .withThreads(threads).withMaxTimeMillis(500));
            assertEquals(Verdict.Kind.UNFINISHED, tree.verdict().kind());
            List<Integer> open = tree.openFirstMoves().stream().map(OpenFirstMove::move).toList();
            assertFalse(open.isEmpty(), threads + " threads: half a second decides no #10");
            List<Integer> legal = legalMoves(MATETRACK_4521);
            int last = -1;
            for (int move : open) {
                int at = legal.indexOf(move);
                assertTrue(at > last, "a legal first move, each once, in generation order: " + open);
                last = at;
            }
            for (Key key : tree.keys()) {
                assertFalse(open.contains(key.move()), "a key settled is not open");
            }
            // At most one move a thread, and (a long mate: FirstMoveQueue) no two of the same unit.
            List<Boolean> begun = tree.openFirstMoves().stream().map(OpenFirstMove::beingExamined).toList();
            long examined = begun.stream().filter(b -> b).count();
            assertTrue(examined >= 1 && examined <= threads, threads + " threads examining: " + begun);
            List<Integer> origins = tree.openFirstMoves().stream().filter(OpenFirstMove::beingExamined)
                    .map(m -> Move.from(m.move())).toList();
            assertEquals(origins.size(), Set.copyOf(origins).size(), "one thread to a unit: " + origins);
            if (threads == 1) {
                assertTrue(begun.get(0), "one thread takes the moves in their order: " + begun);
            }
        }
    }

    @Test
    void aFinishedSolveLeavesNoFirstMoveOpen() {
        SolutionTree tree = solve(HOWARD_1938, "#3", SolveOptions.defaults());
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
        assertEquals(List.of(), tree.openFirstMoves());
    }

    private static SolutionTree solve(String fen, String stipulation, SolveOptions options) {
        return new Solver(options.withHashMegabytes(16)).solve(Position.fromFen(fen), Stipulation.parse(stipulation));
    }

    /** The legal moves of a position, in the order the generator gives them. */
    static List<Integer> legalMoves(String fen) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(Position.fromFen(fen), list, 0);
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            moves.add(list[i]);
        }
        return moves;
    }
}
