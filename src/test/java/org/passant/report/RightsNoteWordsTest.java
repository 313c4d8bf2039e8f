package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Castling;
import org.passant.board.Fen;
import org.passant.board.Square;
import org.passant.retro.RetroAnalysis;
import org.passant.retro.RetroReport;
import org.passant.solve.RightsNote;

/** The notes printed as "Retro: ..." beside a solution, one per kind of note. */
class RightsNoteWordsTest {

    @Test
    void trustedRightsAreNamedAsTheFenFieldsGiveThem() {
        assertEquals("rights taken as stated (--trust-rights): castling Kq, e.p. -",
                RightsNoteWords.sentence(new RightsNote.TrustedAsStated(Castling.WHITE_KINGSIDE | Castling.BLACK_QUEENSIDE, Square.NONE)));
    }

    @Test
    void forbiddenCastling() {
        assertEquals("castling forbidden by the problem: k",
                RightsNoteWords.sentence(new RightsNote.CastlingForbidden(Castling.BLACK_KINGSIDE)));
    }

    @Test
    void amelung1897TheProvenEnPassantRightGivesItsSummary() {
        RetroReport r = RetroAnalysis.analyse(Fen.parse("7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1"));
        String note = RightsNoteWords.sentence(new RightsNote.EnPassantProven(r.enPassant()));
        assertTrue(note.startsWith("e.p. right on g6 proven: Black's last move must have been g7-g5"), note);
        assertTrue(note.endsWith("(./solver retro FEN gives the reason for each)"), note);
    }

    @Test
    void loyd1859TheDisprovedCastlingGivesItsProof() {
        RetroReport r = RetroAnalysis.analyse(Fen.parse("r3k3/p1p5/Q3K3/8/8/8/8/8 w - - 0 1"));
        String note = RightsNoteWords.sentence(new RightsNote.CastlingDisproved(r.castlingVerdict(Castling.BLACK_QUEENSIDE)));
        assertTrue(note.startsWith("Black 0-0-0 disproved: if Black 0-0-0 were still possible"), note);
    }
}
