package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Play;

/**
 * Builds solution trees with Popeye 4.104's rules for what is shown, asking {@link MateSearch}
 * every question:
 * <ul>
 * <li>after an attacking move that is not check, the threat is the set of moves that would mate
 *     in the fewest moves if the defender passed; none means zugzwang;</li>
 * <li>with a threat of length t, a defence is shown when the attacker then needs at least t moves
 *     and not every threat move still mates in t (so it "defeats" at least one threat); a defence
 *     after which mate comes sooner than t is not shown (unless all short variations are asked
 *     for), nor one that leaves all threats working;</li>
 * <li>without a threat (check, zugzwang, threats off) every defence with a continuation is shown;</li>
 * <li>after a shown defence, every attacking move that mates in the fewest moves is listed (duals
 *     visible), each with its own tree at that length.</li>
 * </ul>
 * Allocation is fine here while the tree stays within its {@link TreeBudget} (--max-tree-nodes):
 * past it, no more threat moves, variations or continuations are added (each decision still
 * comes from the search), and {@link #cut()} says so.
 */
final class TreeBuilder {
    private final MateSearch search;
    private final SolveOptions options;
    private final Goal goal;
    private final boolean self;
    private final TreeBudget budget;

    /** A builder for direct mates. */
    TreeBuilder(MateSearch search, SolveOptions options) {
        this(search, options, Goal.MATE, Play.DIRECT);
    }

    /** A builder for direct or self play towards {@code goal}; the search must have the same aim. */
    TreeBuilder(MateSearch search, SolveOptions options, Goal goal, Play play) {
        this(search, options, goal, play, new TreeBudget(options.maxTreeNodes()));
    }

    private TreeBuilder(MateSearch search, SolveOptions options, Goal goal, Play play, TreeBudget budget) {
        this.search = search;
        this.options = options;
        this.goal = goal;
        this.self = play == Play.SELF;
        this.budget = budget;
    }

    /**
     * A builder for one tree built apart, by another thread or ahead of its turn, with its own
     * budget of at most {@code moves} moves (0: no limit) that also takes from {@code pool}
     * (null: none), asking {@code search}.
     */
    TreeBuilder apart(MateSearch search, int moves, java.util.concurrent.atomic.AtomicLong pool) {
        return new TreeBuilder(search, options, goal, self ? Play.SELF : Play.DIRECT, new TreeBudget(moves, pool));
    }

    /** Whether a move the tree would have shown was left out because the budget was spent. */
    boolean cut() {
        return budget.cut();
    }

    /** The budget of the trees this builder builds. */
    TreeBudget budget() {
        return budget;
    }

    /** Whether an attacking move (made) reaches the goal: never in self play, where the defender must. */
    private boolean attackerReached(Position after) {
        return !self && Goals.reached(goal, after);
    }

    /** The tree of a first move that forces mate (or of a try): the attacker's move is already made. */
    Attack attackTree(String fenBefore, int move, Position after, int movesLeft) {
        boolean check = after.inCheck();
        boolean mate = attackerReached(after);
        if (mate) {
            return new Attack(fenBefore, move, true, true, null);
        }
        return new Attack(fenBefore, move, check, false, defences(after, movesLeft, options.threats(), true));
    }

    /** A first move with the refutations only (keys-only mode, or tries without variations). */
    Attack bareAttack(String fenBefore, int move, Position after, List<Refutation> refutations) {
        boolean check = after.inCheck();
        boolean mate = attackerReached(after);
        Defences reply = refutations.isEmpty() ? null
                : new Defences(after.toFen(), 0, null, false, List.of(), refutations);
        return new Attack(fenBefore, move, check, mate, mate ? null : reply);
    }

    /**
     * The defender's play, defender to move and {@code movesLeft} attacking moves after its move.
     *
     * @param threatsHere     compute the threat here (false for set play, and when threats are off)
     * @param keepRefutations list the defences that hold (false for set play, where they are dropped)
     */
    Defences defences(Position p, int movesLeft, boolean threatsHere, boolean keepRefutations) {
        int allowance = search.enterDefence(p, movesLeft); // NonTrivial's allowance for the lines below
        try {
            return defencesWithin(p, movesLeft, threatsHere, keepRefutations);
        } finally {
            search.leaveDefence(allowance);
        }
    }

    private Defences defencesWithin(Position p, int movesLeft, boolean threatsHere, boolean keepRefutations) {
        String fen = p.toFen();
        Threat threat = null;
        boolean zugzwang = false;
        // In self play a defender left only moves that reach the goal ends the play with any of
        // them: no threat to look for, and each such move is shown.
        boolean forced = search.defenderMustReachGoal(p);
        // Once the tree is cut nothing more is shown: spare the threat's search too.
        if (threatsHere && movesLeft >= 1 && !p.inCheck() && !budget.cut() && !forced) {
            p.makeNull();
            int length = search.shortestMate(p, movesLeft);
            if (length > 0) {
                List<Attack> moves = mates(p, length);
                // A threat whose every move was cut would read as "no threat": leave it out instead.
                threat = moves.isEmpty() ? null : new Threat(length, moves);
            } else {
                zugzwang = true;
            }
            p.unmakeNull();
        }
        List<Variation> variations = new ArrayList<>();
        List<Refutation> refutations = new ArrayList<>();
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        for (int i = 0; i < count; i++) {
            int defence = list[i];
            p.make(defence);
            boolean check = p.inCheck();
            if (search.defenderReachedGoal(p)) {
                // A defender who could do otherwise does not end the play early: Popeye shows such a
                // move only where it is forced (or at the end), never as a variation of its own.
                if (!budget.cut() && (movesLeft == 0 || forced || selfEndsShown()) && budget.take()) {
                    variations.add(new Variation(fen, defence, check, 0, List.of(), true));
                }
                p.unmake(defence);
                continue;
            }
            int length = search.shortestMate(p, movesLeft);
            if (length == 0) {
                // Refutations are findings (a try's, or post-key play's verdict): never cut.
                if (keepRefutations) {
                    refutations.add(new Refutation(fen, defence, check, check && MateSearch.isCheckmate(p)));
                }
            } else if (!budget.cut() && shown(p, length, movesLeft, threat) && budget.take()) {
                List<Attack> continuations = mates(p, length);
                if (!continuations.isEmpty()) { // else every continuation was cut: leave the defence out too
                    variations.add(new Variation(fen, defence, check, length, continuations));
                }
            }
            p.unmake(defence);
        }
        return new Defences(fen, movesLeft, threat, zugzwang, variations, refutations);
    }

    /** Defences that end a selfmate early, where the defender had other moves: only on request. */
    private boolean selfEndsShown() {
        return options.allDefences() || options.shortVariations() == SolveOptions.ShortVariations.ALL;
    }

    /** Whether a defence after which the attacker mates in {@code length} (shortest) is shown. */
    private boolean shown(Position p, int length, int movesLeft, Threat threat) {
        SolveOptions.ShortVariations shorts = options.shortVariations();
        if (options.allDefences()) {
            return true;
        }
        if (threat != null) {
            if (length < threat.length()) {
                // The threat is not defeated, mate only comes sooner: Popeye leaves these out.
                return shorts == SolveOptions.ShortVariations.ALL;
            }
            if (length == threat.length() && everyThreatStillMates(p, threat)) {
                return false;
            }
        }
        return shorts != SolveOptions.ShortVariations.NONE || length >= movesLeft;
    }

    /**
     * Whether each threat move is still legal and still mates in the threat's length. Moves are
     * compared by squares and promotion only, as Popeye does (a threat that now captures is the
     * same threat).
     */
    private boolean everyThreatStillMates(Position p, Threat threat) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        for (Attack a : threat.moves()) {
            int same = 0;
            for (int i = 0; i < count; i++) {
                if (sameSquares(list[i], a.move())) {
                    same = list[i];
                    break;
                }
            }
            if (same == 0) {
                return false;
            }
            p.make(same);
            boolean mates = search.defenderLoses(p, threat.length() - 1);
            p.unmake(same);
            if (!mates) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameSquares(int a, int b) {
        return Move.from(a) == Move.from(b) && Move.to(a) == Move.to(b) && Move.promotion(a) == Move.promotion(b);
    }

    /** Attacker to move: every move that forces mate within {@code length}, each with its tree. */
    List<Attack> mates(Position p, int length) {
        String fen = p.toFen();
        List<Attack> result = new ArrayList<>();
        if (budget.cut()) {
            return result;
        }
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        for (int i = 0; i < count; i++) {
            int move = list[i];
            p.make(move);
            if (search.defenderLoses(p, length - 1)) {
                if (!budget.take()) {
                    p.unmake(move);
                    break;
                }
                result.add(attackTree(fen, move, p, length - 1));
            }
            p.unmake(move);
        }
        return result;
    }

    /** The defences that refute an attacking move (already made), at most {@code limit} of them. */
    List<Refutation> refutations(Position p, int movesLeft, int limit) {
        String fen = p.toFen();
        int[] found = new int[limit];
        int count = search.refutations(p, movesLeft, limit, found);
        List<Refutation> result = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            p.make(found[i]);
            boolean check = p.inCheck();
            result.add(new Refutation(fen, found[i], check, check && MateSearch.isCheckmate(p)));
            p.unmake(found[i]);
        }
        return result;
    }
}
