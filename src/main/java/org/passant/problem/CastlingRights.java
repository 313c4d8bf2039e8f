package org.passant.problem;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Which castlings the problem allows, and for which of them the user stated the status.
 *
 * <p>From a FEN all four are stated (the castling field says yes or no to each). From Popeye
 * input a castling is allowed when king and rook stand on their initial squares (Popeye's rule);
 * {@code NoCastling} squares state a "no" for the castlings of the pieces named; the others stay
 * defaulted.
 */
public record CastlingRights(Set<Castling> allowed, Set<Castling> stated) {

    public CastlingRights {
        allowed = Collections.unmodifiableSet(copy(allowed));
        stated = Collections.unmodifiableSet(copy(stated));
    }

    private static EnumSet<Castling> copy(Set<Castling> castlings) {
        return castlings.isEmpty() ? EnumSet.noneOf(Castling.class) : EnumSet.copyOf(castlings);
    }

    public boolean isAllowed(Castling castling) {
        return allowed.contains(castling);
    }

    public RightSource source(Castling castling) {
        return stated.contains(castling) ? RightSource.STATED : RightSource.DEFAULT;
    }

    /** The FEN castling field, "KQkq" order, or "-". */
    public String fenField() {
        StringBuilder field = new StringBuilder();
        for (Castling castling : Castling.values()) {
            if (allowed.contains(castling)) {
                field.append(castling.fenLetter());
            }
        }
        return field.length() == 0 ? "-" : field.toString();
    }

    @Override
    public String toString() {
        return fenField() + (stated.isEmpty() ? " (defaulted)" : " (stated: " + stated + ")");
    }
}
