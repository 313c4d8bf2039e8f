package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Defect;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
import org.passant.board.RuleSet;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;

/**
 * Solves direct-mate problems: validates the position, finds every key (cooks included), builds
 * the trees, tries, set play or post-key play the options ask for, and judges the problem.
 *
 * <p>Exact: a key is listed only when mate is forced within n against every defence, and "no
 * solution" is said only after every first move was searched. With a time limit the search may
 * stop early; the result is then marked partial and judged {@link Verdict.Kind#UNFINISHED}.
 *
 * <p>With {@code options.threads()} above one, the first moves are shared out among that many
 * threads ({@link FirstMoveSplit}), each with its own search on the one transposition table, and
 * gathered in the order of the moves: keys, tries, trees and verdict are the same as with one
 * thread; the count of moves played is not. Help play shares its first moves the same way
 * ({@link HelpSplit}); set play and post-key play of battle play use one thread.
 *
 * <p>One instance keeps its transposition table between problems (the table is salted per
 * condition, so this is safe); not thread-safe: one solve at a time.
 */
public final class Solver {
    private final SolveOptions options;
    private final TranspositionTable table;
    private final MateSearch search;
    /** The searches of the other threads of a split (--threads), sharing {@link #table}. */
    private final List<MateSearch> helpers = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final HelpSearch helpSearch;
    /** The help searches of the other threads (--threads), sharing {@link #table}. */
    private final List<HelpSearch> helpHelpers = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The help searches of the cores a batch lends (null: none are lent), sharing {@link #table}. */
    private volatile HelpRecruits recruits;
    /** The cores a batch lends once it has no problem left for them (null: none are lent): battle play's first moves take them too. */
    private volatile SpareCores spareCores;
    private final SeriesSearch seriesSearch;
    /** The second level of the split: the defences of a hard first move (see {@link DefenceSplit}). */
    private final DefenceSplit defenceSplit = new DefenceSplit(this::newHelper, this::ready);
    /** The aim and deadline of the problem being solved, for the searches the defence split borrows. */
    private volatile org.passant.problem.Goal goal = org.passant.problem.Goal.MATE;
    private volatile Play play = Play.DIRECT;
    private volatile long deadline = Long.MAX_VALUE;
    /** How --hash is shared between the transposition table and the proof-number tables. */
    private final HashShares shares;
    /** The shortest stipulation the proof-number search is asked about (see {@link KeyProver}). */
    private final int proofSearchFrom;
    /** The proof-number searches' table, shared by the threads as {@link #table} is (its arrays made on first use). */
    private final ProofTable proofTable;
    /** See {@link #busyNanos}. */
    private final java.util.concurrent.atomic.AtomicLong busyNanos = new java.util.concurrent.atomic.AtomicLong();
    /** One key prover per thread of the first-move split, all on {@link #proofTable} (made on first use). */
    private final List<KeyProver> provers = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The nodes the provers' threads are in, which steers threads on one question apart. */
    private final BusyNodes busyNodes = new BusyNodes();
    private volatile boolean proofSearchAllowed;
    private Progress progress = Progress.NONE;
    /** The search of a problem in turns being solved for this solver's caller, if any (see TurnProblemSolver). */
    private volatile TurnSearch turnSearch;
    /** This solver's threads, as the examiners of a problem's first moves take them up. */
    private final FirstMoveCrew.Threads threadsOfSolver = new FirstMoveCrew.Threads() {
        @Override
        public MateSearch search(int k) {
            return k == 0 ? search : helper(k - 1);
        }

        @Override
        public KeyProver prover(int k, MateSearch s) {
            return Solver.this.prover(k, s);
        }

        @Override
        public void ready(MateSearch s) {
            Solver.this.ready(s);
        }
    };

    public Solver(SolveOptions options) {
        this(options, KeyProver.FIRST_LENGTH);
    }

    /**
     * A solver that asks the proof-number search about stipulations of {@code proofSearchFrom}
     * moves and more ({@link Integer#MAX_VALUE}: never), for tests that hold both searches to the
     * same answers.
     */
    Solver(SolveOptions options, int proofSearchFrom) {
        this.options = options;
        this.shares = HashShares.of(options.hashMegabytes());
        this.proofSearchFrom = shares.proofSearch() ? proofSearchFrom : Integer.MAX_VALUE;
        this.table = new TranspositionTable(shares.transpositionMegabytes());
        this.proofTable = new ProofTable(shares.proofBytes());
        this.search = new MateSearch(table);
        this.helpSearch = new HelpSearch(table); // keys salted apart from the battle searches
        this.seriesSearch = new SeriesSearch(table); // and from help play
        this.search.setMaxThreatLength(options.maxThreatLength());
        this.search.setRestrictions(options.restrictions());
    }

    public SolveOptions options() {
        return options;
    }

    /**
     * Lets help play take on more threads while it runs, one for each core that {@code cores}
     * lends (a batch's cores with no problem left, {@link SpareCores}); the solutions do not
     * change, as with --threads.
     */
    public void useSpareCores(SpareCores cores) {
        this.recruits = new HelpRecruits(cores, () -> new HelpSearch(table));
        this.spareCores = cores;
    }

    public void setProgress(Progress progress) {
        this.progress = progress;
    }

    /** The engine (for node counts while a solve runs, or to stop it from another thread). */
    public MateSearch search() {
        return search;
    }

    /**
     * Moves played by every search (battle play in each thread, help play), for progress displays.
     * With several threads the count depends on how they shared the work, unlike the solutions.
     */
    public long nodes() {
        long nodes = search.clock().moves() + helpNodes() + seriesSearch.clock().moves();
        for (KeyProver prover : provers) {
            nodes += prover.nodes();
        }
        for (MateSearch helper : helpers) {
            nodes += helper.clock().moves();
        }
        for (MateSearch s : defenceSplit.searches()) {
            nodes += s.clock().moves();
        }
        TurnSearch turns = turnSearch;
        if (turns != null) {
            nodes += turns.clock().moves(); // read from another thread: a progress figure, not an exact count
        }
        return nodes;
    }

    /**
     * Wall time the threads of this solver have spent at work on first moves so far, added over
     * the threads: examining a first move of their own, or, out of first moves, helping with
     * another thread's proof-number question. Over the threads' wall time it says how busy the
     * split kept them, and so what more cores could give (the time a thread waits for the
     * others, at the end or between questions, is left out). Help play's threads, and those that
     * {@link DefenceSplit} borrows for one hard first move, are not counted.
     */
    public long busyNanos() {
        return busyNanos.get();
    }

    private long helpingNanos() {
        long nanos = 0;
        for (KeyProver prover : provers) {
            nanos += prover.helpingNanos();
        }
        return nanos;
    }

    /**
     * Moves played by the battle search of each thread so far, its proof-number search's
     * included, this solver's own first (the others in no order): how evenly the threads shared
     * the work, whatever else runs on the machine. An estimate where the defence split ran: its
     * searches are counted with the least busy threads, since they ran on the threads the
     * first-move split had left idle.
     */
    public long[] nodesPerThread() {
        long[] nodes = new long[1 + helpers.size()];
        nodes[0] = search.clock().moves();
        for (int k = 0; k < helpers.size(); k++) {
            nodes[k + 1] = helpers.get(k).clock().moves();
        }
        // The k-th key prover runs on the k-th thread (see examiners).
        for (int k = 0; k < Math.min(provers.size(), nodes.length); k++) {
            nodes[k] += provers.get(k).nodes();
        }
        List<MateSearch> shared = defenceSplit.searches();
        for (int i = 0; i < shared.size(); i++) {
            java.util.Arrays.sort(nodes, 1, nodes.length);
            if (nodes.length > 1) {
                nodes[1] += shared.get(i).clock().moves();
            }
        }
        return nodes;
    }

    /** Asks a running solve (from another thread) to stop, every thread of it: it ends as unfinished. */
    public void requestStop() {
        search.clock().requestStop();
        helpSearch.clock().requestStop();
        helpHelpers.forEach(h -> h.clock().requestStop());
        if (recruits != null) {
            recruits.all().forEach(h -> h.clock().requestStop());
        }
        seriesSearch.clock().requestStop();
        helpers.forEach(h -> h.clock().requestStop());
        defenceSplit.searches().forEach(h -> h.clock().requestStop());
        provers.forEach(KeyProver::requestStop);
        TurnSearch turns = turnSearch;
        if (turns != null) {
            turns.clock().requestStop();
        }
    }

    /** A problem in turns is being solved with {@code search} on this solver's behalf: stop it with this solver. */
    void attach(TurnSearch search) {
        turnSearch = search;
    }

    void detach(TurnSearch search) {
        if (turnSearch == search) {
            turnSearch = null;
        }
    }

    public SolutionTree solve(String fen, Stipulation stipulation) {
        return solve(Position.fromFen(fen), stipulation);
    }

    /** Solves without changing {@code diagram}, within the time limit of the options counted from now. */
    public SolutionTree solve(Position diagram, Stipulation stipulation) {
        return solve(diagram, stipulation, deadlineFromNow());
    }

    /**
     * The {@link System#nanoTime} by which a problem started now must stop: {@link Long#MAX_VALUE}
     * without a limit, or when the limit lies beyond what a long can count (--max-time 1e10).
     */
    public long deadlineFromNow() {
        return deadlineFromNow(options.maxTimeMillis());
    }

    /** As {@link #deadlineFromNow()}, for a limit of {@code millis} (0 for none). */
    static long deadlineFromNow(long millis) {
        if (millis <= 0 || millis > Long.MAX_VALUE / 2_000_000L) {
            return Long.MAX_VALUE;
        }
        long now = System.nanoTime();
        long deadline = now + millis * 1_000_000L;
        return deadline < now ? Long.MAX_VALUE : deadline; // past the end of the clock's count: no limit
    }

    /**
     * Solves without changing {@code diagram}, stopping at {@code deadline} (a {@link System#nanoTime}):
     * the parts of one problem share its deadline, since the time limit is per problem.
     */
    public SolutionTree solve(Position diagram, Stipulation stipulation, long deadline) {
        return solve(diagram, stipulation, deadline, move -> false);
    }

    /**
     * As {@link #solve(Position, Stipulation, long)}, taking up a problem an earlier run left
     * unfinished: the first moves {@code ruledOutEarlier} names were proven by that run to be
     * neither keys nor tries, and are not examined again (see {@link EarlierRun}).
     */
    public SolutionTree solve(Position diagram, Stipulation stipulation, long deadline, java.util.function.IntPredicate ruledOutEarlier) {
        long start = System.nanoTime();
        long nodesBefore = battleNodes();
        search.clock().runUntil(deadline);
        String fen = diagram.toFen();
        Position p = diagram.copy();
        int n = stipulation.moves();
        List<Defect> defects = PositionValidator.defects(p);
        if (!defects.isEmpty()) {
            Verdict illegal = Verdict.illegal(defects);
            return new SolutionTree(fen, stipulation, options, List.of(), List.of(), null, null, illegal, false,
                    false, List.of(), 0, 0);
        }
        if (stipulation.play() == Play.HELP || stipulation.play().series()) {
            // No proof-number search here: its tables' memory goes to the transposition table.
            proofTable.release();
            table.limit(shares.hashMegabytes());
            return stipulation.play() == Play.HELP ? solveHelp(fen, p, stipulation, start)
                    : solveSeries(fen, p, stipulation, start, deadline);
        }
        table.limit(shares.transpositionMegabytes());
        search.setAim(stipulation.goal(), stipulation.play());
        this.goal = stipulation.goal();
        this.play = stipulation.play();
        this.deadline = deadline;
        this.proofSearchAllowed = stipulation.goal() == Goal.MATE && stipulation.play() == Play.DIRECT
                && !options.restricted();
        for (int k = 0; k < options.threads() - 1; k++) {
            helper(k).setAim(stipulation.goal(), stipulation.play());
            helper(k).clock().runUntil(deadline);
        }
        Run run = new Run(p, n, stipulation, ruledOutEarlier);
        try {
            if (options.postKey()) {
                run.postKey();
            } else {
                run.setPlay();
                run.firstMoves();
            }
        } catch (SearchAborted stopped) {
            run.partial = true;
            run.notes.add(StopNotes.stopped(options, deadline));
        }
        Verdict verdict = run.verdict();
        boolean cut = run.builder.cut();
        if (cut) {
            // Added after the verdict: the cut limits what is shown, never what was decided.
            run.notes.add(treeCutNote(options.maxTreeNodes()));
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new SolutionTree(fen, stipulation, options, run.keys, run.tries, run.setPlay, run.postKeyPlay,
                verdict, run.partial, cut, run.notes, battleNodes() - nodesBefore, millis, List.of(), List.of(),
                RuleSet.ORTHODOX, run.openFirstMoves, run.partial ? run.ruledOut : List.of());
    }

    /** A failure of a thread of the split, thrown again in the solving thread. */
    static RuntimeException rethrown(Throwable failure) {
        if (failure instanceof RuntimeException e) {
            return e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(failure);
    }

    /**
     * The key prover of the k-th thread of the split (0: this solver's own search), made on first
     * use. All share one proof table: a thread's proofs and disproofs serve the others where their
     * first moves transpose, and no thread's table is cut to a fraction of --hash's proof part.
     * With a table of its own per thread, each half the size, matetrack-3912 (#9) played 35% more
     * moves on two threads than on one (docs/long-mates.md).
     */
    private KeyProver prover(int k, MateSearch s) {
        while (provers.size() <= k) {
            int index = provers.size();
            MateSearch own = index == k ? s : (index == 0 ? search : helper(index - 1));
            ProofNumberSearch proofs = new ProofNumberSearch(proofTable, own);
            provers.add(new KeyProver(own, proofs, proofSearchFrom));
        }
        KeyProver prover = provers.get(k);
        prover.enable(proofSearchAllowed);
        prover.setDeadline(deadline);
        return prover;
    }

    /**
     * What the proof-number search of this solver's threads has settled, to be kept when a
     * problem stops unfinished and read back when it is taken up (--continue). Only between
     * solves: not while a search runs.
     */
    public SettledProofs settledProofs() {
        return new SettledProofs(proofTable);
    }

    /**
     * Empties the proof-number search's table before a new problem, so that what a stop keeps
     * ({@link #settledProofs}) is that problem's alone (see {@link ProblemSolver#keepProofsApart}).
     */
    public void clearProofs() {
        proofTable.clear();
    }

    /** The most this solver's tables may take for the problem at hand: within --hash. */
    long tablesCeilingBytes() {
        return table.maxBytes() + proofBytesHeld();
    }

    /** The memory the proof table of this solver's threads holds now. */
    long proofBytesHeld() {
        return proofTable.allocatedBytes();
    }

    /** The k-th helper search (0-based), made on first use like this solver's own. */
    private MateSearch helper(int k) {
        while (helpers.size() <= k) {
            helpers.add(newHelper());
        }
        return helpers.get(k);
    }

    /** A search on this solver's table under its conditions. */
    private MateSearch newHelper() {
        MateSearch h = new MateSearch(table);
        h.setMaxThreatLength(options.maxThreatLength());
        h.setRestrictions(options.restrictions());
        return h;
    }

    /** Gives a borrowed search the aim and deadline of the problem being solved. */
    private void ready(MateSearch s) {
        s.setAim(goal, play);
        s.clock().runUntil(deadline);
    }

    /** The note on a tree cut at its budget, in every format. */
    static String treeCutNote(int maxTreeNodes) {
        return String.format("the tree was cut after %,d moves (--max-tree-nodes %d): keys, tries, refutations"
                + " and the verdict are complete; the variations, threats and duals shown are not", maxTreeNodes, maxTreeNodes);
    }

    private long battleNodes() {
        return nodes() - helpNodes() - seriesSearch.clock().moves();
    }

    private long helpNodes() {
        long nodes = helpSearch.clock().moves();
        for (HelpSearch helper : helpHelpers) {
            nodes += helper.clock().moves();
        }
        if (recruits != null) {
            for (HelpSearch recruit : recruits.all()) {
                nodes += recruit.clock().moves();
            }
        }
        return nodes;
    }

    private SolutionTree solveSeries(String fen, Position p, Stipulation stipulation, long start, long deadline) {
        seriesSearch.clock().runUntil(deadline);
        long nodesBefore = seriesSearch.clock().moves();
        List<String> notes = new ArrayList<>();
        if (options.tries() || options.postKey() || options.setPlay()) {
            notes.add("tries, set play and post-key play do not apply to series play");
        }
        HelpSolver.Result result = new SeriesSolver(seriesSearch, options).solve(p, stipulation, notes);
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new SolutionTree(fen, stipulation, options, List.of(), List.of(), null, null, result.verdict(),
                result.partial(), false, notes, seriesSearch.clock().moves() - nodesBefore, millis, result.solutions(), List.of());
    }

    private SolutionTree solveHelp(String fen, Position p, Stipulation stipulation, long start) {
        long helpDeadline = options.maxTimeMillis() > 0 ? start + options.maxTimeMillis() * 1_000_000L : Long.MAX_VALUE;
        List<HelpSearch> searches = new ArrayList<>(List.of(helpSearch));
        while (helpHelpers.size() < options.threads() - 1) {
            helpHelpers.add(new HelpSearch(table));
        }
        searches.addAll(helpHelpers.subList(0, Math.max(0, options.threads() - 1)));
        for (HelpSearch s : searches) {
            s.clock().runUntil(helpDeadline);
        }
        long nodesBefore = helpNodes();
        List<String> notes = new ArrayList<>();
        if (options.tries() || options.postKey()) {
            notes.add("tries and post-key play do not apply to help play");
        }
        HelpSolver.Result result = new HelpSolver(new HelpSplit(searches, recruits), options).solve(p, stipulation, notes);
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new SolutionTree(fen, stipulation, options, List.of(), List.of(), null, null, result.verdict(),
                result.partial(), false, notes, helpNodes() - nodesBefore, millis, result.solutions(), result.setPlay());
    }

    /** The state of one solve; its lists survive a stop so that what was proven can be shown. */
    private final class Run {
        final Position p;
        final int n;
        final String fen;
        final TreeBuilder builder;
        final List<Key> keys = new ArrayList<>();
        final List<Try> tries = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        /** The first moves a stop left open, for the user to see how far the search got. */
        final List<OpenFirstMove> openFirstMoves = new ArrayList<>();
        /** The first moves proven to be neither keys nor tries, by an earlier run or this one: what a stop keeps. */
        final List<Integer> ruledOut = new ArrayList<>();
        /** The first moves an earlier run of the problem ruled out (see {@link EarlierRun}). */
        final java.util.function.IntPredicate ruledOutEarlier;
        Defences setPlay;
        Defences postKeyPlay;
        boolean partial;
        boolean truncated;

        Run(Position p, int n, Stipulation stipulation, java.util.function.IntPredicate ruledOutEarlier) {
            this.ruledOutEarlier = ruledOutEarlier;
            this.builder = new TreeBuilder(search, options, stipulation.goal(), stipulation.play());
            this.p = p;
            this.n = n;
            this.fen = p.toFen();
        }

        void postKey() {
            if (!options.variations()) {
                postKeyPlay = refutationsOnly();
                return;
            }
            postKeyPlay = builder.defences(p, n - 1, options.threats(), true);
            if (options.tries()) {
                notes.add("tries do not apply to post-key play");
            }
        }

        /**
         * Keys-only post-key play ("is the side to move mated?"): each defence is tested with one
         * mate search, without threats or continuations.
         */
        private Defences refutationsOnly() {
            List<Refutation> refutations = new ArrayList<>();
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(p, list, 0);
            for (int i = 0; i < count; i++) {
                p.make(list[i]);
                if (!search.attackerMates(p, n - 1)) {
                    boolean check = p.inCheck();
                    refutations.add(new Refutation(fen, list[i], check, check && MateSearch.isCheckmate(p)));
                }
                p.unmake(list[i]);
            }
            return new Defences(fen, n - 1, null, false, List.of(), refutations);
        }

        void setPlay() {
            if (!options.setPlay()) {
                return;
            }
            if (p.inCheck()) {
                notes.add("no set play: the side to move is in check, so its opponent cannot be to move");
                return;
            }
            if (n < 2) {
                return; // after a set move the attacker would have no move left
            }
            p.makeNull();
            setPlay = builder.defences(p, n - 1, false, false);
            p.unmakeNull();
        }

        /**
         * Every first move examined (by {@code options.threads()} threads sharing the table), the
         * keys and tries gathered in the order of the moves, so that they are the same whatever
         * the number of threads.
         */
        void firstMoves() {
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(p, list, 0);
            if (count == 0) {
                notes.add(p.inCheck() ? "the side to move is checkmated" : "the side to move is stalemated");
            }
            int[] moves = notRuledOutEarlier(list, count);
            count = moves.length;
            FirstMovesInProgress inProgress = new FirstMovesInProgress(count);
            FirstMoveCrew crew = new FirstMoveCrew(threadsOfSolver, new FirstMoveCrew.Shared(options, defenceSplit, busyNodes, progress),
                    new FirstMoveCrew.Problem(p, fen, n, builder), moves, inProgress, spareCores);
            List<FirstMoveExaminer> examiners = crew.examiners();
            int[] keysInOrder = {0};
            FirstMoveSplit<FirstMoveOutcome> split = new FirstMoveSplit<>(queue(moves, examiners, crew.apart), count,
                    outcome -> options.maxSolutions() > 0
                    && outcome.found() instanceof Key && ++keysInOrder[0] >= options.maxSolutions());
            crew.watch(split::idleThreads);
            long helpedBefore = helpingNanos();
            FirstMoveSplit.Outcomes<FirstMoveOutcome> outcomes = split.run(examiners, crew::stopAll, crew.recruiter());
            busyNanos.addAndGet(outcomes.examiningNanos() + helpingNanos() - helpedBefore);
            for (int i = 0; i < outcomes.needed(); i++) {
                FirstMoveOutcome outcome = outcomes.outcome(i);
                FirstMove found = outcome == null ? null : settled(outcome, moves[i], outcomes.failure() == null);
                if (found instanceof Key key) {
                    keys.add(key);
                } else if (found instanceof Try aTry) {
                    tries.add(aTry);
                } else if (outcome != null && outcome.found() == null) { // not a key or try left out by a stop
                    ruledOut.add(moves[i]);
                }
            }
            if (outcomes.failure() != null) {
                for (int i = 0; i < outcomes.needed(); i++) {
                    if (outcomes.outcome(i) == null) {
                        openFirstMoves.add(inProgress.open(i, moves[i]));
                    }
                }
                throw rethrown(outcomes.failure());
            }
            if (outcomes.needed() < count) {
                truncated = true;
                notes.add(StopNotes.limitReached(options, "key"));
            }
        }

        /**
         * The legal first moves less those an earlier run ruled out, in their order; those are
         * kept as ruled out, for a stop to record again, and the tree says how many were taken over.
         */
        private int[] notRuledOutEarlier(int[] list, int count) {
            int[] moves = new int[count];
            int left = 0;
            for (int i = 0; i < count; i++) {
                if (ruledOutEarlier.test(list[i])) {
                    ruledOut.add(list[i]);
                } else {
                    moves[left++] = list[i];
                }
            }
            if (!ruledOut.isEmpty()) {
                notes.add(StopNotes.continued(ruledOut.size(), count));
            }
            return java.util.Arrays.copyOf(moves, left);
        }

        /**
         * How the first moves go to the threads: where idle threads join the questions being
         * asked (the long mates), one thread to a unit, since the moves of one unit share their
         * work through the table when they come one after another; elsewhere in their order.
         */
        private static FirstMoveQueue queue(int[] moves, List<FirstMoveExaminer> examiners, boolean apart) {
            if (!apart || !examiners.get(0).joinsQuestions()) {
                return FirstMoveQueue.inOrder(moves.length);
            }
            int[] origins = new int[moves.length];
            for (int i = 0; i < moves.length; i++) {
                origins[i] = Move.from(moves[i]);
            }
            return FirstMoveQueue.unitsApart(origins);
        }

        /**
         * The key or try of an outcome, its tree as the problem's budget allows: a tree built apart
         * is kept when it fits in what the moves before it left, else (it would have been cut)
         * rebuilt with the problem's budget, here, in the order of the moves.
         *
         * @param canRebuild false once the search was stopped: a tree that would need rebuilding
         *                   is then left out with its move, as a stopped search leaves it
         */
        private FirstMove settled(FirstMoveOutcome outcome, int move, boolean canRebuild) {
            FirstMove found = outcome.found();
            if (found == null || !outcome.apart() || !options.variations()) {
                return found;
            }
            if (!outcome.cutApart() && builder.budget().takeAll(outcome.treeMoves())) {
                return found;
            }
            if (!canRebuild) {
                return null;
            }
            p.make(move);
            Attack tree = builder.attackTree(fen, move, p, n - 1);
            p.unmake(move);
            return found instanceof Key key ? new Key(tree, key.mateLength()) : new Try(tree);
        }

        Verdict verdict() {
            List<Dual> duals = new ArrayList<>();
            for (Key key : keys) {
                Duals.collect(key.attack(), new ArrayList<>(), duals);
            }
            int shortest = keys.stream().mapToInt(Key::mateLength).min().orElse(0);
            List<String> reasons = new ArrayList<>(notes);
            Verdict.Kind kind = Verdict.battleKind(partial,
                    options.postKey() ? postKeyPlay.refutations().isEmpty() : null, keys.size(), shortest, n, truncated);
            // The restriction is data on the verdict; the reports word it (report/RestrictionWords).
            return new Verdict(kind, reasons, keys, shortest, duals, List.of(), 0, 0, Restriction.of(options));
        }
    }
}
