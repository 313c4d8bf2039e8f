package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Castlings that exclude one another: the first played takes the other right away, in the state and in the hash. */
class CastlingExclusionsTest {
    /** Remling, Die Schwalbe 1983 (Popeye's beispiel castling #42): White's 0-0-0 and Black's 0-0 exclude each other. */
    private static final String REMLING = "n3k2r/1pp1pN1p/1P2BppP/b7/1P6/2P5/1PP3P1/R3K3 w Qk - 0 1";
    private static final CastlingExclusions A1_H8 = CastlingExclusions.pair(Castling.WHITE_QUEENSIDE, Castling.BLACK_KINGSIDE);

    private static int[] legalMoves(Position p) {
        int[] list = new int[256];
        return java.util.Arrays.copyOf(list, MoveGenerator.legal(p, list, 0));
    }

    private static int move(Position p, String uci) {
        for (int m : legalMoves(p)) {
            if (Move.uci(m).equals(uci)) {
                return m;
            }
        }
        throw new AssertionError("no legal move " + uci + " in " + p.toFen());
    }

    @Test
    @DisplayName("after White's 0-0-0 Black has lost the 0-0 it excludes; unmake gives it back; the hash stays exact")
    void firstCastlingTakesTheOtherAway() {
        Position p = Position.fromFen(REMLING);
        p.setCastlingExclusions(A1_H8);
        int castles = move(p, "e1c1");
        p.make(castles);
        assertEquals(0, p.castlingRights(), "White's rights went with the king, Black's 0-0 with the exclusion");
        assertEquals(p.computeHash(), p.hash());
        assertTrue(legalMoves(p).length > 0);
        for (int m : legalMoves(p)) {
            assertTrue(Move.kind(m) != Move.CASTLING, "no black castling after White's: " + Move.uci(m));
        }
        p.unmake(castles);
        assertEquals(Castling.WHITE_QUEENSIDE | Castling.BLACK_KINGSIDE, p.castlingRights());
        assertEquals(p.computeHash(), p.hash());
    }

    @Test
    @DisplayName("after a rook move that is no castling, the other side may still castle (only castling proves anything)")
    void aRookMoveTakesNothingFromTheOtherSide() {
        Position p = Position.fromFen(REMLING);
        p.setCastlingExclusions(A1_H8);
        p.make(move(p, "a1d1"));
        assertEquals(Castling.BLACK_KINGSIDE, p.castlingRights());
        assertEquals(p.computeHash(), p.hash());
    }

    @Test
    @DisplayName("the same position under different exclusions hashes apart, so a shared table never mixes them; a copy keeps them")
    void exclusionsEnterTheHashAndSurviveACopy() {
        Position plain = Position.fromFen(REMLING);
        Position linked = Position.fromFen(REMLING);
        linked.setCastlingExclusions(A1_H8);
        assertNotEquals(plain.hash(), linked.hash());
        assertEquals(linked.computeHash(), linked.hash());
        Position copy = linked.copy();
        assertEquals(A1_H8, copy.castlingExclusions());
        assertEquals(linked.hash(), copy.hash());
        linked.setCastlingExclusions(CastlingExclusions.NONE);
        assertEquals(plain.hash(), linked.hash(), "no exclusions: the orthodox hash");
    }

    @Test
    @DisplayName("alternatives {White 0-0-0, Black 0-0-0} and {Black 0-0}: Black's 0-0 excludes both others, which go together")
    void exclusionsFromAlternatives() {
        CastlingExclusions e = CastlingExclusions.ofAlternatives(List.of(
                Castling.WHITE_QUEENSIDE | Castling.BLACK_QUEENSIDE, Castling.BLACK_KINGSIDE));
        assertEquals(Castling.WHITE_QUEENSIDE | Castling.BLACK_QUEENSIDE, e.excludedBy(Castling.BLACK_KINGSIDE));
        assertEquals(Castling.BLACK_KINGSIDE, e.excludedBy(Castling.WHITE_QUEENSIDE));
        assertEquals(Castling.BLACK_KINGSIDE, e.excludedBy(Castling.BLACK_QUEENSIDE));
        assertEquals(0, e.excludedBy(Castling.WHITE_KINGSIDE));
        assertEquals(CastlingExclusions.NONE, CastlingExclusions.ofAlternatives(List.of(Castling.ALL)), "one alternative excludes nothing");
    }
}
