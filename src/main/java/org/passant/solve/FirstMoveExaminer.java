package org.passant.solve;

import java.util.List;
import org.passant.board.Position;

/**
 * Examines first moves for one thread of a {@link FirstMoveSplit}: is the move a key (mate forced
 * within n against every defence), else a try (at most the allowed number of refutations), and
 * its tree. Has its own search (sharing the problem's transposition table) and its own copy of the
 * diagram; the key test asks the thread's {@link KeyProver} first (the proof-number search, for long
 * mates), and the alpha-beta search where it does not answer.
 */
final class FirstMoveExaminer implements FirstMoveSplit.Examiner<FirstMoveOutcome> {
    private final MateSearch search;
    /** The proof-number search for long mates, on this thread's search; it answers first where it is asked. */
    private final KeyProver prover;
    private final Position p;
    private final String fen;
    private final int[] moves;
    private final int n;
    private final SolveOptions options;
    private final Progress progress;
    /** The problem's builder, whose budget the trees take in the order of the moves; null when trees are built apart. */
    private final TreeBuilder shared;
    /** Builds each tree apart, with a budget of its own: null when {@link #shared} builds them. */
    private final TreeBuilder template;
    private final int budgetApart;
    /** Shares the defences of a hard move among idle threads, or null (one thread, pruning options). */
    private final DefenceSplit defences;
    /** Threads of the first-move split that have no move left, and so may share the defences. */
    private java.util.function.IntSupplier idleThreads = () -> 0;
    /** What the trees built apart may take together (see {@link TreeBudget}); null without a limit. */
    private final java.util.concurrent.atomic.AtomicLong pool;
    /** Which moves were begun, and what is proven of the keys as it is proven, for a stop to leave known. */
    private final FirstMovesInProgress inProgress;

    /**
     * @param builder the problem's tree builder
     * @param apart   whether this examiner runs beside others, so that it must not take from the
     *                problem's budget (the moves would come out of order); each tree then gets
     *                a budget of what the problem's budget has left now
     * @param pool    the moves the trees built apart by all examiners may take together, or null
     * @param defences shares the defences of a move among idle threads, or null
     * @param inProgress learns that a move is begun, and what is proven of a key as it is proven:
     *                the length within which it forces the goal, each shorter one while its
     *                length is settled, then its length
     */
    FirstMoveExaminer(MateSearch search, KeyProver prover, Position diagram, String fen, int[] moves, int n, SolveOptions options,
                      Progress progress, TreeBuilder builder, boolean apart, java.util.concurrent.atomic.AtomicLong pool,
                      DefenceSplit defences, FirstMovesInProgress inProgress) {
        this.search = search;
        this.prover = prover;
        this.p = diagram.copy();
        this.fen = fen;
        this.moves = moves;
        this.n = n;
        this.options = options;
        this.progress = progress;
        this.shared = apart ? null : builder;
        this.template = apart ? builder : null;
        this.pool = pool;
        this.defences = defences;
        this.inProgress = inProgress;
        // A budget of 0 means no limit: a problem's budget spent by its set play leaves 1 here,
        // and every tree that needs more is rebuilt (cut) with the problem's budget.
        long left = builder.budget().left();
        this.budgetApart = options.maxTreeNodes() == 0 ? 0 : (int) Math.max(1, Math.min(left, options.maxTreeNodes()));
    }

    MateSearch search() {
        return search;
    }

    /** Tells the examiner how many threads of its split are idle (they may share a move's defences). */
    void watch(java.util.function.IntSupplier idle) {
        this.idleThreads = idle;
    }

    /** The key test: whether the defender, to move after the first move, loses within n - 1. */
    private boolean forcesMate() {
        KeyAnswer proof = prover.proofAnswer(p, n - 1);
        if (proof != null) {
            return proof.isProven();
        }
        int idle = defences == null || n < 2 ? 0 : idleThreads.getAsInt();
        return idle > 0 ? defences.defenderLoses(search, p, n - 1, 1 + idle) : search.defenderLoses(p, n - 1);
    }

    /** Whether, with no first move left, this examiner joins the other threads' questions ({@link #help}). */
    boolean joinsQuestions() {
        return prover.canHelp(n - 1);
    }

    /** With no first move left, joins the other threads' proof-number questions while they last. */
    @Override
    public void help(java.util.function.BooleanSupplier othersBusy) {
        if (joinsQuestions()) {
            prover.help(othersBusy);
        }
    }

    @Override
    public FirstMoveOutcome examine(int index) {
        int move = moves[index];
        inProgress.begin(index);
        progress.examining(index, moves.length, fen, move);
        TreeBuilder builder = shared != null ? shared : template.apart(search, budgetApart, pool);
        long before = builder.budget().taken();
        p.make(move);
        FirstMove found = null;
        if (forcesMate()) {
            inProgress.within(index, n);
            int length = 1 + prover.shortestLoss(p, n - 1, k -> inProgress.within(index, 1 + k));
            inProgress.exactly(index, length);
            Attack tree = options.variations()
                    ? builder.attackTree(fen, move, p, n - 1)
                    : builder.bareAttack(fen, move, p, List.of());
            found = new Key(tree, length);
        } else if (options.tries()) {
            List<Refutation> refutations = builder.refutations(p, n - 1, options.maxRefutations() + 1);
            if (!refutations.isEmpty() && refutations.size() <= options.maxRefutations()) {
                Attack tree = options.variations()
                        ? builder.attackTree(fen, move, p, n - 1)
                        : builder.bareAttack(fen, move, p, refutations);
                found = new Try(tree);
            }
        }
        p.unmake(move);
        return found == null ? FirstMoveOutcome.NEITHER
                : new FirstMoveOutcome(found, builder.budget().taken() - before, shared == null, builder.cut());
    }
}
