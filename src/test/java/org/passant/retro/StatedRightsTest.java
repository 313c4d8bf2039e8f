package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.board.Square;

/** Rights stated in the input (FEN fields, Popeye options) are judged, never silently trusted. */
class StatedRightsTest {

    private static StatedRightsCheck check(String fen) {
        Position p = Position.fromFen(fen);
        return RetroAnalysis.checkStatedInFen(p);
    }

    @Test
    void amelungsStatedEpRightIsProven() {
        StatedRightsCheck c = check("7R/7p/5P1k/4PKpP/8/8/8/8 w - g6 0 1");
        assertEquals(RightCheck.Status.PROVEN, c.rights().get(0).status());
        assertTrue(c.consistent());
    }

    @Test
    void anUnprovableEpRightIsReportedAsSuch() {
        // N1: e6-e5 is as possible as e7-e5.
        StatedRightsCheck c = check("kN6/pp6/3B1N2/3Pp3/8/6K1/8/8 w - e6 0 1");
        assertEquals(RightCheck.Status.NOT_PROVABLE, c.rights().get(0).status());
        assertTrue(c.hasUnprovable());
        assertFalse(c.hasImpossible());
    }

    @Test
    void anEpRightWithoutTheDoubleStepperIsImpossible() {
        StatedRightsCheck c = check("4k3/8/8/8/8/8/8/4K3 w - e6 0 1");
        assertEquals(RightCheck.Status.IMPOSSIBLE, c.rights().get(0).status());
        assertTrue(Retro.reason(c.rights().get(0)).contains("no black pawn stands on e5"), Retro.reason(c.rights().get(0)));
    }

    @Test
    void anEpRightWhoseDoubleStepWouldHaveLeftACheckIsImpossible() {
        // Before e7-e5 the pawn on e7 would have been checking Kf6 with Black to move.
        StatedRightsCheck c = check("8/8/5K2/3Pp3/8/8/8/k7 w - e6 0 1");
        assertEquals(RightCheck.Status.IMPOSSIBLE, c.rights().get(0).status(), c.rights().toString());
        assertTrue(Retro.reason(c.rights().get(0)).startsWith("e7-e5 is impossible"), Retro.reason(c.rights().get(0)));
    }

    @Test
    void aDisprovedCastlingRightIsImpossible() {
        StatedRightsCheck c = check("4k3/8/8/8/8/8/PPPPPPPP/4K2R b K - 0 1");
        assertEquals(List.of(RightCheck.Status.IMPOSSIBLE), c.rights().stream().map(RightCheck::status).toList());
        assertTrue(c.hasImpossible());
    }

    @Test
    void langstaffCastlingImpliesTheEpRight() {
        // Castling alone is allowed by convention, and it holds only in the history whose last
        // move was g7-g5: the check says so, since that history also grants e.p. on g6.
        StatedRightsCheck castleOnly = check("4k2r/8/5B1P/3R1KpP/8/8/8/8 w k - 0 1");
        assertEquals(RightCheck.Status.ALLOWED, castleOnly.rights().get(0).status());
        assertTrue(castleOnly.consistent());
        assertEquals(List.of("with castling Black 0-0 the last move must have been g7-g5, so e.p. is allowed in that history"
                + " (partial retro analysis)"), Retro.notes(castleOnly));

        StatedRightsCheck both = check("4k2r/8/5B1P/3R1KpP/8/8/8/8 w k g6 0 1");
        assertTrue(both.consistent());
        assertEquals(RightCheck.Status.NOT_PROVABLE, both.rights().get(1).status());
    }

    @Test
    void rightsThatHoldOnlyInDifferentHistoriesAreInconsistent() {
        // All black pawns at home: Black's last move was by the king or a rook, so the two
        // castlings exclude each other. Each alone is allowed; stated together they are not.
        StatedRightsCheck c = check("r3k2r/pppppppp/8/8/8/8/8/4K3 w kq - 0 1");
        assertEquals(List.of(RightCheck.Status.ALLOWED, RightCheck.Status.ALLOWED), c.rights().stream().map(RightCheck::status).toList());
        assertFalse(c.consistent());
        assertTrue(c.hasImpossible());
    }

    @Test
    void aProvenRightThatIsNotStatedIsNoted() {
        StatedRightsCheck c = check("7R/7p/5P1k/4PKpP/8/8/8/8 w - - 0 1");
        assertTrue(c.rights().isEmpty());
        assertEquals(List.of("e.p. on g6 is proven although not stated"), Retro.notes(c));
    }

    @Test
    void rightsInAnIllegalDiagramAreImpossible() {
        StatedRightsCheck c = check("rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR b KQkq - 0 1");
        assertEquals(4, c.rights().size());
        assertTrue(c.rights().stream().allMatch(r -> r.status() == RightCheck.Status.IMPOSSIBLE
                && Retro.reason(r).equals("the position is illegal")));
        assertFalse(c.consistent());
    }
}
