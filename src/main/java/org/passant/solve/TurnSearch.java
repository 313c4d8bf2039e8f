package org.passant.solve;

import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.RuleSet;
import org.passant.board.TurnGenerator;

/**
 * Direct play counted in turns, for the rule sets whose turns hold two moves: does the side to
 * move win (capture the king in double-move chess, mate in Marseillais chess) within n of its
 * turns against every defence? A turn is walked move by move with {@link Position#makeInTurn},
 * which knows when the turn ends (two moves, a king taken, a check given on the first move, no
 * second move left), so the search only watches whose move it is.
 *
 * <p>Kept apart from the orthodox {@link MateSearch} so that orthodox solving pays nothing for the
 * variants. Its table remembers, per position at the start of a turn and turns left, whether the
 * attacker wins; the position's hash covers the turn's state (move of the turn, live e.p. rights).
 * It is sized from {@code --hash}, and the search stops with {@link SearchAborted} at its deadline
 * ({@code --max-time}) or when asked to from another thread (Ctrl-C, a batch's stop), as the
 * orthodox {@link MateSearch} does. Not thread-safe, except its clock's
 * {@link SearchClock#requestStop}; one per solve.
 */
final class TurnSearch {
    /** Two moves a turn, two turns per attacking turn, up to {@link org.passant.problem.Stipulation#MAX_MOVES}. */
    private static final int MAX_PLY = 4 * 61;
    /** A slot holds a key (8 bytes) and a result (1 byte). */
    private static final int SLOT_BYTES = Long.BYTES + 1;
    /** At least this many slots, whatever --hash says: a tiny table would only slow the search. */
    private static final int MIN_TABLE_BITS = 10;
    /** Java arrays hold fewer than 2^31 elements. */
    private static final int MAX_TABLE_BITS = 30;
    private static final long ATTACKER = 0x9E3779B97F4A7C15L;
    private static final long DEFENDER = 0xC2B2AE3D27D4EB4FL;

    private final Position p;
    private final RuleSet rules;
    private final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final long[] keys;
    private final byte[] results;
    private final int slotMask;
    /** Counts the moves and says when to stop. */
    private final SearchClock clock = new SearchClock();

    /** A search over {@code p} (which it plays on) with a table of at most {@code hashMegabytes}. */
    TurnSearch(Position p, int hashMegabytes) {
        this.p = p;
        this.rules = p.ruleSet();
        int bits = tableBits(hashMegabytes);
        this.keys = new long[1 << bits];
        this.results = new byte[1 << bits];
        this.slotMask = (1 << bits) - 1;
    }

    /** The most slots, a power of two, that fit in {@code megabytes}. */
    static int tableBits(int megabytes) {
        long slots = (long) megabytes * (1L << 20) / SLOT_BYTES;
        int bits = 63 - Long.numberOfLeadingZeros(Math.max(1, slots));
        return Math.max(MIN_TABLE_BITS, Math.min(MAX_TABLE_BITS, bits));
    }

    /** Slots in the table (each remembers one position at the start of a turn). */
    int tableSlots() {
        return keys.length;
    }

    /** Its moves played (the tree builder's too) and its stop. */
    SearchClock clock() {
        return clock;
    }

    Position position() {
        return p;
    }

    private void tick() {
        clock.tick();
    }

    /**
     * Whether the side to move, at the start of its turn, has lost: after an attacking turn, the
     * attacker's aim is reached; after a defence, the defence took the attacker's king or mated it.
     */
    boolean sideToMoveHasLost() {
        return rules.sideToMoveHasLost(p);
    }

    /** Attacker to move at the start of its turn: whether it wins within {@code turns} turns. */
    boolean attackerWins(int turns) {
        return turns >= 1 && attackerWinsHere(turns, 0);
    }

    /**
     * Defender to move at the start of its turn (not yet lost): whether every turn it may play
     * lets the attacker win within {@code turns} turns. A defender without any turn is stalemated
     * (Marseillais) or immobile: not a win for the attacker.
     */
    boolean defenderLoses(int turns) {
        return turns >= 1 && defenderLosesHere(turns, 0);
    }

    /** The fewest turns (1 to {@code max}) in which the attacker, to move, wins; 0 when not within {@code max}. */
    int shortestWin(int max) {
        for (int turns = 1; turns <= max; turns++) {
            if (attackerWins(turns)) {
                return turns;
            }
        }
        return 0;
    }

    /** Defender to move: the fewest attacking turns after which it has lost against every defence, 0 beyond {@code max}. */
    int shortestLoss(int max) {
        for (int turns = 1; turns <= max; turns++) {
            if (defenderLoses(turns)) {
                return turns;
            }
        }
        return 0;
    }

    private boolean attackingMove(int turns, int ply, int attacker) {
        int[] list = moves[ply];
        boolean lastTurn = turns == 1;
        // The second move of a mating turn must give check (a turn with no check leaves no mate):
        // on the last turn only checks are tried there.
        int count = lastTurn && rules.goal() == RuleSet.Goal.CHECKMATE && p.moveOfTurn() == 2
                ? TurnGenerator.checks(p, list, 0)
                : TurnGenerator.moves(p, list, 0);
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (lastTurn && rules.goal() == RuleSet.Goal.KING_CAPTURE && Move.captured(move) == Piece.KING) {
                return true; // taking the king ends the turn and the game
            }
            tick();
            p.makeInTurn(move);
            boolean wins;
            if (p.sideToMove() == attacker) {
                wins = attackingMove(turns, ply + 1, attacker);
            } else {
                wins = rules.sideToMoveHasLost(p) || !lastTurn && defenderLosesHere(turns - 1, ply + 1);
            }
            p.unmakeInTurn(move);
            if (wins) {
                return true;
            }
        }
        return false;
    }

    private boolean defenderLosesHere(int turns, int ply) {
        long key = p.hash() ^ DEFENDER * turns;
        int slot = slot(key);
        if (keys[slot] == key && results[slot] != 0) {
            return results[slot] > 0;
        }
        boolean loses = defendingMove(turns, ply, p.sideToMove(), true);
        keys[slot] = key;
        results[slot] = (byte) (loses ? 1 : -1);
        return loses;
    }

    /** Whether every defending move from here (first or second of the turn) loses within {@code turns}. */
    private boolean defendingMove(int turns, int ply, int defender, boolean first) {
        int[] list = moves[ply];
        int count = TurnGenerator.moves(p, list, 0);
        if (count == 0) {
            return false; // no turn at all: stalemate, not the attacker's goal
        }
        for (int i = 0; i < count; i++) {
            int move = list[i];
            tick();
            p.makeInTurn(move);
            boolean loses = p.sideToMove() == defender
                    ? defendingMove(turns, ply + 1, defender, false)
                    : attackerWinsHere(turns, ply + 1);
            p.unmakeInTurn(move);
            if (!loses) {
                return false;
            }
        }
        return true;
    }

    private boolean attackerWinsHere(int turns, int ply) {
        if (rules.sideToMoveHasLost(p)) {
            return false; // the defence took the attacker's king or mated it
        }
        long key = p.hash() ^ ATTACKER * turns;
        int slot = slot(key);
        if (keys[slot] == key && results[slot] != 0) {
            return results[slot] > 0;
        }
        boolean wins = attackingMove(turns, ply, p.sideToMove());
        keys[slot] = key;
        results[slot] = (byte) (wins ? 1 : -1);
        return wins;
    }

    private int slot(long key) {
        return (int) (key ^ key >>> 32) & slotMask;
    }
}
