package org.passant.solve;

import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.problem.Stipulation;

/**
 * Depth-first proof-number search (df-pn) for the key question of a direct mate: after a first
 * move, is the defender mated within n moves against every defence?
 *
 * <p>The attacker's nodes are OR nodes (one move that mates suffices), the defender's AND nodes
 * (every defence must lose). Each node carries a proof number (how many leaves at least must still
 * be proven to prove it) and a disproof number; the search always extends the most proving line,
 * depth first, within thresholds, and remembers the numbers in a bounded {@link ProofTable}. The
 * threshold of the best child is widened by a sixteenth beyond the second best (the "1+ε" trick),
 * which spares most of the back-and-forth between two nearly equal children. An attacker node's
 * disproof number is not the sum of its children's but the largest plus a sixteenth of the others
 * ({@link DisproofSum}): the attacker's moves are mostly refuted by the same defences through the
 * same positions, and the sum made a half-disproven refutation look worse than a fresh one.
 *
 * <p>Initial numbers come from mobility: a defender node starts with as many proof points as the
 * defender has legal replies (a check with two answers is nearly proven), an attacker node with
 * one proof point and as many disproof points as the attacker has moves (each must be refuted).
 * The attacker's count matters for disproofs: with one point each, every defence looked as easy
 * to prove holding, and on matetrack #9 (line 3576) the first moves that fail took four to six
 * times as many moves to disprove as with the count. The leaves are exact: a defender with no
 * move is mated (in check) or stalemated, and an attacker node with few moves left (three by
 * default, {@link #setExactLength}) is decided by the alpha-beta search, which is faster than
 * proof numbers that close to the mate.
 *
 * <p>Exact, never heuristic: a node is proven only when a mating move below every defence has
 * been found, disproven only when one defence holds against every attacking move. The numbers
 * are only valid for the moves left, so the table key holds the position (its hash includes the
 * side to move, castling and e.p. rights), the attacker and the moves left. Since the moves left
 * fall by one every two plies, no node can recur below itself: the search graph has no cycles,
 * and a value found on one path holds on every path (no graph-history interaction; chess problems
 * know no repetition or fifty-move rule).
 *
 * <p>Direct mate only, without Popeye's pruning options (which make a node's value depend on
 * the line above it). Not thread-safe: one instance per thread; the instances of several threads may
 * share one {@link ProofTable}, and ask one question together ({@link #askTogether}): near the
 * root each marks the nodes it is in ({@link BusyNodes}) and, at the attacker's nodes, picks its
 * child as those marks make the children look, so that the threads part ways and meet only in the
 * table. On matetrack-4521's first move 1.Na5 (refuted by 1...Kc5), two threads asking together
 * took 26.9 s where one took 49.8 s, with about as many moves between them (77 against 74
 * million); two without the marks followed each other and took 48.1 s for 156 million. Alone, a
 * search with marks plays the same moves as one without.
 *
 * <p>Only at the attacker's nodes, because the questions that cost the time are disproofs (every
 * first move but the keys): a disproof refutes every attacking move below one defence. Two threads
 * sent down different attacking moves both do work the disproof needs; sent down different
 * defences, one of them works on a defence that is not needed once the other holds. On
 * matetrack-4424, whose first moves go one thread to a unit ({@link FirstMoveQueue}) so that the
 * thread out of moves joins the long question of 1.Qa2, two threads played 312 to 328 million moves
 * with marks at both kinds of node and 233 to 247 million with marks at the attacker's only; one
 * thread plays 242 million (docs/long-mates.md).
 */
public final class ProofNumberSearch implements KeyQuestion {
    /** Infinity: a proven node has dn = INF, a disproven one pn = INF. Sums stop just below it. */
    static final int INF = 1 << 28;

    private static final int MAX_PLY = 2 * Stipulation.MAX_MOVES + 4;
    private static final long BLACK_ATTACKS = 0x5851F42D4C957F2DL;
    private static final long DEFENDER_NODE = 0x14057B7EF767814FL;
    private static final long LENGTH = 0x9FB21C651E98DF25L;

    /**
     * The plies below a question's root at which threads mark the nodes they are in
     * ({@link BusyNodes}): deep enough for two to eight threads to part ways, shallow enough that
     * the marking costs nothing measurable.
     */
    private static final int SHARED_PLIES = 6;

    private final ProofTable table;
    /** Decides the short lines at the leaves: exact, and faster than proof numbers a few moves from mate. */
    private final MateSearch exact;
    /**
     * Three: with the attacker's mobility in the initial numbers, handing three-move lines to the
     * alpha-beta search took a quarter less time than two on matetrack #8 (line 2639) and half as
     * much on #9 (line 3576); four was slower again on both.
     */
    private int exactLength = 3;
    private final int[][] moves = new int[MAX_PLY + 1][MoveGenerator.MAX_MOVES];
    private final int[][] proofs = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final int[][] disproofs = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    /** The move that settled the node at each ply (the refutation of a disproven defender node). */
    private final int[] decisive = new int[MAX_PLY];
    private final MoveOrdering ordering = new MoveOrdering(MAX_PLY);
    /** The children's table keys near the root, for their busy marks. */
    private final long[][] childKeys = new long[SHARED_PLIES][MoveGenerator.MAX_MOVES];
    /** This thread's own marks: the counter of the node it is in at each ply near the root. */
    private final int[] ownSlots = new int[SHARED_PLIES];
    /** The nodes the threads of this problem are in (null: this search is alone). */
    private BusyNodes busy;
    /** The question this search asks together with other threads, or null. */
    private SharedQuestion together;
    /** What {@link #choose} picked: the child's index, and the number of the runner-up. */
    private int chosen;
    private int runnerUp;
    private long salt;
    /** Counts the moves and says when to stop. */
    private final SearchClock clock = new SearchClock();

    public ProofNumberSearch(ProofTable table, MateSearch exact) {
        this.table = table;
        this.exact = exact;
    }

    /** Shares the marks of the nodes being searched with the other threads of the problem. */
    void shareBusyNodes(BusyNodes nodes) {
        this.busy = nodes;
    }

    /**
     * Asks a question together with the other threads that join it: each searches on its own,
     * steered apart by {@link BusyNodes} and helped by what the others settle in the shared
     * table, and the first answer found is everyone's (all are exact, so any is the answer). A
     * participant whose question another answered stops at its next check (every 16,384 moves),
     * in the middle of a line: so each searches a copy of the question's position, never the
     * caller's, which must go on unharmed.
     */
    KeyAnswer askTogether(SharedQuestion question) {
        together = question;
        try {
            question.offer(ask(question.position(), question.length()));
        } catch (AnsweredElsewhere elsewhere) {
            // another participant's answer is this one's
        } finally {
            together = null;
        }
        return question.answer();
    }

    /** Attacker nodes with at most this many moves left are decided by the alpha-beta search. */
    public void setExactLength(int moves) {
        this.exactLength = Math.max(1, moves);
    }

    /** Its moves played (the alpha-beta search at the leaves counts its own) and its stop. */
    public SearchClock clock() {
        return clock;
    }

    @Override
    public KeyAnswer ask(Position afterFirstMove, int n) {
        if (n < 0 || n > Stipulation.MAX_MOVES) {
            throw new IllegalArgumentException("mate length out of range: " + n);
        }
        Position p = afterFirstMove;
        if (n == 0) {
            return Checkmate.isMated(p) ? KeyAnswer.proven() : KeyAnswer.disproven(0);
        }
        salt = p.sideToMove() == Piece.WHITE ? BLACK_ATTACKS : 0; // the attacker is the side not to move
        decisive[0] = 0;
        long result = mid(p, n, true, INF, INF, 0);
        if (ProofTable.pn(result) == 0) {
            return KeyAnswer.proven();
        }
        return KeyAnswer.disproven(decisive[0]);
    }

    /**
     * A fingerprint of {@link #key}: the keys of the initial game array for every side and two
     * lengths. It changes with the position hash's random keys or the salts, and so tells entries
     * kept by another version from this one's ({@link SettledProofs#keying}).
     */
    static long keying() {
        Position initial = Position.fromFen(Fen.START);
        long fingerprint = 0;
        for (long salt : new long[] {0, BLACK_ATTACKS}) {
            for (long node : new long[] {0, DEFENDER_NODE}) {
                fingerprint = fingerprint * 31 + (initial.hash() ^ salt ^ node ^ LENGTH * 2);
                fingerprint = fingerprint * 31 + (initial.hash() ^ salt ^ node ^ LENGTH * 8);
            }
        }
        return fingerprint;
    }

    private long key(Position p, int n, boolean defender) {
        return p.hash() ^ salt ^ (defender ? DEFENDER_NODE : 0) ^ (LENGTH * (n + 1));
    }

    /**
     * Searches a node until its numbers reach a threshold or it is settled; returns its numbers
     * packed as {@link ProofTable#pack}. {@code n}: the attacker's moves left, counting its move
     * at an attacker node and the moves after the defence at a defender node.
     */
    private long mid(Position p, int n, boolean defender, int thPn, int thDn, int ply) {
        long key = key(p, n, defender);
        if (busy == null || ply >= SHARED_PLIES) {
            return search(p, n, defender, thPn, thDn, ply, key);
        }
        int slot = BusyNodes.slot(key);
        ownSlots[ply] = slot;
        busy.enter(slot);
        try {
            return search(p, n, defender, thPn, thDn, ply, key);
        } finally {
            busy.leave(slot);
        }
    }

    /** {@link #mid} itself, the node's busy mark aside; {@code key} is the node's table key. */
    private long search(Position p, int n, boolean defender, int thPn, int thDn, int ply, long key) {
        if (ply > 0) {
            long known = table.probe(key);
            if (known != ProofTable.ABSENT && (ProofTable.pn(known) >= thPn || ProofTable.dn(known) >= thDn)) {
                return known;
            }
        }
        long start = work();
        int[] list = moves[ply];
        int[] pns = proofs[ply];
        int[] dns = disproofs[ply];
        int count = MoveGenerator.legal(p, list, 0);
        if (count == 0) {
            // a defender without a move is mated or stalemated; an attacker without one cannot mate
            int pn = defender && p.inCheck() ? 0 : INF;
            return settle(key, pn, start, ply, 0);
        }
        // Ordered as the alpha-beta search orders them (the last refutation or mating move at this
        // ply first): the children are looked at in this order, and ties go to the first. Where the
        // alpha-beta search decides the children, the first defence found to hold settles the node,
        // so the defender's checks and captures go before the last refutation there: a check that
        // holds leaves the attacker only its evasions to refute, a capture one unit less. One
        // thread, keys only, matetrack-3912, 4424, 3319 and 3968: 1,341 million moves with the
        // refutation first, 1,208 with checks first, 1,121 with captures too; 55 other long mates
        // of problems/long-*.epd (seven in two files, run twice) 1,425 million with checks first,
        // 1,333 with captures too (docs/long-mates.md).
        if (defender && n <= exactLength) {
            ordering.scoreDefencesChecksAndCapturesFirst(p, list, count, ordering.refutation(ply), ply);
        } else if (defender) {
            ordering.scoreDefences(p, list, count, 0, ordering.refutation(ply), ply);
        } else {
            ordering.scoreAttacks(p, list, count, 0, ply);
        }
        for (int i = 0; i < count; i++) {
            ordering.pickBest(list, ply, i, count);
            p.make(list[i]);
            tick();
            long child = defender ? attackerNode(p, n, ply + 1) : defenderNode(p, n - 1, ply + 1);
            if (busy != null && ply < SHARED_PLIES) {
                childKeys[ply][i] = defender ? key(p, n, false) : key(p, n - 1, true);
            }
            p.unmake(list[i]);
            pns[i] = ProofTable.pn(child);
            dns[i] = ProofTable.dn(child);
            if (!defender && pns[i] == 0) {
                return settle(key, 0, start, ply, list[i]);
            }
            if (defender && dns[i] == 0) {
                return settle(key, INF, start, ply, list[i]);
            }
        }
        // Threads part ways at the attacker's nodes only: see the class comment.
        boolean shared = busy != null && ply < SHARED_PLIES && !defender;
        while (true) {
            // The child to search: the smallest proof number at the attacker's node (as the other
            // threads' marks make them look), the smallest disproof number at the defender's; ties
            // go to the first. The node's own numbers are the true ones.
            int[] chosenBy = defender ? dns : pns;
            int smallest = INF;
            for (int i = 0; i < count; i++) {
                smallest = Math.min(smallest, chosenBy[i]);
            }
            int pn;
            int dn;
            if (!defender) {
                // OR: the smallest proof number, the disproof numbers' discounted sum (DisproofSum)
                dn = DisproofSum.of(dns, count);
                pn = dn == 0 ? INF : smallest;
            } else {
                // AND: the sum of the proof numbers, the smallest disproof number
                pn = 0;
                for (int i = 0; i < count; i++) {
                    pn = Math.min(INF - 1, pn + pns[i]);
                }
                dn = pn == 0 ? INF : smallest;
            }
            if (pn == 0 || dn == 0) {
                int move = 0;
                for (int i = 0; i < count && move == 0; i++) {
                    if (defender ? dns[i] == 0 : pns[i] == 0) {
                        move = list[i];
                    }
                }
                return settle(key, pn == 0 ? 0 : INF, start, ply, move);
            }
            if (pn >= thPn || dn >= thDn) {
                table.store(key, pn, dn, work() - start);
                return ProofTable.pack(pn, dn);
            }
            choose(chosenBy, count, ply, shared);
            int threshold = Math.min(defender ? thDn : thPn, widened(runnerUp));
            if (shared && chosenBy[chosen] >= threshold) {
                // The children below the threshold are all busy: join another thread in the best.
                choose(chosenBy, count, ply, false);
                threshold = Math.min(defender ? thDn : thPn, widened(runnerUp));
            }
            int best = chosen; // read now: the search below overwrites it
            int childPn;
            int childDn;
            if (!defender) {
                childPn = threshold;
                childDn = DisproofSum.childThreshold(dns, count, best, thDn);
            } else {
                childDn = threshold;
                childPn = thPn - pn + pns[best];
            }
            int move = list[best];
            p.make(move);
            tick();
            long child = mid(p, defender ? n : n - 1, !defender, childPn, childDn, ply + 1);
            p.unmake(move);
            pns[best] = ProofTable.pn(child);
            dns[best] = ProofTable.dn(child);
        }
    }

    /**
     * Picks the child to search by {@code numbers} (the proof numbers at an attacker's node, the
     * disproof numbers at a defender's): the smallest into {@link #chosen}, the next one's number
     * into {@link #runnerUp}; ties go to the first. With {@code virtual}, as the other threads' marks
     * make them look ({@link BusyNodes}), so that a thread leaves to the others the child they
     * are in while a nearly as good one is free.
     */
    private void choose(int[] numbers, int count, int ply, boolean virtual) {
        chosen = 0;
        int chosenSeen = INF + 1;
        runnerUp = INF;
        for (int i = 0; i < count; i++) {
            int seen = virtual ? BusyNodes.virtualNumber(numbers[i], othersIn(childKeys[ply][i], ply), INF) : numbers[i];
            if (seen < chosenSeen) {
                runnerUp = Math.min(INF, chosenSeen);
                chosenSeen = seen;
                chosen = i;
            } else if (seen < runnerUp) {
                runnerUp = seen;
            }
        }
    }

    /** Other threads in a node (its counter's marks, less this thread's own on its line down to {@code ply}). */
    private int othersIn(long key, int ply) {
        int slot = BusyNodes.slot(key);
        int others = busy.threadsIn(slot);
        for (int k = 0; k <= ply; k++) {
            if (ownSlots[k] == slot) {
                others--;
            }
        }
        return others;
    }

    /**
     * The 1+ε threshold: a sixteenth beyond the second best, at least one more. With the plain
     * sum of disproof numbers a quarter did best; with {@link DisproofSum}'s (measured when its
     * share was an eighth) a sixteenth played fewer moves on every long problem measured (one
     * thread: matetrack-3912 329 → 287 million, 4424 297 → 249, 3319 588 → 468; the 41 other long
     * problems 86.1 → 71.6 s). A sixty-fourth played fewer moves on two of the three and more on
     * 4424, in no less time; with the share at a sixteenth, a quarter or a sixty-fourth on one
     * side only (the attacker's or the defender's nodes) played 231 to 309 against 227 million
     * on matetrack-3912.
     */
    private static int widened(int second) {
        return second >= INF ? INF : (int) Math.min(INF, second + 1L + (second >> 4));
    }

    private long settle(long key, int pn, long start, int ply, int move) {
        int dn = pn == 0 ? INF : 0;
        if (move != 0) {
            if (pn == 0) {
                ordering.mated(ply, move);
            } else {
                ordering.refuted(ply, move);
            }
        }
        table.store(key, pn, dn, work() - start);
        decisive[ply] = move;
        return ProofTable.pack(pn, dn);
    }

    /** First numbers of a defender node (defender to move, n attacking moves after its move). */
    private long defenderNode(Position p, int n, int ply) {
        if (n == 0) {
            return Checkmate.isMated(p) ? ProofTable.pack(0, INF) : ProofTable.pack(INF, 0);
        }
        long known = table.probe(key(p, n, true));
        if (known != ProofTable.ABSENT) {
            return known;
        }
        int replies = MoveGenerator.count(p);
        if (replies == 0) {
            return p.inCheck() ? ProofTable.pack(0, INF) : ProofTable.pack(INF, 0);
        }
        return ProofTable.pack(replies, 1); // few replies: close to proven
    }

    /** First numbers of an attacker node (attacker to move, n moves left); with one left, exact. */
    private long attackerNode(Position p, int n, int ply) {
        long key = key(p, n, false);
        long known = table.probe(key);
        if (known != ProofTable.ABSENT) {
            return known;
        }
        if (n > exactLength) {
            // many attacking moves, each to be refuted: far from disproven
            int moves = MoveGenerator.count(p);
            return moves == 0 ? ProofTable.pack(INF, 0) : ProofTable.pack(1, moves);
        }
        long start = work();
        boolean mates = exact.attackerMates(p, n);
        int pn = mates ? 0 : INF;
        int dn = mates ? INF : 0;
        table.store(key, pn, dn, work() - start);
        return ProofTable.pack(pn, dn);
    }

    /**
     * Moves played below this search so far, the alpha-beta search's at the leaves included: the
     * work a table entry records, by which the table keeps the costlier of two entries that
     * collide. Counted on this search's clock alone, every leaf recorded no work and every inner
     * node about a third of its own; counted on both, one thread, keys only, played 1.6% to 4.8%
     * fewer moves on four long mates whose tables fill (matetrack-3912, 3968, 4424, 3319) and the
     * same on the fifteen of problems/long-keys.epd, whose tables do not; with two threads the
     * difference was within their noise (3968: 315 against 312 million moves; 4424: 195 against 198).
     */
    private long work() {
        return clock.moves() + exact.clock().moves();
    }

    private void tick() {
        if (clock.tick() && together != null && together.answered()) {
            throw AnsweredElsewhere.INSTANCE;
        }
    }

    /** Thrown out of a question asked together once another participant has answered it. */
    private static final class AnsweredElsewhere extends RuntimeException {
        static final AnsweredElsewhere INSTANCE = new AnsweredElsewhere();

        private AnsweredElsewhere() {
            super("answered by another thread", null, false, false);
        }
    }
}
