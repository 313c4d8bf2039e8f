package org.passant.problem;

import java.util.List;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * One twinning command, read and ready to apply. Errors that depend on the position (no piece to
 * move, a shift off the board) can only be found when applying, hence the exception.
 */
sealed interface Twinning {

    void applyTo(TwinPosition position) throws ProblemSyntaxException;

    /** {@code Move a b}: the piece on a goes to b, capturing what stood there. */
    record MovePiece(Token at, int from, int to) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) throws ProblemSyntaxException {
            requirePiece(position, from, at);
            position.diagram.move(from, to);
        }
    }

    /** {@code Exchange a b}: the pieces on a and b swap places. */
    record ExchangePieces(Token at, int first, int second) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) throws ProblemSyntaxException {
            requirePiece(position, first, at);
            requirePiece(position, second, at);
            position.diagram.exchange(first, second);
        }
    }

    /** {@code Remove squares}. */
    record RemovePieces(Token at, List<Integer> squares) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) throws ProblemSyntaxException {
            for (int square : squares) {
                requirePiece(position, square, at);
                position.diagram.remove(square);
            }
        }
    }

    /** {@code Add colour pieces}: as in Popeye, a piece already on the square is replaced. */
    record AddPieces(List<Placement> placements) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) {
            Placement.putAllReplacing(placements, position.diagram);
        }
    }

    /** {@code Substitute R B}: every rook, of either colour, becomes a bishop ({@link Piece} types). */
    record SubstitutePieces(int from, int to) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) {
            position.diagram.substitute(from, to);
        }
    }

    /** {@code Rotate n} and {@code Mirror x}. */
    record TransformBoard(SquareTransformation transformation) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) {
            position.diagram.transform(transformation);
        }
    }

    /** {@code Shift a b}: every piece moves by the vector from a to b. */
    record ShiftBoard(Token at, int from, int to) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) throws ProblemSyntaxException {
            int fileStep = Square.file(to) - Square.file(from);
            int rankStep = Square.rank(to) - Square.rank(from);
            int leaving = position.diagram.firstSquareLeavingBoard(fileStep, rankStep);
            if (leaving != Square.NONE) {
                throw new ProblemSyntaxException(at, "Shift " + Square.name(from) + " " + Square.name(to)
                        + " would push the " + PieceWords.of(position.diagram.at(leaving)) + " on " + Square.name(leaving)
                        + " off the board");
            }
            position.diagram.shift(fileStep, rankStep);
        }
    }

    /** {@code Stipulation s}. */
    record ChangeStipulation(WrittenStipulation stipulation) implements Twinning {
        @Override
        public void applyTo(TwinPosition position) {
            position.stipulation = stipulation;
        }
    }

    /** {@code PolishType}: every piece changes colour. */
    record SwapColours() implements Twinning {
        @Override
        public void applyTo(TwinPosition position) {
            position.diagram.swapColours();
        }
    }

    private static void requirePiece(TwinPosition position, int square, Token at) throws ProblemSyntaxException {
        if (position.diagram.isEmpty(square)) {
            throw new ProblemSyntaxException(at, "'" + at.text() + "': there is no piece on " + Square.name(square));
        }
    }
}
