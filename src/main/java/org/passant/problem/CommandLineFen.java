package org.passant.problem;

import java.util.List;
import java.util.Optional;
import org.passant.board.Fen;

/**
 * A FEN typed on the command line as a {@link Problem}, so that it takes the same path as a
 * problem read from a file.
 *
 * <p>Its rights are stated differently from a FEN line in a file: each castling letter and the
 * e.p. square are claims, and a castling not written is left to the conventions rather than
 * forbidden. A user typing a FEN copies a diagram; a file of FEN lines is a collection whose
 * castling fields were written on purpose.
 */
public final class CommandLineFen {
    /** Where such a problem comes from, for reports. */
    public static final SourceLocation SOURCE = new SourceLocation("command line", 0);

    private CommandLineFen() {
    }

    /**
     * @param fen a full, already validated FEN: placement, side, castling, e.p., clocks, and for a
     *            rule set of two-move turns the turn field ({@code board.TurnFen})
     */
    public static Problem problem(String fen, WrittenStipulation stipulation) {
        String[] fields = fen.strip().split("\\s+");
        if (fields.length != 6 && !(fields.length == 7 && fields[6].contains("/"))) {
            throw new IllegalArgumentException("a FEN of 6 fields is expected, found '" + fen + "'");
        }
        int claimed = Fen.readCastling(fields[2]);
        EnPassantRight enPassant = fields[3].equals("-") ? EnPassantRight.none()
                : new EnPassantRight(Optional.of(fields[3]), RightSource.STATED, List.of());
        return new Problem("", SOURCE, "", "", Metadata.EMPTY, String.join(" ", fields), stipulation, Options.NONE,
                new CastlingRights(claimed, claimed), enPassant);
    }
}
