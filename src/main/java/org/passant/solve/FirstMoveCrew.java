package org.passant.solve;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;
import org.passant.board.Position;

/**
 * The examiners of one problem's first moves: one per thread (the first with the solver's own
 * search, the others with helpers of their own), and those that join on the cores a batch lends
 * while the split runs. Examiners that run beside others build their trees apart and share the
 * open proof-number questions; so does a lone examiner that lent cores may join.
 */
final class FirstMoveCrew {
    /** What the crew takes from its solver: each thread's search and key prover, and a borrowed search made ready. */
    interface Threads {
        /** The k-th thread's search (0: the solver's own), made on first use. */
        MateSearch search(int k);

        /** The k-th thread's key prover, on search {@code s}, ready for the problem at hand. */
        KeyProver prover(int k, MateSearch s);

        /** Gives a search taken up again the aim and deadline of the problem being solved. */
        void ready(MateSearch s);
    }

    /** The problem whose first moves the crew examines: the position before them, its FEN, the moves to mate, the tree builder. */
    record Problem(Position p, String fen, int n, TreeBuilder builder) {
    }

    /** The parts of the solver the examiners share, whatever the problem. */
    record Shared(SolveOptions options, DefenceSplit defenceSplit, BusyNodes busyNodes, Progress progress) {
    }

    private final Threads threadsOfSolver;
    private final Problem problem;
    private final Shared shared;
    private final int[] moves;
    private final FirstMovesInProgress inProgress;
    private final int threads;
    /** The cores a batch lends, which examiners may join on; null when none may (no batch, or one first move). */
    private final SpareCores lent;
    /** Whether the examiners run (or may come to run) beside others. */
    final boolean apart;
    /** What the trees built apart may take together (see {@link TreeBudget}); null without a limit. */
    private final AtomicLong pool;
    private final DefenceSplit defences;
    private final OpenQuestions questions;
    private final List<FirstMoveExaminer> examiners = new CopyOnWriteArrayList<>();
    /** Threads (their helper's index + 1) whose recruit went back, for the next recruit to take up. */
    private final Deque<Integer> freeThreads = new ArrayDeque<>();
    /** The thread of each recruit at work. */
    private final Map<FirstMoveSplit.Examiner<FirstMoveOutcome>, Integer> recruitedThread = new IdentityHashMap<>();
    /** Recruits that needed a thread of their own (the threads after the --threads ones). */
    private int recruitedEver;
    private IntSupplier idle = () -> 0;

    FirstMoveCrew(Threads threadsOfSolver, Shared shared, Problem problem, int[] moves, FirstMovesInProgress inProgress,
            SpareCores spare) {
        this.threadsOfSolver = threadsOfSolver;
        this.shared = shared;
        this.problem = problem;
        this.moves = moves;
        this.inProgress = inProgress;
        this.threads = Math.max(1, Math.min(shared.options().threads(), moves.length));
        this.lent = moves.length >= 2 ? spare : null;
        this.apart = threads > 1 || lent != null;
        // The trees built apart wait for their turn in memory: together they get what the
        // problem's budget has left, no more than one thread would hold.
        this.pool = apart && shared.options().maxTreeNodes() > 0 ? new AtomicLong(problem.builder().budget().left()) : null;
        // A defence is judged alone only without the pruning options (see DefenceSplit).
        this.defences = apart && !shared.options().restricted() ? shared.defenceSplit() : null;
        // Threads out of first moves join the questions still open (OpenQuestions).
        this.questions = apart ? new OpenQuestions() : null;
        for (int k = 0; k < threads; k++) {
            examiners.add(examiner(k, threadsOfSolver.search(k)));
        }
    }

    List<FirstMoveExaminer> examiners() {
        return List.copyOf(examiners);
    }

    private FirstMoveExaminer examiner(int k, MateSearch s) {
        KeyProver prover = threadsOfSolver.prover(k, s);
        prover.share(questions, apart ? shared.busyNodes() : null);
        FirstMoveExaminer examiner = new FirstMoveExaminer(s, prover, problem.p(), problem.fen(), moves, problem.n(), shared.options(),
                shared.progress(), problem.builder(), apart, pool, defences, inProgress);
        examiner.watch(idle);
        return examiner;
    }

    /** Tells the examiners, those recruited later too, how many threads of the split are idle. */
    void watch(IntSupplier idleThreads) {
        this.idle = idleThreads;
        examiners.forEach(e -> e.watch(idleThreads));
    }

    /** Asks every examiner's search to stop, the recruits' too (the split's first failure). */
    void stopAll() {
        examiners.forEach(e -> e.search().clock().requestStop());
    }

    /**
     * Takes on an examiner for each core the batch lends, on a thread of the split's own;
     * its core goes back when the thread runs out of moves. The k-th thread's search and key
     * prover are kept for the next recruit, as the threads of --threads are. Null when no
     * core is lent.
     */
    FirstMoveSplit.Recruiter<FirstMoveOutcome> recruiter() {
        if (lent == null) {
            return null;
        }
        return new FirstMoveSplit.Recruiter<>() {
            @Override
            public FirstMoveExaminer recruit() {
                if (!lent.borrow()) {
                    return null;
                }
                synchronized (FirstMoveCrew.this) {
                    Integer free = freeThreads.poll();
                    int k = free != null ? free : threads + recruitedEver++;
                    MateSearch s = threadsOfSolver.search(k);
                    threadsOfSolver.ready(s);
                    FirstMoveExaminer examiner = examiner(k, s);
                    examiners.add(examiner);
                    recruitedThread.put(examiner, k);
                    return examiner;
                }
            }

            @Override
            public void release(FirstMoveSplit.Examiner<FirstMoveOutcome> examiner) {
                synchronized (FirstMoveCrew.this) {
                    freeThreads.add(recruitedThread.remove(examiner));
                }
                lent.giveBack();
            }
        };
    }
}
