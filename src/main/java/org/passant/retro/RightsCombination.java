package org.passant.retro;

import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * One set of rights the solver may use: the castling rights and the e.p. square (or
 * {@link Square#NONE}) that together fit at least one possible history, named in
 * {@code history}.
 *
 * <p>Where rights are independent the analysis gives exactly one combination (the conventions
 * applied); under partial retro analysis one per possible history, and the problem is sound only
 * if it is sound in each. When castlings exclude one another ({@code castlingAlternatives} has
 * more than one entry) the retro-strategy reading applies: any castling in {@code castling} may
 * be played, but once one is played only the rights in an alternative containing it remain.
 */
public record RightsCombination(int castling, int epSquare, List<Integer> castlingAlternatives, String history) {
    public RightsCombination {
        castlingAlternatives = List.copyOf(castlingAlternatives);
    }

    /** Whether castlings in this combination exclude one another (retro-strategy applies). */
    public boolean retroStrategy() {
        return castlingAlternatives.size() > 1;
    }

    /** A copy of the position with exactly these rights (the diagram's own rights are replaced). */
    public Position applyTo(Position p) {
        Position q = p.copy();
        q.setState(p.sideToMove(), castling, epSquare, p.halfmoveClock(), p.fullmoveNumber());
        return q;
    }

    /** The rights as FEN fields, e.g. {@code "k g6"}. */
    public String fenFields() {
        return Castling.fen(castling) + " " + (epSquare == Square.NONE ? "-" : Square.name(epSquare));
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("castling ").append(castling == 0 ? "none" : describe(castling));
        if (retroStrategy()) {
            sb.append(" (retro-strategy: ");
            for (int i = 0; i < castlingAlternatives.size(); i++) {
                sb.append(i > 0 ? " or " : "").append(describe(castlingAlternatives.get(i)));
            }
            sb.append(')');
        }
        sb.append(", e.p. ").append(epSquare == Square.NONE ? "none" : Square.name(epSquare));
        return sb.append(" [").append(history).append(']').toString();
    }

    static String describe(int rights) {
        if (rights == 0) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        for (int r = Castling.WHITE_KINGSIDE; r <= Castling.BLACK_QUEENSIDE; r <<= 1) {
            if ((rights & r) != 0) {
                sb.append(sb.length() > 0 ? " and " : "").append(Castling.describe(r));
            }
        }
        return sb.toString();
    }
}
