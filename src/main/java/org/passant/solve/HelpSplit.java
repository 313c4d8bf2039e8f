package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * Help play on several threads (--threads): the first moves of a search are shared out among
 * them ({@link FirstMoveSplit}), each thread playing its moves on a board of its own with a
 * {@link HelpSearch} of its own on the one transposition table, and the solutions are gathered in
 * the order of the first moves: the same solutions, in the same order, as one search finds,
 * whatever the number of threads.
 *
 * <p>In a batch, a core the batch no longer needs (its problems are all taken, {@link SpareCores})
 * lets one more search join while the split runs, taking the next prefixes like the others.
 *
 * <p>One search does the whole work when there is one thread and no core may be lent, when the number of solutions is
 * limited (the limit counts in the order of the moves, and the work after it is not done at
 * all), and below three half-moves, where there is too little to share.
 */
final class HelpSplit {
    /** The first is the solver's own search; each is used by one thread at a time. */
    private final List<HelpSearch> searches;
    /** Searches that join on cores a batch lends while the split runs; null when none may. */
    private final HelpRecruits recruits;

    HelpSplit(List<HelpSearch> searches) {
        this(searches, null);
    }

    HelpSplit(List<HelpSearch> searches, HelpRecruits recruits) {
        if (searches.isEmpty()) {
            throw new IllegalArgumentException("a split needs one search at least");
        }
        this.searches = List.copyOf(searches);
        this.recruits = recruits;
    }

    /** The deadline of the searches (the first's, which all share). */
    long deadline() {
        return searches.get(0).clock().deadline();
    }

    /**
     * Adds to {@code out} the solutions of {@code plies} half-moves from {@code board}, at most
     * {@code limit} (0: all), as {@link HelpSearch#solutions} gives them.
     *
     * @throws SearchAborted when the time is up or a stop was asked; what was found at this length
     *                       is then not added, and {@code board} may be left in the middle of a line
     */
    void solutions(Position board, int plies, Goal goal, int limit, List<int[]> out) {
        if ((searches.size() == 1 && recruits == null) || limit > 0 || plies < 3) {
            searches.get(0).solutions(board, plies, goal, limit, out);
            return;
        }
        List<int[]> prefixes = prefixes(board, plies, goal);
        FirstMoveSplit<List<int[]>> split = new FirstMoveSplit<>(prefixes.size(), lines -> false);
        int threads = Math.min(searches.size(), Math.max(1, prefixes.size()));
        List<FirstMoveSplit.Examiner<List<int[]>>> examiners = new ArrayList<>(threads);
        for (int k = 0; k < threads; k++) {
            examiners.add(new PrefixExaminer(searches.get(k), board.copy(), prefixes, plies, goal));
        }
        List<HelpSearch> running = new CopyOnWriteArrayList<>(searches.subList(0, threads));
        FirstMoveSplit.Outcomes<List<int[]>> outcomes = split.run(examiners,
                () -> running.forEach(s -> s.clock().requestStop()), recruiter(board, prefixes, plies, goal, running));
        if (outcomes.failure() != null) {
            throw Solver.rethrown(outcomes.failure());
        }
        for (int i = 0; i < prefixes.size(); i++) {
            out.addAll(outcomes.outcome(i));
        }
    }

    /** Gives the split a search of {@link #recruits} for each core lent while it runs; null without them. */
    private FirstMoveSplit.Recruiter<List<int[]>> recruiter(Position board, List<int[]> prefixes, int plies, Goal goal,
            List<HelpSearch> running) {
        if (recruits == null) {
            return null;
        }
        long deadline = deadline();
        return new FirstMoveSplit.Recruiter<>() {
            @Override
            public FirstMoveSplit.Examiner<List<int[]>> recruit() {
                HelpSearch search = recruits.borrow();
                if (search == null) {
                    return null;
                }
                search.clock().runUntil(deadline);
                running.add(search);
                return new PrefixExaminer(search, board.copy(), prefixes, plies, goal);
            }

            @Override
            public void release(FirstMoveSplit.Examiner<List<int[]>> examiner) {
                recruits.giveBack(((PrefixExaminer) examiner).search);
            }
        };
    }

    /** One thread's share: the solutions after each prefix handed to it, on a board of its own. */
    private record PrefixExaminer(HelpSearch search, Position board, List<int[]> prefixes, int plies, Goal goal)
            implements FirstMoveSplit.Examiner<List<int[]>> {
        @Override
        public List<int[]> examine(int index) {
            List<int[]> lines = new ArrayList<>();
            search.solutionsAfter(board, prefixes.get(index), plies, goal, lines);
            return lines;
        }
    }

    /**
     * The pieces of work, in the order of the search: each first move, or from four half-moves
     * on each pair of a first move and a reply, since a helpmate's first moves are few and their
     * work uneven (one king move may hold most of it) and pairs share out more evenly.
     */
    private List<int[]> prefixes(Position board, int plies, Goal goal) {
        HelpSearch own = searches.get(0);
        List<int[]> prefixes = new ArrayList<>();
        for (int first : own.firstMoves(board, plies, goal)) {
            if (plies < 4) {
                prefixes.add(new int[] {first});
                continue;
            }
            board.make(first);
            int[] replies = own.firstMoves(board, plies - 1, goal);
            board.unmake(first);
            for (int reply : replies) {
                prefixes.add(new int[] {first, reply});
            }
        }
        return prefixes;
    }
}
