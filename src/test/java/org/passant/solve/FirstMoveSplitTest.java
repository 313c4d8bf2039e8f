package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** How the first moves of a problem are shared out among threads and their outcomes gathered. */
class FirstMoveSplitTest {
    /** Examiners that take longer for the early moves, so that the threads finish out of order. */
    private static List<FirstMoveSplit.Examiner<String>> slowFirst(int threads, int count, Set<String> threadNames) {
        List<FirstMoveSplit.Examiner<String>> examiners = new ArrayList<>();
        for (int k = 0; k < threads; k++) {
            examiners.add(index -> {
                threadNames.add(Thread.currentThread().getName());
                sleep(5 * (count - index));
                return "move " + index;
            });
        }
        return examiners;
    }

    @Test
    void outcomesComeBackInTheOrderOfTheMovesWhateverThreadFinishedFirst() {
        Set<String> names = ConcurrentHashMap.newKeySet();
        FirstMoveSplit<String> split = new FirstMoveSplit<>(12, outcome -> false);
        FirstMoveSplit.Outcomes<String> outcomes = split.run(slowFirst(3, 12, names), () -> { });
        assertNull(outcomes.failure());
        assertEquals(12, outcomes.needed());
        for (int i = 0; i < 12; i++) {
            assertEquals("move " + i, outcomes.outcome(i));
        }
        // Three as a rule; two is enough to show that moves were shared (a loaded machine may start a helper late).
        assertTrue(names.size() >= 2, "the caller and the helper threads took moves: " + names);
    }

    /**
     * One thread to a unit (the long mates): a queen's three moves and a knight's one. The thread
     * that takes the knight then finds only the queen's moves, which another thread holds, and
     * lends itself ({@link FirstMoveSplit.Examiner#help}). Should its help end while moves are
     * still left (here at once; in a search, in the instant the queen's thread is between two
     * moves), it asks again rather than going back for good.
     */
    @Test
    void unitsApartAThreadWhoseHelpEndsWhileMovesAreLeftLendsItselfAgain() {
        int queen = 14;
        int knight = 45;
        int[] origins = {queen, queen, queen, knight};
        Set<Integer> examined = ConcurrentHashMap.newKeySet();
        List<AtomicInteger> helps = List.of(new AtomicInteger(), new AtomicInteger());
        List<AtomicBoolean> tookTheKnight = List.of(new AtomicBoolean(), new AtomicBoolean());
        CountDownLatch knightTaken = new CountDownLatch(1);
        List<FirstMoveSplit.Examiner<Integer>> examiners = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            int me = k;
            examiners.add(new FirstMoveSplit.Examiner<>() {
                @Override
                public Integer examine(int index) {
                    assertTrue(examined.add(index), "each move once");
                    if (origins[index] == knight) {
                        tookTheKnight.get(me).set(true);
                        knightTaken.countDown();
                    } else {
                        await(knightTaken); // the queen's thread holds its unit until the other has the knight
                        sleep(50);
                    }
                    return index;
                }

                @Override
                public void help(java.util.function.BooleanSupplier othersBusy) {
                    helps.get(me).incrementAndGet();
                }
            });
        }
        FirstMoveSplit.Outcomes<Integer> outcomes = new FirstMoveSplit<Integer>(FirstMoveQueue.unitsApart(origins), 4,
                outcome -> false).run(examiners, () -> { });
        assertNull(outcomes.failure());
        assertEquals(Set.of(0, 1, 2, 3), examined);
        int helper = tookTheKnight.get(0).get() ? 0 : 1;
        assertTrue(tookTheKnight.get(helper).get(), "one thread took the knight");
        assertTrue(helps.get(helper).get() >= 2, "its help was asked again while the queen's moves were left: "
                + helps.get(helper).get());
    }

    @Test
    void oneExaminerRunsEveryMoveInTheCallingThreadInOrder() {
        List<Integer> seen = new ArrayList<>();
        String caller = Thread.currentThread().getName();
        FirstMoveSplit<Integer> split = new FirstMoveSplit<>(5, outcome -> false);
        split.run(List.of(index -> {
            assertEquals(caller, Thread.currentThread().getName());
            seen.add(index);
            return index;
        }), () -> { });
        assertEquals(List.of(0, 1, 2, 3, 4), seen);
    }

    @Test
    void theRuleSeesTheOutcomesInOrderAndStopsTheMovesAfterTheOneItNamed() {
        // As with --max-solutions 2: the second key in the order of the moves (move 5) is the last needed.
        List<Integer> shown = java.util.Collections.synchronizedList(new ArrayList<>());
        int[] keys = {0};
        FirstMoveSplit<Boolean> split = new FirstMoveSplit<>(40, isKey -> {
            shown.add(shown.size());
            return isKey && ++keys[0] == 2;
        });
        List<FirstMoveSplit.Examiner<Boolean>> examiners = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            examiners.add(index -> {
                sleep(1);
                return index == 2 || index == 5 || index == 30;
            });
        }
        FirstMoveSplit.Outcomes<Boolean> outcomes = split.run(examiners, () -> { });
        assertEquals(6, outcomes.needed());
        assertEquals(List.of(0, 1, 2, 3, 4, 5), shown, "the rule saw moves 0 to 5, each once, in order");
        assertNull(outcomes.outcome(30), "move 30 was not examined: "
                + "the threads stop taking moves once the rule needs no more");
    }

    @Test
    void aFailureInOneThreadStopsTheOthersAndReachesTheCaller() {
        AtomicBoolean stopAsked = new AtomicBoolean();
        AtomicInteger examined = new AtomicInteger();
        IllegalStateException fault = new IllegalStateException("a fault in move 3");
        List<FirstMoveSplit.Examiner<Integer>> examiners = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            examiners.add(index -> {
                if (index == 3) {
                    throw fault;
                }
                examined.incrementAndGet();
                sleep(2);
                return index;
            });
        }
        FirstMoveSplit.Outcomes<Integer> outcomes = new FirstMoveSplit<Integer>(1000, outcome -> false)
                .run(examiners, () -> stopAsked.set(true));
        assertSame(fault, outcomes.failure());
        assertTrue(stopAsked.get(), "the other examiners' searches were asked to stop");
        assertTrue(examined.get() < 100, "no more moves were handed out after the fault: " + examined.get());
        assertEquals(0, outcomes.outcome(0), "what was examined before the fault is kept");
    }

    @Test
    void aProblemWithoutMovesNeedsNoThread() {
        FirstMoveSplit.Outcomes<String> outcomes = new FirstMoveSplit<String>(0, outcome -> false)
                .run(slowFirst(4, 0, ConcurrentHashMap.newKeySet()), () -> { });
        assertEquals(0, outcomes.needed());
        assertTrue(outcomes.byMove().isEmpty());
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(10, TimeUnit.SECONDS), "the other thread took the knight");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
