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
    final String notation;
    final List<Integer> members = new ArrayList<>();

    private MoveGroup(String notation) {
        this.notation = notation;
    }

    /** Groups the given moves, keeping their order of first appearance. */
    static List<MoveGroup> of(int[] moves, List<Integer> indices) {
        Map<String, MoveGroup> groups = new LinkedHashMap<>();
        for (int i : indices) {
            String notation = Words.move(moves[i]);
            groups.computeIfAbsent(notation, MoveGroup::new).members.add(i);
        }
        return new ArrayList<>(groups.values());
    }

    /** The un-captured unit letters of the given members (empty for a move without capture and for e.p.). */
    static List<String> uncaptured(int[] moves, List<Integer> members) {
        List<String> letters = new ArrayList<>();
        for (int i : members) {
            int m = moves[i];
            if (Move.captured(m) != 0 && Move.kind(m) != Move.EN_PASSANT) {
                letters.add(Words.captured(Move.captured(m)));
            }
        }
        return letters;
    }
}
