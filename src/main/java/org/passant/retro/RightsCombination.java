package org.passant.retro;

import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * One set of rights the solver may use: the castling rights and the e.p. square (or
 * {@link Square#NONE}) that together fit at least one possible history, named in
 * {@code history} (as data).
 *
 * <p>Where rights are independent the analysis gives exactly one combination (the conventions
 * applied); under partial retro analysis one per possible history, and the problem is sound only
 * if it is sound in each. When castlings exclude one another ({@code castlingAlternatives} has
 * more than one entry) the retro-strategy reading applies: any castling in {@code castling} may
 * be played, but once one is played only the rights in an alternative containing it remain.
 */
public record RightsCombination(int castling, int epSquare, List<Integer> castlingAlternatives, History history) {
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

    /** The history that grants a combination of rights. */
    public sealed interface History {
    }

    /** The rights are independent (castling unless disproved) and no e.p. right is proven. */
    public record IndependentWithoutEnPassant() implements History {
    }

    /** The rights are independent (castling unless disproved) and {@code mover}'s last move was {@code step}. */
    public record IndependentAfterStep(int mover, Retraction step) implements History {
    }

    /** One part of a partial retro analysis: {@code mover}'s last move was {@code step}. */
    public record LastMoveWas(int mover, Retraction step) implements History {
    }

    /** One part of a partial retro analysis: {@code mover}'s last move was none of {@code steps}. */
    public record LastMoveWasNot(int mover, List<Retraction> steps) implements History {
        public LastMoveWasNot {
            steps = List.copyOf(steps);
        }
    }
}
