package org.passant.problem;

import org.passant.board.Square;

/**
 * The board symmetries of Popeye's {@code Rotate} and {@code Mirror} twinnings. Rotations turn the
 * board to the left (counter-clockwise as the diagram is printed), so {@code Rotate 90} carries
 * a1 to h1. Mirrors are named by the square a1 (or a8) goes to.
 */
enum SquareTransformation {
    ROTATE_90 {
        @Override
        int apply(int file, int rank) {
            return Square.of(7 - rank, file);
        }
    },
    ROTATE_180 {
        @Override
        int apply(int file, int rank) {
            return Square.of(7 - file, 7 - rank);
        }
    },
    ROTATE_270 {
        @Override
        int apply(int file, int rank) {
            return Square.of(rank, 7 - file);
        }
    },
    /** a1 &lt;--&gt; h1: reflect in the line between the d- and e-files. */
    MIRROR_A1_H1 {
        @Override
        int apply(int file, int rank) {
            return Square.of(7 - file, rank);
        }
    },
    /** a1 &lt;--&gt; a8: reflect in the line between the 4th and 5th ranks. */
    MIRROR_A1_A8 {
        @Override
        int apply(int file, int rank) {
            return Square.of(file, 7 - rank);
        }
    },
    /** a1 &lt;--&gt; h8: reflect in the diagonal a8-h1. */
    MIRROR_A1_H8 {
        @Override
        int apply(int file, int rank) {
            return Square.of(7 - rank, 7 - file);
        }
    },
    /** a8 &lt;--&gt; h1: reflect in the diagonal a1-h8. */
    MIRROR_A8_H1 {
        @Override
        int apply(int file, int rank) {
            return Square.of(rank, file);
        }
    };

    abstract int apply(int file, int rank);

    int apply(int square) {
        return apply(Square.file(square), Square.rank(square));
    }
}
