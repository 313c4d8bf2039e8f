package org.passant.solve;

import java.util.Arrays;
import java.util.List;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Stipulation;

/**
 * The helpmate search: every sequence of exactly k half-moves, both sides cooperating, after which
 * the side to move is mated (stalemated). A goal reached before the last half-move ends the play,
 * so help play has no short solutions, only solutions of the stated length.
 *
 * <p>What makes it fast: the last half-move of a mate is looked for among checks only, and a
 * bounded transposition table remembers, per position and number of half-moves left, that no
 * solution follows (keyed by the exact number: help play is not monotonic in the length, a help
 * mate in 3 does not follow from one in 2), whether the search or one of the bounds below proved
 * it; the table is read before the bounds are asked. Every solution is enumerated, so there is nothing to
 * cut off elsewhere: a position with a solution below it is searched again when reached by another
 * order of moves, which is what keeps transposed solutions distinct. At every depth,
 * {@link KingNetBound} skips the positions where no final picture (the king in check or not, every
 * square around it held or attacked) is within reach in the moves left (one and two half-moves
 * before a stalemate only while it cuts often, {@link CutRate}), and for a mate
 * {@link MatePictureBound} asks the same with each unit on one final square and each side's moves
 * summed over its units; two half-moves before a mate, {@link MatingNetBound} proves most
 * positions hopeless without playing a move, and three half-moves before it turns away all the
 * quiet moves of one mating unit at once. A stalemate is looked for the same way, from the end:
 * from two half-moves before it, while the side to be stalemated has two moves or fewer,
 * {@link ImmobilityBound} skips the positions where its units that can step now cannot all be
 * stopped in time, and four half-moves before it turns away all the moves of one of its units at
 * once, asked once for them before any is played; two half-moves before it
 * {@link SelfBlockFilter} also turns away the moves after which no reply can take away every move
 * left, and on the last half-move {@link StalemateMoveFilter} lets through only the moves that
 * can. Not thread-safe.
 */
public final class HelpSearch {
    private static final int MAX_PLY = 2 * Stipulation.MAX_MOVES + 4;
    private static final long HELP = 0x4F1BBCDCBFA53E0BL;
    private static final long PLIES = 0x94D049BB133111EBL;
    private static final long STALEMATE = 0xBF58476D1CE4E5B9L;

    private final TranspositionTable table;
    /** Null in the plain search that the tests keep as the oracle of the bounded one (both). */
    private final MatingNetBound bound;
    private final KingNetBound kingNet;
    private final MatePictureBound matePicture;
    private final ImmobilityBound immobility;
    private final StalemateMoveFilter stalemateFilter;
    private final SelfBlockFilter selfBlockFilter;
    /** How often KingNetBound cuts one and two half-moves before a stalemate (index: half-moves left). */
    private final CutRate[] nearStalemate = {null, new CutRate(4), new CutRate(8)};
    private final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final int[] line = new int[MAX_PLY];
    private Goal goal = Goal.MATE;
    private int limit;
    private List<int[]> found;
    /** Counts the moves and says when to stop. */
    private final SearchClock clock = new SearchClock();

    public HelpSearch(TranspositionTable table) {
        this(table, new MatingNetBound(), new StalemateMoveFilter(), new SelfBlockFilter());
    }

    private HelpSearch(TranspositionTable table, MatingNetBound bound, StalemateMoveFilter stalemateFilter,
            SelfBlockFilter selfBlockFilter) {
        this.table = table;
        this.bound = bound;
        this.kingNet = bound == null ? null : new KingNetBound();
        this.matePicture = bound == null ? null : new MatePictureBound();
        this.immobility = bound == null ? null : new ImmobilityBound();
        this.stalemateFilter = stalemateFilter;
        this.selfBlockFilter = selfBlockFilter;
    }

    /**
     * The search without {@link KingNetBound}, {@link MatingNetBound}, {@link StalemateMoveFilter}
     * and {@link SelfBlockFilter}: every move played out; the oracle of the tests.
     */
    static HelpSearch plain(TranspositionTable table) {
        return new HelpSearch(table, null, null, null);
    }

    /** Its half-moves played and its stop. */
    public SearchClock clock() {
        return clock;
    }

    /**
     * The solutions from {@code p}: sequences of {@code plies} half-moves, the side to move first,
     * in the order of the move generator, at most {@code limit} of them (0: all).
     *
     * @throws SearchAborted when the time is up; the solutions found so far are then lost to the
     *                       caller, which reports the search as unfinished
     */
    public List<int[]> solutions(Position p, int plies, Goal goal, int limit, List<int[]> out) {
        if (plies < 1 || plies > MAX_PLY - 2) {
            throw new IllegalArgumentException("help play of 1 to " + (MAX_PLY - 2) + " half-moves, found " + plies);
        }
        begin(goal, limit, out);
        search(p, plies, 0);
        return out;
    }

    /**
     * The moves that {@link #solutions} plays from {@code p} with {@code plies} (three or more)
     * half-moves to go, in its order; none when the table or a bound proves that nothing
     * follows. For sharing them out among threads ({@link HelpSplit}).
     */
    int[] firstMoves(Position p, int plies, Goal goal) {
        if (plies < 3 || plies > MAX_PLY - 2) {
            throw new IllegalArgumentException("first moves of help play of 3 to " + (MAX_PLY - 2) + " half-moves, found " + plies);
        }
        begin(goal, 0, null);
        if (hopeless(p, plies, key(p, plies))) {
            return new int[0];
        }
        int[] list = moves[0];
        return Arrays.copyOf(list, MoveGenerator.legal(p, list, 0));
    }

    /**
     * The solutions of {@code plies} half-moves from {@code p} that begin with the moves of
     * {@code prefix} (each one {@link #firstMoves} gave in the position before it, with at least
     * two half-moves left after them), added to {@code out} in the order {@link #solutions}
     * finds them.
     *
     * @throws SearchAborted when the time is up or a stop was asked; {@code p} is then left in the
     *                       middle of a line
     */
    void solutionsAfter(Position p, int[] prefix, int plies, Goal goal, List<int[]> out) {
        begin(goal, 0, out);
        for (int i = 0; i < prefix.length; i++) {
            p.make(prefix[i]);
            tick();
            line[i] = prefix[i];
        }
        search(p, plies - prefix.length, prefix.length);
        for (int i = prefix.length - 1; i >= 0; i--) {
            p.unmake(prefix[i]);
        }
    }

    private void begin(Goal goal, int limit, List<int[]> out) {
        this.goal = goal;
        this.limit = limit;
        this.found = out;
        nearStalemate[1].reset();
        nearStalemate[2].reset();
    }

    /** Whether at least one solution of {@code plies} half-moves follows; lists the ones found. */
    private boolean search(Position p, int plies, int ply) {
        if (plies == 1) {
            return !(kingNet != null && asksKingNet(1) && !kingNetAllows(p, 1)) && lastMove(p, ply);
        }
        long key = key(p, plies);
        if (hopeless(p, plies, key)) {
            return false;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.legal(p, list, 0);
        boolean selfBlocks = plies == 2 && goal == Goal.STALEMATE && selfBlockFilter != null;
        if (selfBlocks) {
            selfBlockFilter.prepare(p, list, count);
        }
        boolean unitsJudged = judgesUnits(plies);
        if (unitsJudged) {
            unitsAsked[ply] = 0;
        }
        boolean any = false;
        for (int i = 0; i < count && !full(); i++) {
            int move = list[i];
            if (selfBlocks && !selfBlockFilter.mayBeFollowedByStalemate(move)) {
                continue;
            }
            if (unitsJudged && isJudged(move, plies) && !unitMayMove(p, list, count, plies, ply, Move.from(move))) {
                continue;
            }
            p.make(move);
            tick();
            line[ply] = move;
            // A goal reached before the end leaves no legal move, so nothing follows it.
            any |= search(p, plies - 1, ply + 1);
            p.unmake(move);
        }
        if (!any && !full()) {
            table.storeNoMate(key, plies, 0);
        }
        return any;
    }

    /** Per ply: the squares of the units whose moves were judged together, and of those after whose moves a goal may follow. */
    private final long[] unitsAsked = new long[MAX_PLY];
    private final long[] unitsAllowed = new long[MAX_PLY];

    /**
     * Whether the moves of each unit are judged together before any is played, with
     * {@code plies} half-moves to go: four before a stalemate, the side to be stalemated to move
     * ({@link ImmobilityBound}); three before a mate, the mating side to move
     * ({@link MatingNetBound}). (Four before a mate, {@link MatePictureBound} asked the same way
     * with the unit one move nearer searched fewer moves but took longer: problem 96 of
     * problems/helpmates.inp, 10.1 against 11.0 million moves, 4.5 against 4.0 s.)
     */
    private boolean judgesUnits(int plies) {
        return switch (goal) {
            case STALEMATE -> plies == 4 && immobility != null;
            case MATE -> plies == 3 && bound != null;
            default -> false;
        };
    }

    /** Whether {@code move} is among those judged by its unit: three half-moves before a mate, the quiet ones only. */
    private boolean isJudged(int move, int plies) {
        return plies != 3 || !Move.isCapture(move) && !Move.isPromotionEnPassantOrCastling(move);
    }

    /**
     * Whether a goal may follow a move of the unit on {@code from}, the bound asked once for all
     * of that unit's judged moves in {@code list} and the answer remembered for the rest.
     */
    private boolean unitMayMove(Position p, int[] list, int count, int plies, int ply, int from) {
        long unit = 1L << from;
        if ((unitsAsked[ply] & unit) == 0) {
            long landings = 0;
            for (int i = 0; i < count; i++) {
                if (Move.from(list[i]) == from && isJudged(list[i], plies)) {
                    landings |= 1L << Move.to(list[i]);
                }
            }
            unitsAsked[ply] |= unit;
            boolean may = goal == Goal.STALEMATE ? immobility.stalemateMayFollowAMoveFrom(p, plies, from, landings)
                    : bound.mateMayFollowAMoveFrom(p, from, landings);
            unitsAllowed[ply] = may ? unitsAllowed[ply] | unit : unitsAllowed[ply] & ~unit;
        }
        return (unitsAllowed[ply] & unit) != 0;
    }

    private long key(Position p, int plies) {
        return p.hash() ^ HELP ^ (PLIES * plies) ^ (goal == Goal.STALEMATE ? STALEMATE : 0);
    }

    /**
     * Whether the table or a bound proves that no solution of {@code plies} (two or more)
     * half-moves follows. The table first: a transposed position already proven hopeless costs
     * one probe, not the bounds again; what the bounds prove is remembered like what the search
     * proves.
     */
    private boolean hopeless(Position p, int plies, long key) {
        if (TranspositionTable.noMateBound(table.probe(key)) == plies) {
            return true;
        }
        if (!boundsAllow(p, plies)) {
            table.storeNoMate(key, plies, 0);
            return true;
        }
        return false;
    }

    /** Whether no bound rules out a goal {@code plies} (two or more) half-moves from {@code p}. */
    private boolean boundsAllow(Position p, int plies) {
        if (immobility != null && goal == Goal.STALEMATE && !immobility.stalemateMayFollow(p, plies)) {
            return false;
        }
        if (kingNet != null && asksKingNet(plies) && !kingNetAllows(p, plies)) {
            return false;
        }
        if (matePicture != null && goal == Goal.MATE && plies > 2 && !matePicture.mateMayFollow(p, plies)) {
            return false;
        }
        return !(plies == 2 && goal == Goal.MATE && bound != null && !bound.mateMayFollow(p));
    }

    private boolean kingNetAllows(Position p, int plies) {
        boolean mayFollow = kingNet.goalMayFollow(p, plies, goal);
        if (plies <= 2) {
            nearStalemate[plies].record(!mayFollow);
        }
        return mayFollow;
    }

    /**
     * The last half-move: only checks can mate, and only a move that takes away every move the
     * opponent has now can stalemate.
     */
    private boolean lastMove(Position p, int ply) {
        boolean filtered = goal == Goal.STALEMATE && stalemateFilter != null;
        if (filtered && !stalemateFilter.prepare(p)) {
            return false;
        }
        int[] list = moves[ply];
        int count = goal == Goal.MATE ? MoveGenerator.checks(p, list, 0) : MoveGenerator.legal(p, list, 0);
        boolean any = false;
        for (int i = 0; i < count && !full(); i++) {
            int move = list[i];
            if (filtered && !stalemateFilter.mayStalemate(move)) {
                continue;
            }
            p.make(move);
            tick();
            if (Goals.reached(goal, p)) {
                line[ply] = move;
                int[] solution = new int[ply + 1];
                System.arraycopy(line, 0, solution, 0, ply + 1);
                found.add(solution);
                any = true;
            }
            p.unmake(move);
        }
        return any;
    }

    /**
     * Two half-moves and fewer before a mate, MatingNetBound and the checks-only last move judge
     * more sharply and for less than the final picture's distances would. Before a stalemate the
     * final picture pays there only where it cuts often: in problem 24 of problems/helpmates.inp
     * (h=4, few units) it turned away 72% and 97% of the positions two and one half-moves before
     * the end; in problem 23 (h=4, five pawns about to promote) 1% and 5%, for about a quarter of
     * the search's time, which SelfBlockFilter and StalemateMoveFilter then judge for less.
     */
    private boolean asksKingNet(int plies) {
        if (plies > 2) {
            return goal == Goal.STALEMATE || matePicture == null;
        }
        return goal == Goal.STALEMATE && nearStalemate[plies].worthAsking();
    }

    private boolean full() {
        return limit > 0 && found.size() >= limit;
    }

    private void tick() {
        clock.tick();
    }
}
