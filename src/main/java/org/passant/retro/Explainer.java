package org.passant.retro;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.passant.board.Defect;
import org.passant.board.Move;
import org.passant.board.Square;

/**
 * Turns refuted nodes into {@link Refutation} trees a composer can check once they are put in
 * words. It is only asked about nodes the search has refuted, so it decides nothing new: a node
 * is refuted either by a static rule (which is named) or because every retraction from it is
 * refuted (then the tree says what has no explanation, and, a level or two down, why each
 * retraction fails). Refutations are grouped by equality, which holds exactly when their words do.
 */
final class Explainer {
    private static final int MAX_DETAILED = 3;
    private final RetroBoard board;
    private final ClosedPasts closed;

    Explainer(RetroBoard board) {
        this(board, ClosedPasts.NONE);
    }

    /** With the root moves that {@link HistoryClosure} refuted, which it then names as the reason. */
    Explainer(RetroBoard board, ClosedPasts closed) {
        this.board = board;
        this.closed = closed;
    }

    /** Why taking back {@code move} leads to an impossible position (the move must be refuted). */
    Refutation whyImpossible(int move, int presumed, int levels) {
        long positions = closed.positions(move, presumed);
        if (positions > 0) {
            return new Refutation.PastGoesInCircles(positions);
        }
        Retractions.retract(board, move);
        int forced = Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
        Refutation why = whyNode(presumed | Retractions.rightUsed(move), forced, levels);
        Retractions.replay(board, move);
        return why;
    }

    private Refutation whyNode(int presumed, int forced, int levels) {
        Defect rule = StaticRules.firstViolation(board, presumed);
        if (rule != null) {
            return new Refutation.RuleBroken(rule, Unit.of(board, rule.units()));
        }
        int mover = board.sideToMove ^ 1;
        int[] moves = new int[Retractions.MAX_RETRACTIONS];
        int n = Retractions.generate(board, presumed, forced, moves, 0);
        if (forced != Square.NONE) {
            if (n == 0) {
                return new Refutation.DoubleStepUnplayable(forced);
            }
            return new Refutation.DoubleStepRefuted(Retraction.of(moves[0]), whyImpossible(moves[0], presumed, levels));
        }
        long checkers = board.checkers();
        if (checkers == 0 && n == 0) {
            return new Refutation.NothingToTakeBack(mover);
        }
        Refutation.Candidates candidates = levels <= 0 || n == 0 ? new Refutation.NotExamined() : candidates(moves, n, checkers != 0, presumed, levels);
        if (checkers != 0) {
            return new Refutation.CheckNotGiven(board.sideToMove, board.king(board.sideToMove), Unit.of(board, checkers), candidates);
        }
        return new Refutation.NoLastMove(mover, candidates);
    }

    private Refutation.Candidates candidates(int[] moves, int n, boolean inCheck, int presumed, int levels) {
        Map<Retraction, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            groups.computeIfAbsent(Retraction.of(moves[i]), k -> new ArrayList<>()).add(i);
        }
        if (groups.size() > MAX_DETAILED) {
            if (inCheck && allLeaveCheck(moves, n)) {
                return new Refutation.AllLeaveCheck();
            }
            return new Refutation.AllFail(groups.size());
        }
        List<LastMove> each = new ArrayList<>();
        for (List<Integer> g : groups.values()) {
            each.addAll(explainGroup(moves, g, presumed, levels - 1));
        }
        return new Refutation.EachFails(each);
    }

    private boolean allLeaveCheck(int[] moves, int n) {
        for (int i = 0; i < n; i++) {
            Retractions.retract(board, moves[i]);
            boolean stands = StaticRules.waitingSideInCheck(board);
            Retractions.replay(board, moves[i]);
            if (!stands) {
                return false;
            }
        }
        return true;
    }

    /**
     * The reasons for a group of refuted retractions that differ only in the unit un-captured:
     * one entry per distinct reason, naming the units it covers.
     */
    List<LastMove> explainGroup(int[] moves, List<Integer> members, int presumed, int levels) {
        Map<Refutation, List<Integer>> byReason = new LinkedHashMap<>();
        for (int i : members) {
            byReason.computeIfAbsent(whyImpossible(moves[i], presumed, levels), k -> new ArrayList<>()).add(i);
        }
        List<LastMove> result = new ArrayList<>();
        for (Map.Entry<Refutation, List<Integer>> e : byReason.entrySet()) {
            result.add(new LastMove(Retraction.of(moves[e.getValue().get(0)]), MoveGroup.uncaptured(moves, e.getValue()), e.getKey()));
        }
        return result;
    }
}
