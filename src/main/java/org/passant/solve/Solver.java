package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Defect;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
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
 * <p>One instance keeps its transposition table between problems (the table is salted per
 * condition, so this is safe); not thread-safe.
 */
public final class Solver {
    private final SolveOptions options;
    private final MateSearch search;
    private final HelpSearch helpSearch;
    private final ProofNumberSearch proofs;
    private final KeyProver keyProver;
    private Progress progress = Progress.NONE;

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
        HashShares shares = HashShares.of(options.hashMegabytes());
        TranspositionTable table = new TranspositionTable(shares.transpositionMegabytes());
        this.search = new MateSearch(table);
        this.proofs = new ProofNumberSearch(new ProofTable(shares.proofBytes()), search);
        this.keyProver = new KeyProver(search, proofs, shares.proofSearch() ? proofSearchFrom : Integer.MAX_VALUE);
        this.helpSearch = new HelpSearch(table); // keys salted apart from the battle searches
        this.search.setMaxThreatLength(options.maxThreatLength());
        this.search.setRestrictions(options.restrictions());
    }

    public SolveOptions options() {
        return options;
    }

    public void setProgress(Progress progress) {
        this.progress = progress;
    }

    /** The engine (for node counts while a solve runs, or to stop it from another thread). */
    public MateSearch search() {
        return search;
    }

    /** Moves played by both searches (battle and help play), for progress displays. */
    public long nodes() {
        return search.nodes() + helpSearch.nodes() + proofs.nodes();
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
        long millis = options.maxTimeMillis();
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
        long start = System.nanoTime();
        long nodesBefore = search.nodes() + proofs.nodes();
        search.setDeadline(deadline);
        proofs.setDeadline(deadline);
        String fen = diagram.toFen();
        Position p = diagram.copy();
        int n = stipulation.moves();
        List<Defect> defects = PositionValidator.defects(p);
        if (!defects.isEmpty()) {
            Verdict illegal = Verdict.illegal(defects);
            return new SolutionTree(fen, stipulation, options, List.of(), List.of(), null, null, illegal, false,
                    false, List.of(), 0, 0);
        }
        if (stipulation.play() == Play.HELP) {
            return solveHelp(fen, p, stipulation, start);
        }
        search.setAim(stipulation.goal(), stipulation.play());
        keyProver.enable(stipulation.goal() == Goal.MATE && stipulation.play() == Play.DIRECT && !options.restricted());
        Run run = new Run(p, n, stipulation);
        try {
            if (options.postKey()) {
                run.postKey();
            } else {
                run.setPlay();
                run.firstMoves();
            }
        } catch (SearchAborted stopped) {
            run.partial = true;
            run.notes.add((options.maxTimeMillis() > 0
                    ? "the search was stopped after " + options.maxTimeMillis() / 1000.0 + " s"
                    : "the search was stopped") + "; only what is listed was proven");
        }
        Verdict verdict = run.verdict();
        boolean cut = run.builder.cut();
        if (cut) {
            // Added after the verdict: the cut limits what is shown, never what was decided.
            run.notes.add(treeCutNote(options.maxTreeNodes()));
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new SolutionTree(fen, stipulation, options, run.keys, run.tries, run.setPlay, run.postKeyPlay,
                verdict, run.partial, cut, run.notes, search.nodes() + proofs.nodes() - nodesBefore, millis);
    }

    /** The note on a tree cut at its budget, in every format. */
    static String treeCutNote(int maxTreeNodes) {
        return String.format("the tree was cut after %,d moves (--max-tree-nodes %d): keys, tries, refutations"
                + " and the verdict are complete; the variations, threats and duals shown are not", maxTreeNodes, maxTreeNodes);
    }

    private SolutionTree solveHelp(String fen, Position p, Stipulation stipulation, long start) {
        helpSearch.setDeadline(options.maxTimeMillis() > 0 ? start + options.maxTimeMillis() * 1_000_000L : Long.MAX_VALUE);
        long nodesBefore = helpSearch.nodes();
        List<String> notes = new ArrayList<>();
        if (options.tries() || options.postKey()) {
            notes.add("tries and post-key play do not apply to help play");
        }
        HelpSolver.Result result = new HelpSolver(helpSearch, options).solve(p, stipulation, notes);
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new SolutionTree(fen, stipulation, options, List.of(), List.of(), null, null, result.verdict(),
                result.partial(), false, notes, helpSearch.nodes() - nodesBefore, millis, result.solutions(), result.setPlay());
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
        Defences setPlay;
        Defences postKeyPlay;
        boolean partial;
        boolean truncated;

        Run(Position p, int n, Stipulation stipulation) {
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

        void firstMoves() {
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.legal(p, list, 0);
            if (count == 0) {
                notes.add(p.inCheck() ? "the side to move is checkmated" : "the side to move is stalemated");
            }
            for (int i = 0; i < count; i++) {
                int move = list[i];
                progress.examining(i, count, fen, move);
                p.make(move);
                if (keyProver.mates(p, n - 1)) {
                    int length = 1 + keyProver.shortestLoss(p, n - 1);
                    Attack tree = options.variations()
                            ? builder.attackTree(fen, move, p, n - 1)
                            : builder.bareAttack(fen, move, p, List.of());
                    keys.add(new Key(tree, length));
                } else if (options.tries()) {
                    List<Refutation> refutations = builder.refutations(p, n - 1, options.maxRefutations() + 1);
                    if (!refutations.isEmpty() && refutations.size() <= options.maxRefutations()) {
                        Attack tree = options.variations()
                                ? builder.attackTree(fen, move, p, n - 1)
                                : builder.bareAttack(fen, move, p, refutations);
                        tries.add(new Try(tree));
                    }
                }
                p.unmake(move);
                if (options.maxSolutions() > 0 && keys.size() >= options.maxSolutions() && i + 1 < count) {
                    truncated = true;
                    notes.add("stopped after " + options.maxSolutions() + " keys (maximum number of solutions)");
                    return;
                }
            }
        }

        Verdict verdict() {
            List<Dual> duals = new ArrayList<>();
            for (Key key : keys) {
                Duals.collect(key.attack(), new ArrayList<>(), duals);
            }
            int shortest = keys.stream().mapToInt(Key::mateLength).min().orElse(0);
            List<String> reasons = new ArrayList<>(notes);
            Verdict.Kind kind;
            if (partial) {
                kind = Verdict.Kind.UNFINISHED;
            } else if (options.postKey()) {
                kind = postKeyPlay.refutations().isEmpty() ? Verdict.Kind.SOUND : Verdict.Kind.NO_SOLUTION;
            } else if (keys.isEmpty()) {
                kind = Verdict.Kind.NO_SOLUTION;
            } else if (shortest < n) {
                kind = Verdict.Kind.SHORT_SOLUTION;
            } else if (keys.size() > 1) {
                kind = Verdict.Kind.COOKED;
            } else {
                kind = Verdict.Kind.SOUND;
            }
            if (truncated && kind == Verdict.Kind.SOUND) {
                kind = Verdict.Kind.UNFINISHED; // more keys may exist beyond the limit
            }
            // The restriction is data on the verdict; the reports word it (report/RestrictionWords).
            return new Verdict(kind, reasons, keys, shortest, duals, List.of(), 0, 0, Restriction.of(options));
        }
    }
}
