package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Supplier;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/**
 * The second level of the split: the defences of one hard first move shared out among threads
 * that the first moves no longer keep busy (the last first move of a problem is often its key,
 * and proving a key means searching every defence). The answer is the key test's, exact: the
 * move forces mate within n only if each defence loses, and the first defence in the order of the
 * moves that holds ends the test.
 *
 * <p>Used only where a defence can be judged alone: without Popeye's pruning options, whose
 * allowances and guards belong to the node above the defences ({@link MateSearch#defend}).
 * Each thread has a search of its own, taken from a stock the solver keeps, so that their
 * killers and move stacks are never shared.
 */
final class DefenceSplit {
    private final Supplier<MateSearch> newSearch;
    private final java.util.function.Consumer<MateSearch> ready;
    private final Queue<MateSearch> stock = new ConcurrentLinkedQueue<>();
    private final List<MateSearch> made = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * @param newSearch makes a search like the solver's (same table and conditions)
     * @param ready     gives a search the aim and deadline of the problem being solved, and lets it run
     */
    DefenceSplit(Supplier<MateSearch> newSearch, java.util.function.Consumer<MateSearch> ready) {
        this.newSearch = newSearch;
        this.ready = ready;
    }

    /**
     * Whether the defender to move in {@code p} (after a first move) loses whatever it does, the
     * attacker having {@code n} ≥ 1 moves left: every defence judged by one of {@code threads}
     * threads, the calling thread with {@code own}.
     */
    boolean defenderLoses(MateSearch own, Position p, int n, int threads) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        if (count < 2 || n < 1) {
            return own.defenderLoses(p, n); // no defence, or one: nothing to share
        }
        List<MateSearch> borrowed = new ArrayList<>();
        List<FirstMoveSplit.Examiner<Boolean>> examiners = new ArrayList<>();
        List<MateSearch> searches = new ArrayList<>();
        examiners.add(holds(own, p.copy(), list, n));
        searches.add(own);
        for (int k = 1; k < Math.min(threads, count); k++) {
            MateSearch s = borrow();
            borrowed.add(s);
            searches.add(s);
            examiners.add(holds(s, p.copy(), list, n));
        }
        try {
            FirstMoveSplit.Outcomes<Boolean> outcomes = new FirstMoveSplit<Boolean>(count, holds -> holds)
                    .run(examiners, () -> searches.forEach(s -> s.clock().requestStop()));
            if (outcomes.failure() != null) {
                throw Solver.rethrown(outcomes.failure());
            }
            return outcomes.needed() == count && !outcomes.byMove().contains(Boolean.TRUE);
        } finally {
            stock.addAll(borrowed);
        }
    }

    /** Judges defence i: true when it holds (the attacker then has no mate within n). */
    private static FirstMoveSplit.Examiner<Boolean> holds(MateSearch s, Position p, int[] defences, int n) {
        return i -> {
            p.make(defences[i]);
            boolean lost = s.defenderReachedGoal(p) || s.attackerMates(p, n);
            p.unmake(defences[i]);
            return !lost;
        };
    }

    private MateSearch borrow() {
        MateSearch s = stock.poll();
        if (s == null) {
            s = newSearch.get();
            made.add(s);
        }
        ready.accept(s);
        return s;
    }

    /** The searches made so far (for the count of moves played, and to stop them). */
    List<MateSearch> searches() {
        return made;
    }
}
