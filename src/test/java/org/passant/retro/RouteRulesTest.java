package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;
import org.passant.board.Defect;
import org.passant.board.DefectKind;
import org.passant.board.Move;
import org.passant.board.Position;

/**
 * The route rules: pawns of opposite colours that cannot have passed each other on a file
 * ({@link PawnCrossings}) and pieces that no original or promoted unit can have become past units
 * that never moved ({@link PieceOrigins}, {@link Walls}). Named positions first, then the oracle:
 * no position of a real game breaks them, with the castling rights the game really kept presumed.
 */
class RouteRulesTest {

    private static Defect rule(String diagram, int presumed) {
        return StaticRules.firstViolation(RetroBoard.of(Retro.diagram(diagram)), presumed);
    }

    @Test
    void aWhitePawnAboveABlackPawnOnTheirOwnFileNeedsCapturesNobodyMade() {
        // Every unit on the board: the e-pawns cannot have passed each other on the e-file.
        Defect d = rule("rnbqkbnr/pppp1ppp/4P3/4p3/8/8/PPPP1PPP/RNBQKBNR w", 0);
        assertEquals(DefectKind.PAWNS_CANNOT_HAVE_PASSED, d.kind());
        assertEquals(Retro.diagram("8/8/4P3/4p3/8/8/8/8 w").occupied(), d.units());
    }

    @Test
    void oneLostUnitIsNotEnoughForAPawnToGoRoundAnother() {
        // Black lost the b8 knight. White's e-pawn must be the one from e2 (d2 and f2 never moved),
        // so it went out and back round the black pawn: two captures, one too many.
        assertEquals(DefectKind.PAWNS_CANNOT_HAVE_PASSED, rule("r1bqkbnr/pppp1ppp/4P3/4p3/8/8/PPPP1PPP/RNBQKBNR w", 0).kind());
    }

    @Test
    void twoLostUnitsLetTheWhitePawnGoRound() {
        // e4xd5 and d5xe6 (or by f5): two black units, which Black has lost.
        assertNull(rule("r1bqkb1r/pppp1ppp/4P3/4p3/8/8/PPPP1PPP/RNBQKBNR w", 0));
    }

    @Test
    void aPawnFromAnotherFileMayStandAboveTheEnemyPawn() {
        // The e6 pawn came from d2 by one capture (d5xe6), after the black pawn had passed e6.
        assertNull(rule("r1bqkbnr/pppp1ppp/4P3/4p3/8/8/PPP1PPPP/RNBQKBNR w", 0));
    }

    @Test
    void noWhitePawnCanPromotePastEightUnmovedBlackPawns() {
        // Black's pawns all stand on their starting squares: no white pawn reached the 8th rank,
        // so the third knight cannot be a promoted one.
        Defect d = rule("4k3/pppppppp/8/8/8/8/8/NNN1K3 b", 0);
        assertEquals(DefectKind.PIECES_WITHOUT_ORIGIN, d.kind());
        assertEquals(3, d.count());
        assertEquals(2, d.limit());
    }

    @Test
    void oneOpenFileIsEnoughToPromote() {
        assertNull(rule("4k3/ppp1pppp/8/8/8/8/8/NNN1K3 b", 0));
    }

    @Test
    void aPawnCheckingAnUnmovedKingFromTheSeventhRankIsTakenAtOnce() {
        // C3 of the retro notes: with Black's 0-0-0 presumed, d7 and f7 check Ke8 and every other
        // square of the 7th rank holds an unmoved pawn: White never promoted, three rooks are too many.
        String c3 = "r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b";
        assertEquals(DefectKind.PIECES_WITHOUT_ORIGIN, rule(c3, Castling.BLACK_QUEENSIDE).kind());
        // Presuming nothing, the black king may have moved away and back: no claim.
        assertNull(rule(c3, 0));
    }

    @Test
    void aBishopShutInByUnmovedPawnsWasNotTakenByAPawn() {
        // The Usenet problem of CaptureCountingProblemsTest, with d7 back home (d7-d5 taken back): Bc8 never
        // left c8, so White's pawns, which need all ten black losses, cannot have taken it.
        Defect d = rule("4k3/1p1pP2p/2N1P1N1/2P1KpP1/3PpP2/4P3/4P3/8 b", 0);
        assertEquals(DefectKind.PAWN_CAPTURES_EXCEED_LOSSES, d.kind());
        assertEquals(Retro.diagram("2p5/8/8/8/8/8/8/8 w").occupied(), d.units());
    }

    @Test
    void noPositionOfARealGameBreaksARouteRule() {
        AtomicInteger[] met = checkRandomGames(11, 120, 200);
        assertTrue(met[0].get() > 12_000, "too few positions: " + met[0]);
        // The rules must have had something to judge: pawns standing above enemy pawns on a file,
        // and castling rights kept (king and rook as walls).
        assertTrue(met[1].get() > 100, "too few positions with pawns past each other: " + met[1]);
        assertTrue(met[2].get() > 1000, "too few positions with a castling right kept: " + met[2]);
    }

    @Test
    @Tag("deep")
    void noPositionOfARealGameBreaksARouteRuleDeep() {
        checkRandomGames(12, 5000, 250);
    }

    /** Counts: positions, positions with a white pawn above a black one on a file, positions with a right kept. */
    private static AtomicInteger[] checkRandomGames(long seed, int games, int plies) {
        AtomicInteger[] met = {new AtomicInteger(), new AtomicInteger(), new AtomicInteger()};
        RandomGames.play(seed, games, plies, 0.6, step -> {
            Position p = step.after();
            RetroBoard b = RetroBoard.of(p);
            Defect d = StaticRules.firstViolation(b, step.actualCastling());
            assertNull(d, () -> "a real game position breaks " + d + ": " + p.toFen() + " after " + Move.uci(step.lastMove()));
            met[0].incrementAndGet();
            if (passed(b)) {
                met[1].incrementAndGet();
            }
            if (step.actualCastling() != 0) {
                met[2].incrementAndGet();
            }
        });
        return met;
    }

    private static boolean passed(RetroBoard b) {
        long white = b.pieces(org.passant.board.Piece.WHITE, org.passant.board.Piece.PAWN);
        long black = b.pieces(org.passant.board.Piece.BLACK, org.passant.board.Piece.PAWN);
        for (long w = white; w != 0; w &= w - 1) {
            int sq = Long.numberOfTrailingZeros(w);
            if ((black & (org.passant.board.Bitboards.FILE_A << (sq & 7)) & ((1L << sq) - 1)) != 0) {
                return true;
            }
        }
        return false;
    }
}
