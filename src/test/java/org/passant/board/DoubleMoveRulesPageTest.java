package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The examples of the rules of Galvin's double-move chess (as its rules page gives them), at the
 * generator: the turns whose moves capture the king.
 */
class DoubleMoveRulesPageTest {

    @Test
    void afterE4E5D6WhiteCapturesTheKingOnlyByBb5Bxe8() {
        // 1.e4 (White's single first move) e5,d6: the bishop reaches e8 in two moves, by b5 alone.
        Position p = Turns.play(Fen.START, RuleSet.DOUBLE_MOVE, "e2e4", "e7e5", "d7d6");
        assertEquals(Piece.WHITE, p.sideToMove());
        assertEquals(1, p.moveOfTurn());
        assertEquals(List.of("f1b5,b5e8"), Turns.kingCapturingTurns(p));
    }

    @Test
    void theTwoWaysToTakeTheKingAfterTheScholarsSetUp() {
        Position p = Turns.at("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4", RuleSet.DOUBLE_MOVE);
        assertEquals(List.of("c4f7,f7e8", "f3f7,f7e8"), Turns.kingCapturingTurns(p));
    }

    @Test
    void theGamesFirstTurnIsOneMoveAndEveryLaterTurnTwo() {
        Position start = Turns.at(Fen.START, RuleSet.DOUBLE_MOVE);
        assertTrue(start.isSingleMoveTurn());
        List<Turn> first = TurnGenerator.turns(start);
        assertEquals(20, first.size());
        assertTrue(first.stream().allMatch(t -> t.size() == 1 && !t.cutShort()));
        Position afterE4 = Turns.play(Fen.START, RuleSet.DOUBLE_MOVE, "e2e4");
        assertEquals(Piece.BLACK, afterE4.sideToMove());
        assertFalse(afterE4.isSingleMoveTurn());
        assertTrue(TurnGenerator.turns(afterE4).stream().allMatch(t -> t.size() == 2));
    }

    @Test
    void aFirstMoveThatTakesTheKingEndsTheTurn() {
        // Bxe8 at once: the game is over, no second move.
        Position p = Turns.at("4k3/8/8/1B6/8/8/8/4K3 w - - 0 10", RuleSet.DOUBLE_MOVE);
        Turn capture = Turns.turn(p, "b5e8");
        assertTrue(capture.cutShort());
        p.makeInTurn(capture.first());
        assertEquals(Piece.BLACK, p.sideToMove());
        assertTrue(RuleSet.DOUBLE_MOVE.sideToMoveHasLost(p));
        assertEquals(List.of(), Turns.nextMovesUci(p));
    }

    @Test
    void kingsMayStepIntoAttackAndCastleThroughIt() {
        // No check in double-move chess: Ke1-e2 into the rook's file, and O-O across f1, which the rook on f8 attacks.
        Position p = Turns.at("4kr2/8/8/8/8/8/8/4K2R w K - 0 10", RuleSet.DOUBLE_MOVE);
        List<String> moves = Turns.nextMovesUci(p);
        assertTrue(moves.contains("e1f1"), moves.toString());
        assertTrue(moves.contains("e1g1"), moves.toString());
        Position marseillais = Turns.at("4kr2/8/8/8/8/8/8/4K2R w K - 0 10", RuleSet.MARSEILLAIS);
        assertFalse(Turns.nextMovesUci(marseillais).contains("e1f1"));
        assertFalse(Turns.nextMovesUci(marseillais).contains("e1g1"));
    }
}
