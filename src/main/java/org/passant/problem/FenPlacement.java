package org.passant.problem;

import org.passant.board.Square;

/**
 * Reads the piece placement field of a standard FEN (English letters, N for the knight) into a
 * {@link Diagram}: eight ranks separated by '/', each of exactly eight squares.
 */
final class FenPlacement {

    private FenPlacement() {
    }

    static Diagram parse(String field, int line, int column) throws ProblemSyntaxException {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new ProblemSyntaxException(line, column,
                    "the FEN placement '" + field + "' has " + ranks.length + " ranks instead of 8");
        }
        Diagram diagram = new Diagram();
        int at = column;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (Character.isDigit(c)) {
                    throw new ProblemSyntaxException(line, at, "rank " + (rank + 1) + " of the FEN: '" + c
                            + "' is not a run of 1 to 8 empty squares");
                } else {
                    PieceKind kind = PieceKind.ofFenLetter(c);
                    if (kind == null) {
                        throw new ProblemSyntaxException(line, at, "unknown piece letter '" + c
                                + "' in the FEN (K Q R B N P, lower case for Black)");
                    }
                    if (file < 8) {
                        diagram.put(Square.of(file, rank),
                                new DiagramPiece(Character.isUpperCase(c) ? Side.WHITE : Side.BLACK, kind));
                    }
                    file++;
                }
                if (file > 8) {
                    throw new ProblemSyntaxException(line, at, "rank " + (rank + 1) + " of the FEN has more than 8 squares");
                }
                at++;
            }
            if (file < 8) {
                throw new ProblemSyntaxException(line, at, "rank " + (rank + 1) + " of the FEN has only " + file
                        + " squares");
            }
            at++; // the '/'
        }
        return diagram;
    }
}
