package org.passant.solve;

import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.problem.Goal;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;

/**
 * The exact mate search: does the attacker force mate within n moves?
 *
 * <p>Two mutually recursive functions, {@link #attack} (attacker to move: is there a move after
 * which every defence loses?) and {@link #defend} (defender to move: does every move lose?). What
 * makes it fast:
 * <ul>
 * <li>at the attacker's last move only checking moves are generated, and mate is tested as check
 *     plus immobility, king flights first ({@link Checkmate});</li>
 * <li>the defence that refuted an attacking move at a ply is tried first at that ply next time
 *     (killer), before the defender's moves are generated when it is legal there, since it
 *     usually refutes again; the table's remembered move is tried first at a known position
 *     ({@link MoveOrdering}); two moves before the mate the defender's checks come first, since
 *     one that holds leaves the attacker only its evasions to search;</li>
 * <li>a bounded transposition table holds, per position, the longest length known not to mate
 *     and the shortest known to mate;</li>
 * <li>moves and their scores live in per-ply preallocated {@code int} arrays; nothing is allocated
 *     while searching, the queries for refutations included.</li>
 * </ul>
 *
 * <p>The same search answers the other battle plays ({@link #setAim}): a direct stalemate
 * ("=n": the attacker's last move stalemates the defender) and the self plays ("s#n", "s=n":
 * after the attacker's last move every defence reaches the goal against the attacker, and the
 * defender avoids reaching it sooner). "Mate" in the names below means "reach the aim".
 *
 * <p>Lengths count the attacker's moves. The attacker of a query is the side to move for
 * {@link #attackerMates} and the side not to move for {@link #defenderLoses}. Not thread-safe:
 * one instance per thread; instances of several threads may share one {@link TranspositionTable}.
 */
public final class MateSearch {
    /** Plies one query may go below its starting position (two per move, the guard's null move, slack). */
    private static final int MAX_PLY = 2 * Stipulation.MAX_MOVES + 8;

    private static final long BLACK_ATTACKS = 0x9E3779B97F4A7C15L;
    private static final long THREAT_CONDITION = 0xC2B2AE3D27D4EB4FL;

    private final TranspositionTable table;
    private final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final MoveOrdering ordering = new MoveOrdering(MAX_PLY);
    /** The defender's free flights, asked before each check of a mate in one is played. */
    private final FreeFlights flights = new FreeFlights();

    private int maxThreatLength;
    private int maxFlights = -1;
    private int maxNonTrivial = -1;
    private int trivialLength;
    /** NonTrivial's allowance left on the current line; part of every table key while the option is on. */
    private int budget;
    private long budgetSalt;
    /** Whether any option prunes the search: the guards run, and table entries hold for their exact length only. */
    private boolean restricted;
    private Goal goal = Goal.MATE;
    private boolean self;
    private long salt;
    /** Counts the moves and says when to stop. */
    private final SearchClock clock = new SearchClock();

    public MateSearch(TranspositionTable table) {
        this.table = table;
    }

    public MateSearch(int hashMegabytes) {
        this(new TranspositionTable(hashMegabytes));
    }

    /**
     * Popeye's "Threat n": a non-checking attacking move counts only if it threatens mate in at
     * most {@code k} moves (when at least k moves are left). 0 switches the condition off.
     */
    public void setMaxThreatLength(int k) {
        this.maxThreatLength = k;
        restricted = maxThreatLength > 0 || maxFlights >= 0 || maxNonTrivial >= 0;
    }

    /** Popeye's MaxFlightsquares and NonTrivial (see {@link PopeyeRestrictions}). */
    public void setRestrictions(PopeyeRestrictions r) {
        maxFlights = r.maxFlights();
        maxNonTrivial = r.maxNonTrivial();
        trivialLength = r.trivialLength();
        setBudget(Math.max(0, maxNonTrivial));
        setMaxThreatLength(maxThreatLength);
    }

    private void setBudget(int b) {
        budget = b;
        budgetSalt = maxNonTrivial < 0 ? 0 : BUDGET * (b + 1);
    }

    private static final long BUDGET = 0xD6E8FEB86659FD93L;

    /**
     * What the attacker aims at: {@link Play#DIRECT} or {@link Play#SELF} play towards {@code goal}.
     * Help play has its own search ({@link HelpSearch}).
     */
    public void setAim(Goal goal, Play play) {
        if (play == Play.HELP) {
            throw new IllegalArgumentException("help play is not a battle: use HelpSearch");
        }
        this.goal = goal;
        this.self = play == Play.SELF;
    }

    /** Whether the aim is a direct checkmate, the case the fast paths (checks only, mate tests) serve. */
    private boolean directMate() {
        return goal == Goal.MATE && !self;
    }

    /** Its moves played (the usual measure of a solver's work) and its stop. */
    public SearchClock clock() {
        return clock;
    }

    // ---------------------------------------------------------------- queries

    /** Whether the side to move forces mate in at most {@code n} moves (false for n < 1). */
    public boolean attackerMates(Position p, int n) {
        if (n < 1) {
            return false;
        }
        checkLength(n);
        salt = saltFor(p.sideToMove());
        return attack(p, n, 0);
    }

    /**
     * Whether the side to move, the defender, is mated whatever it does, within {@code n} moves of
     * its opponent; with n = 0, whether it is checkmated now. Stalemate is not mate.
     */
    public boolean defenderLoses(Position p, int n) {
        if (n < 0) {
            return false;
        }
        checkLength(n);
        salt = saltFor(p.sideToMove() ^ 1);
        return defend(p, n, 0);
    }

    /**
     * Finds up to {@code limit} defences that hold: moves of the side to move (the defender) after
     * which its opponent cannot mate within {@code n}. Likely refutations are tried first, so a
     * first move with many refutations is dismissed quickly (tries).
     *
     * @param out receives the refutations found, in the order found
     * @return how many were found, at most {@code limit}
     */
    public int refutations(Position p, int n, int limit, int[] out) {
        checkLength(n);
        salt = saltFor(p.sideToMove() ^ 1);
        int[] list = moves[0];
        int count = MoveGenerator.legal(p, list, 0);
        int hashMove = TranspositionTable.move(table.probe(p.hash() ^ salt ^ budgetSalt));
        ordering.scoreDefences(p, list, count, hashMove, ordering.refutation(0), 0);
        int found = 0;
        for (int i = 0; i < count && found < limit; i++) {
            int move = ordering.pickBest(list, 0, i, count);
            p.make(move);
            tick();
            boolean holds = !defenderReachedGoal(p) && (n < 1 || !attack(p, n, 1));
            p.unmake(move);
            if (holds) {
                out[found++] = move;
            }
        }
        return found;
    }

    /** The smallest k in 1..max such that the side to move mates in k, or 0 when there is none. */
    public int shortestMate(Position p, int max) {
        for (int k = 1; k <= max; k++) {
            if (attackerMates(p, k)) {
                return k;
            }
        }
        return 0;
    }

    /**
     * The smallest k in 0..max such that the side to move (the defender) is mated within k moves,
     * or -1 when it is not.
     */
    public int shortestLoss(Position p, int max) {
        for (int k = 0; k <= max; k++) {
            if (defenderLoses(p, k)) {
                return k;
            }
        }
        return -1;
    }

    /** Whether the side to move is checkmated. */
    public static boolean isCheckmate(Position p) {
        return Checkmate.isMated(p);
    }

    private static void checkLength(int n) {
        if (n > Stipulation.MAX_MOVES) {
            throw new IllegalArgumentException("mate length above " + Stipulation.MAX_MOVES + ": " + n);
        }
    }

    /** {@link #probe} results that settle the question; any other value is a move to try first (0: none). */
    private static final int PROVEN_MATE = -1;
    private static final int PROVEN_NO_MATE = -2;

    /**
     * Looks a position up for a search of n moves: {@link #PROVEN_MATE} or {@link #PROVEN_NO_MATE}
     * when the table settles it, otherwise the move stored with the entry (0 when there is none).
     */
    private int probe(long key, int n) {
        long entry = table.probe(key);
        if (knownMate(entry, n)) {
            return PROVEN_MATE;
        }
        if (knownNoMate(entry, n)) {
            return PROVEN_NO_MATE;
        }
        return TranspositionTable.move(entry);
    }

    /**
     * Whether a table entry proves mate within n. Plain mate lengths are monotonic (mate in k is
     * mate in any more), but with the threat-length condition a longer budget puts more defender
     * nodes under the condition, so only an entry for exactly n may be trusted then.
     */
    private boolean knownMate(long entry, int n) {
        int bound = TranspositionTable.mateBound(entry);
        return !restricted ? bound <= n : bound == n;
    }

    /** Whether a table entry proves there is no mate within n (see {@link #knownMate}). */
    private boolean knownNoMate(long entry, int n) {
        int bound = TranspositionTable.noMateBound(entry);
        return !restricted ? bound >= n : bound == n;
    }

    private long saltFor(int attacker) {
        return (attacker == Piece.BLACK ? BLACK_ATTACKS : 0) ^ (THREAT_CONDITION * maxThreatLength)
                ^ (FLIGHTS * (maxFlights + 1)) ^ (NON_TRIVIAL * ((maxNonTrivial + 1) * 128L + trivialLength))
                ^ (AIM * ((self ? 2 : 0) + goal.ordinal()));
    }

    private static final long AIM = 0x165667B19E3779F9L;
    private static final long FLIGHTS = 0x27D4EB2F165667C5L;
    private static final long NON_TRIVIAL = 0x85EBCA77C2B2AE63L;

    /**
     * The defender has moved and the attacker is to move: whether the defender has reached the
     * goal against the attacker, which in self play ends the play in the attacker's favour.
     */
    boolean defenderReachedGoal(Position p) {
        return self && Goals.reached(goal, p);
    }

    /**
     * In self play, whether the defender, to move, has moves and every one reaches the goal: the
     * play ends with its move, so there is no threat to look for (Popeye writes neither threat nor
     * zugzwang there, as after the last attacking move of a variation).
     */
    boolean defenderMustReachGoal(Position p) {
        if (!self) {
            return false;
        }
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        boolean every = count > 0;
        for (int i = 0; i < count && every; i++) {
            p.make(list[i]);
            every = Goals.reached(goal, p);
            p.unmake(list[i]);
        }
        return every;
    }

    /**
     * Whether the defender, to move after the attacker's last move, has lost: in direct play it is
     * mated (stalemated), in self play it has a move and every move reaches the goal.
     */
    private boolean finalPosition(Position p, int ply) {
        if (!self) {
            return goal == Goal.MATE ? Checkmate.isMated(p) : Goals.isStalemated(p);
        }
        return Goals.forcedToReach(goal, p, moves[ply], clock);
    }

    // ---------------------------------------------------------------- search

    /** Attacker to move, n ≥ 1 moves: is there a move after which every defence loses? */
    private boolean attack(Position p, int n, int ply) {
        if (n == 1) {
            return mateInOne(p, ply);
        }
        long key = p.hash() ^ salt ^ budgetSalt;
        int hashMove = probe(key, n);
        if (hashMove == PROVEN_MATE) {
            return true;
        }
        if (hashMove == PROVEN_NO_MATE) {
            return false;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.legal(p, list, 0);
        ordering.scoreAttacks(p, list, count, hashMove, ply);
        // A mate in one among the checks first: it saves searching deeper lines before finding it.
        for (int i = 0; i < count && directMate(); i++) {
            if (ordering.mayCheck(ply, i) && list[i] != hashMove) {
                int move = list[i];
                p.make(move);
                tick();
                boolean mate = Checkmate.isMated(p);
                p.unmake(move);
                if (mate) {
                    table.storeMate(key, 1, move);
                    return true;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int move = ordering.pickBest(list, ply, i, count);
            p.make(move);
            tick();
            boolean wins = defend(p, n - 1, ply + 1);
            p.unmake(move);
            if (wins) {
                ordering.mated(ply, move);
                table.storeMate(key, n, move);
                return true;
            }
        }
        table.storeNoMate(key, n, 0);
        return false;
    }

    /**
     * Defender to move, the attacker has n ≥ 0 moves left after it: does every defence lose?
     * With no legal move the defender has lost only if it is in check (stalemate is no mate).
     */
    private boolean defend(Position p, int n, int ply) {
        if (n == 0) {
            return finalPosition(p, ply);
        }
        if (n == 1 && !restricted && directMate() && killerHoldsBeforeMate(p, ply)) {
            return false;
        }
        long key = p.hash() ^ salt ^ budgetSalt;
        int hashMove = probe(key, n);
        if (hashMove == PROVEN_MATE) {
            return true;
        }
        if (hashMove == PROVEN_NO_MATE) {
            return false;
        }
        int check = n == 2 && !restricted && directMate() ? checkThatHolds(p, ply) : 0;
        if (check != 0) {
            table.storeNoMate(key, n, check);
            return false;
        }
        // The killer usually refutes again, and then the defender's other moves are not needed: it
        // is tried before they are generated when a test without the list shows it legal here
        // (the same move, in the same order, as defendAll would try first).
        int killer = ordering.refutation(ply);
        boolean killerTried = false;
        if (!restricted && killer != 0 && MoveGenerator.isLegalOrdinaryMove(p, killer)) {
            if (holds(p, killer, n, ply)) {
                ordering.refuted(ply, killer);
                table.storeNoMate(key, n, killer);
                return false;
            }
            killerTried = true;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.legal(p, list, 0);
        if (count == 0) {
            // no move: mated or stalemated now, which is the aim only of a direct play towards it
            return !self && p.inCheck() == (goal == Goal.MATE);
        }
        if (restricted) {
            return defendRestricted(p, n, ply, key, hashMove, count);
        }
        return defendAll(p, n, ply, key, hashMove, count, killerTried);
    }

    /**
     * {@link #defendAll} behind Popeye's guards: an attacking move that leaves the defender too
     * many flights or non-trivial defences, or (not checking) threatens no short mate, does not
     * count. NonTrivial's allowance shrinks by the non-trivial defences beyond one for the
     * lines below this node (and grows by one where every defence is trivial), as in Popeye.
     */
    private boolean defendRestricted(Position p, int n, int ply, long key, int hashMove, int count) {
        int[] list = moves[ply];
        if (maxFlights >= 0 && n >= 2 && flights(p, list, count) > maxFlights) {
            table.storeNoMate(key, n, 0);
            return false;
        }
        int before = budget;
        if (maxNonTrivial >= 0 && n > trivialLength) {
            int nonTrivial = nonTrivialDefences(p, list, count, ply, before + 2);
            if (nonTrivial > before + 1) {
                table.storeNoMate(key, n, 0);
                return false;
            }
            setBudget(before + 1 - nonTrivial);
        }
        try {
            if (maxThreatLength > 0 && n >= maxThreatLength && !p.inCheck() && !threatens(p, ply)) {
                table.storeNoMate(key, n, 0);
                return false;
            }
            return defendAll(p, n, ply, key, hashMove, count, false);
        } finally {
            setBudget(before);
        }
    }

    /** Legal moves of the defender's king among {@code list} (castling included, as Popeye counts). */
    private static int flights(Position p, int[] list, int count) {
        int king = p.kingSquare(p.sideToMove());
        int flights = 0;
        for (int i = 0; i < count; i++) {
            if (Move.from(list[i]) == king) {
                flights++;
            }
        }
        return flights;
    }

    /**
     * The defences after which the attacker has no mate in {@code trivialLength + 1}, counted up
     * to {@code stop} (Popeye stops counting once the allowance is exceeded).
     */
    private int nonTrivialDefences(Position p, int[] list, int count, int ply, int stop) {
        int found = 0;
        for (int i = 0; i < count && found < stop; i++) {
            int move = list[i];
            p.make(move);
            tick();
            boolean trivial = defenderReachedGoal(p) || attack(p, trivialLength + 1, ply + 1);
            p.unmake(move);
            if (!trivial) {
                found++;
            }
        }
        return found;
    }

    /**
     * For the tree builder, which walks the lines itself: enters a defender node (defender to
     * move, n attacking moves after its move) and sets the NonTrivial allowance of the lines
     * below it, as {@link #defend} does. Returns the allowance to give back to {@link #leaveDefence}.
     */
    public int enterDefence(Position p, int n) {
        int before = budget;
        if (maxNonTrivial >= 0 && n > trivialLength) {
            salt = saltFor(p.sideToMove() ^ 1);
            int[] list = moves[0];
            int count = MoveGenerator.legal(p, list, 0);
            int nonTrivial = nonTrivialDefences(p, list, count, 0, before + 2);
            setBudget(Math.max(0, before + 1 - nonTrivial));
        }
        return before;
    }

    public void leaveDefence(int before) {
        setBudget(before);
    }

    /**
     * Every defence tried until one holds: the killer and the table's move first, then the rest in
     * order. {@code killerTried}: {@link #defend} has already tried the killer, which did not hold.
     */
    private boolean defendAll(Position p, int n, int ply, long key, int hashMove, int count, boolean killerTried) {
        int[] list = moves[ply];
        // The remembered refutations usually refute again: try them before ordering the rest.
        int killer = indexOf(list, count, ordering.refutation(ply)) >= 0 ? ordering.refutation(ply) : 0;
        int remembered = hashMove != killer && indexOf(list, count, hashMove) >= 0 ? hashMove : 0;
        int refutation = !killerTried && holds(p, killer, n, ply) ? killer : holds(p, remembered, n, ply) ? remembered : 0;
        if (refutation != 0) {
            ordering.refuted(ply, refutation);
            table.storeNoMate(key, n, refutation);
            return false;
        }
        ordering.scoreDefences(p, list, count, 0, 0, ply);
        for (int i = 0; i < count; i++) {
            int move = ordering.pickBest(list, ply, i, count);
            if (move == killer || move == remembered) {
                continue; // already searched
            }
            p.make(move);
            tick();
            boolean lost = defenderReachedGoal(p) || attack(p, n, ply + 1);
            p.unmake(move);
            if (!lost) {
                ordering.refuted(ply, move);
                table.storeNoMate(key, n, move);
                return false;
            }
        }
        table.storeMate(key, n, 0);
        return true;
    }

    /**
     * Two attacking moves before the mate: a check of the defender's that holds, or 0. Checks are tried
     * before the killer, whose usual refutation is a quiet move: after a check the attacker has a
     * few evasions to search instead of all its moves, so a check that holds refutes for a fraction
     * of the cost. On the blind long mates (docs/long-mates.md, keys only) this played 10 to 13%
     * fewer moves (matetrack-3912: 889 against 776 million). A check that fails has its mate stored
     * in the table, where the defences tried after it find it.
     */
    private int checkThatHolds(Position p, int ply) {
        int[] list = moves[ply];
        int count = MoveGenerator.checks(p, list, 0);
        for (int i = 0; i < count; i++) {
            if (holds(p, list[i], 2, ply)) {
                return list[i];
            }
        }
        return 0;
    }

    /**
     * Before the attacker's last move: whether the remembered refutation is legal here and leaves
     * no mate in one. Then the node is refuted without reading or writing the table, whose random
     * access cost more here than the one mate-in-one test it could spare (on matetrack-2239, about
     * a fifth of the CPU for a few more moves). A refutation that holds is a full disproof of this
     * node, so the answer is exact.
     */
    private boolean killerHoldsBeforeMate(Position p, int ply) {
        int killer = ordering.refutation(ply);
        return killer != 0 && MoveGenerator.isLegalOrdinaryMove(p, killer) && holds(p, killer, 1, ply);
    }

    /** Whether a defence (0: none) holds, i.e. the attacker then has no mate within n. */
    private boolean holds(Position p, int move, int n, int ply) {
        if (move == 0) {
            return false;
        }
        p.make(move);
        tick();
        boolean lost = defenderReachedGoal(p) || attack(p, n, ply + 1);
        p.unmake(move);
        return !lost;
    }

    private static int indexOf(int[] list, int count, int move) {
        if (move != 0) {
            for (int i = 0; i < count; i++) {
                if (list[i] == move) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Whether the attacker would mate within the threat length if the defender passed. */
    private boolean threatens(Position p, int ply) {
        p.makeNull();
        boolean threat = attack(p, maxThreatLength, ply + 1);
        p.unmakeNull();
        return threat;
    }

    /** Attacker's last move: only checks can mate; any move may stalemate or force the defender. */
    private boolean mateInOne(Position p, int ply) {
        int[] list = moves[ply];
        boolean direct = directMate();
        int count = direct ? MoveGenerator.checks(p, list, 0) : MoveGenerator.legal(p, list, 0);
        if (direct) {
            flights.reset(p);
        }
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (direct && flights.survive(move)) {
                continue; // a flight stays free: no mate, and no move to play
            }
            p.make(move);
            tick();
            boolean mate = direct ? Checkmate.isMated(p) : finalPosition(p, ply + 1);
            p.unmake(move);
            if (mate) {
                return true;
            }
        }
        return false;
    }

    private void tick() {
        clock.tick();
    }
}
