package org.passant.retro;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.passant.board.Defect;
import org.passant.board.Move;
import org.passant.board.Square;

/**
 * Turns refutations into sentences a composer can check. It is only asked about nodes the search
 * has refuted, so it never decides anything: a node is refuted either by a static rule (whose
 * sentence is given) or because every retraction from it is refuted (then the sentence says what
 * has no explanation, and, a level or two down, why each retraction fails).
 */
final class Explainer {
    private static final int MAX_DETAILED = 3;
    private final RetroBoard board;

    Explainer(RetroBoard board) {
        this.board = board;
    }

    /** Why taking back {@code move} leads to an impossible position (the move must be refuted). */
    String whyImpossible(int move, int presumed, int levels) {
        Retractions.retract(board, move);
        int forced = Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
        String why = whyNode(presumed | Retractions.rightUsed(move), forced, levels);
        Retractions.replay(board, move);
        return why;
    }

    private String whyNode(int presumed, int forced, int levels) {
        Defect rule = StaticRules.firstViolation(board);
        if (rule != null) {
            return Words.defect(board, rule);
        }
        int mover = board.sideToMove ^ 1;
        int[] moves = new int[Retractions.MAX_RETRACTIONS];
        int n = Retractions.generate(board, presumed, forced, moves, 0);
        if (forced != Square.NONE) {
            if (n == 0) {
                return "the e.p. capture needs a double step to " + Square.name(forced) + " just before it, which cannot have been played";
            }
            return "the e.p. capture needs " + Words.move(moves[0]) + " just before it, and then "
                    + whyImpossible(moves[0], presumed, levels);
        }
        String other = Words.side(mover);
        long checkers = board.checkers();
        String head;
        if (checkers != 0) {
            int king = board.king(board.sideToMove);
            head = "the " + Words.side(board.sideToMove).toLowerCase() + " king on " + Square.name(king) + " is in check from "
                    + Words.units(board, checkers) + ", which no last move of " + other + " can have given";
        } else if (n == 0) {
            return "no " + other.toLowerCase() + " unit has a move to take back";
        } else {
            head = other + " has no possible last move";
        }
        if (levels <= 0 || n == 0) {
            return head;
        }
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            groups.computeIfAbsent(Words.move(moves[i]), k -> new ArrayList<>()).add(i);
        }
        if (groups.size() > MAX_DETAILED) {
            if (checkers != 0 && allLeaveCheck(moves, n)) {
                return head + " (every move " + other + " can take back leaves that check standing)";
            }
            return head + " (all " + groups.size() + " candidates fail)";
        }
        List<String> parts = new ArrayList<>();
        for (List<Integer> g : groups.values()) {
            for (LastMove m : explainGroup(moves, g, presumed, levels - 1)) {
                parts.add(m.toString());
            }
        }
        return head + " (" + String.join("; ", parts) + ")";
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
        Map<String, List<Integer>> byReason = new LinkedHashMap<>();
        for (int i : members) {
            byReason.computeIfAbsent(whyImpossible(moves[i], presumed, levels), k -> new ArrayList<>()).add(i);
        }
        List<LastMove> result = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : byReason.entrySet()) {
            result.add(new LastMove(Words.move(moves[e.getValue().get(0)]), MoveGroup.uncaptured(moves, e.getValue()), e.getKey()));
        }
        return result;
    }
}
