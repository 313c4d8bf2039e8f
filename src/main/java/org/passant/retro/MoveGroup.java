package org.passant.retro;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.passant.board.Move;

/**
 * Retractions that differ only in the unit un-captured, shown as one move ({@code Kg7xh6} with
 * the list of units it may have taken).
 */
final class MoveGroup {
    final Retraction move;
    final List<Integer> members = new ArrayList<>();

    private MoveGroup(Retraction move) {
        this.move = move;
    }

    /** Groups the given moves, keeping their order of first appearance. */
    static List<MoveGroup> of(int[] moves, List<Integer> indices) {
        Map<Retraction, MoveGroup> groups = new LinkedHashMap<>();
        for (int i : indices) {
            groups.computeIfAbsent(Retraction.of(moves[i]), MoveGroup::new).members.add(i);
        }
        return new ArrayList<>(groups.values());
    }

    /** The un-captured unit types of the given members (empty for a move without capture and for e.p.). */
    static List<Integer> uncaptured(int[] moves, List<Integer> members) {
        List<Integer> types = new ArrayList<>();
        for (int i : members) {
            int m = moves[i];
            if (Move.captured(m) != 0 && Move.kind(m) != Move.EN_PASSANT) {
                types.add(Move.captured(m));
            }
        }
        return types;
    }
}
