package org.passant.notation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Position;

/** Finds the one legal move a text denotes, or says in one line why there is none or more than one. */
final class MoveParser {
    private MoveParser() {
    }

    static int parse(Position p, String text) {
        if (text == null) {
            throw MovePattern.malformed("");
        }
        String shown = text.strip();
        MovePattern pattern = MovePattern.read(shown);
        int[] legal = LegalMoves.of(p);
        List<Integer> matches = new ArrayList<>(2);
        for (int move : legal) {
            if (pattern.matches(move)) {
                matches.add(move);
            }
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.size() > 1) {
            throw new NotationException(shown + " is ambiguous: " + list(matches));
        }
        List<Integer> promotions = new ArrayList<>(4);
        for (int move : legal) {
            if (pattern.matchesSomePromotion(move)) {
                promotions.add(move);
            }
        }
        if (!promotions.isEmpty()) {
            throw new NotationException(shown + " lacks the promotion piece: " + list(promotions));
        }
        throw new NotationException(shown + " is not a legal move here (" + Piece.colorName(p.sideToMove())
                + " to move)");
    }

    /**
     * "Nb1-d2 and Nf3-d2", "e7-e8=Q, e7-e8=R, e7-e8=B and e7-e8=N": by from square, then queen first,
     * so the message does not depend on the generator's order.
     */
    private static String list(List<Integer> moves) {
        moves.sort(Comparator.<Integer>comparingInt(Move::from).thenComparing(m -> -Move.promotion(m)));
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) {
                s.append(i == moves.size() - 1 ? " and " : ", ");
            }
            s.append(LongAlgebraic.ENGLISH.format(moves.get(i)));
        }
        return s.toString();
    }
}
