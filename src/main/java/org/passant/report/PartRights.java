package org.passant.report;

import org.passant.board.Castling;
import org.passant.board.Fen;
import org.passant.board.Square;
import org.passant.solve.RightsPart;

/** The rights one part of a solution is solved with, in words: "castling k, e.p. on g6", "no castling, no e.p.". */
final class PartRights {
    private PartRights() {
    }

    static String words(RightsPart part) {
        int castling = part.tree().fen().isEmpty() ? 0 : Fen.readCastling(part.tree().fen().split(" ")[2]);
        String ep = part.rights() == null || part.rights().epSquare() == Square.NONE
                ? "no e.p." : "e.p. on " + Square.name(part.rights().epSquare());
        return (castling == 0 ? "no castling" : "castling " + Castling.fen(castling)) + ", " + ep;
    }
}
