package org.passant.problem;

/** A piece standing in a diagram being read. */
record DiagramPiece(Side side, PieceKind kind) {

    char fenLetter() {
        return side == Side.WHITE ? kind.fenLetter() : Character.toLowerCase(kind.fenLetter());
    }

    DiagramPiece withSide(Side newSide) {
        return new DiagramPiece(newSide, kind);
    }

    DiagramPiece withKind(PieceKind newKind) {
        return new DiagramPiece(side, newKind);
    }

    @Override
    public String toString() {
        return side.word().toLowerCase() + " " + kind.word();
    }
}
