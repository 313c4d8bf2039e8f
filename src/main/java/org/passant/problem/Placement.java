package org.passant.problem;

import org.passant.board.Square;

/** A piece (a board.Piece code) to be put on a square, with the word that said so (for errors). */
record Placement(int square, int piece, Token token) {

    /**
     * Puts the pieces of the diagram, refusing a second piece on a square: Popeye would silently
     * keep only the later one, which in a diagram is almost always a typing error.
     */
    static void putAllOnEmptySquares(Iterable<Placement> placements, Diagram diagram) throws ProblemSyntaxException {
        for (Placement placement : placements) {
            if (!diagram.isEmpty(placement.square())) {
                throw new ProblemSyntaxException(placement.token(), "two pieces on " + Square.name(placement.square())
                        + ": " + PieceWords.of(diagram.at(placement.square())) + " and " + PieceWords.of(placement.piece()));
            }
            diagram.put(placement.square(), placement.piece());
        }
    }

    /** Puts the pieces, replacing what stands there, as Popeye's {@code Add} twinning does. */
    static void putAllReplacing(Iterable<Placement> placements, Diagram diagram) {
        for (Placement placement : placements) {
            diagram.put(placement.square(), placement.piece());
        }
    }
}
