package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** How a problem's first moves get their examiners: one per thread, and one per core a batch lends. */
class FirstMoveCrewTest {
    /** A #2 with several first moves: the crew only hands them out. */
    private static final String FEN = "8/Q7/8/8/8/8/8/2k1K2R w - - 0 1";

    /** Threads as a solver gives them, remembering which thread each search was asked for. */
    private static final class RecordedThreads implements FirstMoveCrew.Threads {
        final TranspositionTable table = new TranspositionTable(1);
        final Map<Integer, MateSearch> searches = new HashMap<>();
        final List<Integer> asked = new ArrayList<>();
        int readied;

        @Override
        public MateSearch search(int k) {
            asked.add(k);
            return searches.computeIfAbsent(k, i -> new MateSearch(table));
        }

        @Override
        public KeyProver prover(int k, MateSearch s) {
            return new KeyProver(s, new ProofNumberSearch(new ProofTable(1 << 16), s), Integer.MAX_VALUE);
        }

        @Override
        public void ready(MateSearch s) {
            readied++;
        }
    }

    private static FirstMoveCrew crew(RecordedThreads threads, int threadCount, SpareCores spare) {
        SolveOptions options = SolveOptions.defaults().withHashMegabytes(1).withThreads(threadCount);
        Position p = Position.fromFen(FEN);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int[] moves = Arrays.copyOf(list, MoveGenerator.legal(p, list, 0));
        TreeBuilder builder = new TreeBuilder(threads.search(0), options);
        threads.asked.clear();
        DefenceSplit defences = new DefenceSplit(() -> new MateSearch(threads.table), s -> { });
        return new FirstMoveCrew(threads, new FirstMoveCrew.Shared(options, defences, new BusyNodes(), Progress.NONE),
                new FirstMoveCrew.Problem(p, p.toFen(), 2, builder), moves, new FirstMovesInProgress(moves.length), spare);
    }

    @Test
    void oneThreadWithNoCoreLentWorksAloneAndRecruitsNobody() {
        RecordedThreads threads = new RecordedThreads();
        FirstMoveCrew crew = crew(threads, 1, null);
        assertEquals(1, crew.examiners().size());
        assertFalse(crew.apart, "a lone examiner builds its trees in place");
        assertNull(crew.recruiter());
        assertEquals(List.of(0), threads.asked, "the solver's own search");
    }

    @Test
    void eachThreadOfTheOptionsGetsAnExaminerOnItsOwnSearch() {
        RecordedThreads threads = new RecordedThreads();
        FirstMoveCrew crew = crew(threads, 3, null);
        assertEquals(3, crew.examiners().size());
        assertTrue(crew.apart);
        assertEquals(List.of(0, 1, 2), threads.asked);
    }

    @Test
    void aLentCoreIsRecruitedOnceAndItsThreadTakenUpAgainAfterItGoesBack() {
        RecordedThreads threads = new RecordedThreads();
        SpareCores spare = new SpareCores();
        FirstMoveCrew crew = crew(threads, 1, spare);
        assertTrue(crew.apart, "a lone examiner that lent cores may join shares its questions");
        FirstMoveSplit.Recruiter<FirstMoveOutcome> recruiter = crew.recruiter();
        assertNotNull(recruiter);
        assertNull(recruiter.recruit(), "no core lent yet");

        spare.lend(1);
        FirstMoveSplit.Examiner<FirstMoveOutcome> first = recruiter.recruit();
        assertNotNull(first);
        assertEquals(0, spare.available(), "the core is borrowed");
        assertNull(recruiter.recruit(), "one core, one recruit");
        assertEquals(2, crew.examiners().size());

        recruiter.release(first);
        assertEquals(1, spare.available(), "given back with its thread");
        assertNotNull(recruiter.recruit());
        assertEquals(List.of(0, 1, 1), threads.asked, "the recruit's thread (1) is taken up again, not a third");
        assertEquals(2, threads.readied, "each recruit's search made ready for the problem");
    }
}
