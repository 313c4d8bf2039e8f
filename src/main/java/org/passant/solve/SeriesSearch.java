package org.passant.solve;

import java.util.List;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;

/**
 * The series search: the side to move plays k moves in a row while the other side passes, then
 * the goal is reached, as Popeye 4.104 reads series movers:
 * <ul>
 *   <li>ser-#k / ser-=k: the k-th move of the series mates (stalemates) the other side;</li>
 *   <li>ser-h#k: after the k moves, the other side mates (stalemates) the series side in one;</li>
 *   <li>ser-s#k: after the k moves, every move of the other side mates (stalemates) the series
 *       side, and it has one.</li>
 * </ul>
 * A move of the series before its last may not give check (the other side could not pass), and
 * no move may leave the series side in check (the generator plays legal moves only). The passes
 * are null moves, so an e.p. right lapses after the first move. In ser-s#, a series move after
 * which the other side is already forced to reach the goal ends the play: that line is the
 * shorter solution and is not continued (Popeye prints no longer line through it).
 *
 * <p>What makes it fast: a bounded transposition table remembers, per position and number of
 * moves left, that no solution follows; in series play the same positions come back through
 * every order of the same moves, so this prunes most of the tree. Not thread-safe.
 */
public final class SeriesSearch {
    private static final int MAX_DEPTH = Stipulation.MAX_MOVES + 2;
    private static final long SERIES = 0x2545F4914F6CDD1DL;
    private static final long MOVES_LEFT = 0x9E3779B97F4A7C15L;
    private static final long AIM = 0xD6E8FEB86659FD93L;

    private final TranspositionTable table;
    private final int[][] moves = new int[MAX_DEPTH][MoveGenerator.MAX_MOVES];
    private final int[] line = new int[MAX_DEPTH];
    private Goal goal = Goal.MATE;
    private Play play = Play.SERIES;
    private long aimKey;
    private int limit;
    private List<int[]> found;
    /** Counts the moves and says when to stop. */
    private final SearchClock clock = new SearchClock();

    public SeriesSearch(TranspositionTable table) {
        this.table = table;
    }

    /** Its moves (series moves and the final replies) and its stop. */
    public SearchClock clock() {
        return clock;
    }

    /**
     * The solutions from {@code p} with exactly {@code length} series moves, in the order of the
     * move generator, at most {@code limit} of them (0: all). Each solution is the series moves,
     * followed for ser-h and ser-s by the other side's move that reaches the goal (in ser-s one
     * line for each such move, all of them being forced).
     *
     * @throws SearchAborted when the time is up
     */
    public List<int[]> solutions(Position p, int length, Goal goal, Play play, int limit, List<int[]> out) {
        if (!play.series()) {
            throw new IllegalArgumentException("not a series play: " + play);
        }
        if (length < 1 || length > Stipulation.MAX_MOVES) {
            throw new IllegalArgumentException("series of 1 to " + Stipulation.MAX_MOVES + " moves, found " + length);
        }
        this.goal = goal;
        this.play = play;
        this.aimKey = SERIES ^ AIM * (play.ordinal() * 2L + goal.ordinal() + 1);
        this.limit = limit;
        this.found = out;
        search(p, length, 0);
        return out;
    }

    /** Whether at least one solution with {@code left} series moves follows; lists the ones found. */
    private boolean search(Position p, int left, int depth) {
        long key = p.hash() ^ aimKey ^ (MOVES_LEFT * left);
        if (TranspositionTable.noMateBound(table.probe(key)) == left) {
            return false;
        }
        if (left == 1 && play == Play.SERIES) {
            boolean any = lastMove(p, depth);
            if (!any && !full()) {
                table.storeNoMate(key, left, 0);
            }
            return any;
        }
        int[] list = moves[depth];
        int count = MoveGenerator.legal(p, list, 0);
        boolean any = false;
        for (int i = 0; i < count && !full(); i++) {
            int move = list[i];
            p.make(move);
            tick();
            line[depth] = move;
            if (left == 1) {
                any |= play == Play.SERIES_HELP ? lastMove(p, depth + 1) : forcedEnd(p, depth + 1);
            } else if (!p.inCheck()
                    && !(play == Play.SERIES_SELF && Goals.forcedToReach(goal, p, moves[depth + 1], clock))) {
                p.makeNull();
                any |= search(p, left - 1, depth + 1);
                p.unmakeNull();
            }
            p.unmake(move);
        }
        if (!any && !full()) {
            table.storeNoMate(key, left, 0);
        }
        return any;
    }

    /**
     * A move that reaches the goal, every one a solution: the series side's last move in ser-#/ser-=,
     * the other side's reply in ser-h. Only checks can mate.
     */
    private boolean lastMove(Position p, int depth) {
        int[] list = moves[depth];
        int count = goal == Goal.MATE ? MoveGenerator.checks(p, list, 0) : MoveGenerator.legal(p, list, 0);
        boolean any = false;
        for (int i = 0; i < count && !full(); i++) {
            int move = list[i];
            p.make(move);
            tick();
            if (Goals.reached(goal, p)) {
                line[depth] = move;
                record(depth + 1);
                any = true;
            }
            p.unmake(move);
        }
        return any;
    }

    /**
     * ser-s: whether the other side, to move, has a move and every move reaches the goal; each of
     * them is recorded as a line of the solution.
     */
    private boolean forcedEnd(Position p, int depth) {
        int[] replies = moves[depth];
        if (!Goals.forcedToReach(goal, p, replies, clock)) {
            return false;
        }
        int count = MoveGenerator.legal(p, replies, 0);
        for (int i = 0; i < count && !full(); i++) {
            line[depth] = replies[i];
            record(depth + 1);
        }
        return true;
    }

    private void record(int length) {
        int[] solution = new int[length];
        System.arraycopy(line, 0, solution, 0, length);
        found.add(solution);
    }

    private boolean full() {
        return limit > 0 && found.size() >= limit;
    }

    private void tick() {
        clock.tick();
    }
}
