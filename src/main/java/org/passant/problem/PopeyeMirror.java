package org.passant.problem;

/** The arguments of {@code Mirror}, the same in every language: where a1 (or a8) goes. */
enum PopeyeMirror implements Spelled {
    A1_H1("a1<-->h1", SquareTransformation.MIRROR_A1_H1),
    A1_A8("a1<-->a8", SquareTransformation.MIRROR_A1_A8),
    A1_H8("a1<-->h8", SquareTransformation.MIRROR_A1_H8),
    A8_H1("a8<-->h1", SquareTransformation.MIRROR_A8_H1);

    private final String spelling;
    private final SquareTransformation transformation;

    PopeyeMirror(String spelling, SquareTransformation transformation) {
        this.spelling = spelling;
        this.transformation = transformation;
    }

    @Override
    public String spelling(PopeyeLanguage language) {
        return spelling;
    }

    SquareTransformation transformation() {
        return transformation;
    }
}
