package org.passant.report;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/** Lists siblings in the order the move generator produces them, so output is stable and familiar. */
final class MoveOrder {
    private MoveOrder() {
    }

    /** Sorts items played in {@code fen} by the generation index of their move. */
    static <T> List<T> sorted(String fen, List<T> items, ToIntFunction<T> move) {
        if (items.size() < 2) {
            return items;
        }
        Position p = Position.fromFen(fen);
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, list, 0);
        return items.stream().sorted(Comparator.comparingInt(t -> indexOf(list, count, move.applyAsInt(t)))).toList();
    }

    private static int indexOf(int[] list, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (list[i] == move) {
                return i;
            }
        }
        return count;
    }
}
