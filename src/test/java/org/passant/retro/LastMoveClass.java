package org.passant.retro;

import java.util.LinkedHashSet;
import java.util.Set;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * A last move written as last-move problems state their answers: the unit that moved and what
 * it took ({@code KxN}, {@code R-}), a promotion ({@code PxB=R}, {@code P-=Q}), a double step
 * ({@code P--}), an e.p. capture ({@code ep}) or a castling ({@code O-O}).
 */
final class LastMoveClass {
    private LastMoveClass() {
    }

    /** The classes one possible last move stands for: one per unit it may have taken. */
    static Set<String> of(LastMove m) {
        Retraction r = m.move();
        Set<String> classes = new LinkedHashSet<>();
        switch (r.kind()) {
            case CASTLING -> classes.add(r.kingside() ? "O-O" : "O-O-O");
            case EN_PASSANT -> classes.add("ep");
            case DOUBLE_STEP -> classes.add("P--");
            case ORDINARY -> {
                String unit = r.promotion() != 0 ? "P" : String.valueOf(Piece.letter(r.piece()));
                String promotion = r.promotion() != 0 ? "=" + Piece.letter(r.promotion()) : "";
                if (m.uncaptured().isEmpty()) {
                    classes.add(unit + "-" + promotion);
                }
                for (int taken : m.uncaptured()) {
                    classes.add(unit + "x" + Piece.letter(taken) + promotion);
                }
            }
        }
        return classes;
    }

    /** The classes of every possible last move of a report. */
    static Set<String> possible(RetroReport report) {
        Set<String> classes = new LinkedHashSet<>();
        report.possibleLastMoves().forEach(m -> classes.addAll(of(m)));
        return classes;
    }

    static String square(int square) {
        return square == Square.NONE ? "none" : Square.name(square);
    }
}
