package org.passant.problem;

import org.passant.board.Square;

/**
 * The board symmetries of Popeye's {@code Rotate} and {@code Mirror} twinnings. Rotations turn the
 * board to the left (counter-clockwise as the diagram is printed), so {@code Rotate 90} carries
 * a1 to h1. Mirrors are named by the square a1 (or a8) goes to.
 */
enum SquareTransformation {
    ROTATE_90((file, rank) -> Square.of(7 - rank, file)),
    ROTATE_180((file, rank) -> Square.of(7 - file, 7 - rank)),
    ROTATE_270((file, rank) -> Square.of(rank, 7 - file)),
    /** a1 &lt;--&gt; h1: reflect in the line between the d- and e-files. */
    MIRROR_A1_H1((file, rank) -> Square.of(7 - file, rank)),
    /** a1 &lt;--&gt; a8: reflect in the line between the 4th and 5th ranks. */
    MIRROR_A1_A8((file, rank) -> Square.of(file, 7 - rank)),
    /** a1 &lt;--&gt; h8: reflect in the diagonal a8-h1. */
    MIRROR_A1_H8((file, rank) -> Square.of(7 - rank, 7 - file)),
    /** a8 &lt;--&gt; h1: reflect in the diagonal a1-h8. */
    MIRROR_A8_H1((file, rank) -> Square.of(rank, file));

    /** Where the square on (file, rank) goes. */
    private interface Image {
        int of(int file, int rank);
    }

    private final Image image;

    SquareTransformation(Image image) {
        this.image = image;
    }

    int apply(int square) {
        return image.of(Square.file(square), Square.rank(square));
    }
}
