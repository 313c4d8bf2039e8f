package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Castling;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.Square;

/**
 * Properties that must hold for every position of a real game (random legal moves from the
 * initial array, so the history is known). They are what makes the analysis sound: the
 * retraction generator must be complete, and no proof may contradict what really happened.
 */
class RetroPropertyTest {
    private static final RetroBounds QUICK = new RetroBounds(4, 20_000);

    @Test
    void everyMoveOfARealGameIsAmongTheRetractionsOfThePositionItLedTo() {
        AtomicInteger checked = new AtomicInteger();
        int[] kinds = new int[6]; // castling, e.p., promotion, capturing promotion, double step, capture
        RandomGames.play(1, 60, 200, 0.6, step -> {
            RetroBoard after = RetroBoard.of(step.after());
            int[] out = new int[Retractions.MAX_RETRACTIONS];
            int n = Retractions.generate(after, 0, Square.NONE, out, 0);
            int found = -1;
            for (int i = 0; i < n; i++) {
                if (out[i] == step.lastMove()) {
                    found = i;
                }
            }
            if (found < 0) {
                fail(Move.uci(step.lastMove()) + " played from " + step.before().toFen() + " is missing from the retractions of "
                        + step.after().toFen());
            }
            // The history presumed by the real castling rights must allow it too.
            int m = Retractions.generate(after, step.actualCastling(), Square.NONE, out, 0);
            boolean allowed = false;
            for (int i = 0; i < m; i++) {
                allowed |= out[i] == step.lastMove();
            }
            assertTrue(allowed, "presumed rights " + Castling.fen(step.actualCastling()) + " exclude the real last move "
                    + Move.uci(step.lastMove()) + " into " + step.after().toFen());
            long keyA = after.keyA;
            Retractions.retract(after, step.lastMove());
            assertEquals(Fen.placement(step.before()) + (step.before().sideToMove() == 0 ? " w" : " b"), after.diagram(),
                    "taking back " + Move.uci(step.lastMove()) + " from " + step.after().toFen());
            assertEquals(RetroBoard.of(step.before()).keyA, after.keyA);
            Retractions.replay(after, step.lastMove());
            assertEquals(keyA, after.keyA);
            checked.incrementAndGet();
            int played = step.lastMove();
            kinds[0] += Move.isCastling(played) ? 1 : 0;
            kinds[1] += Move.isEnPassant(played) ? 1 : 0;
            kinds[2] += Move.promotion(played) != 0 && !Move.isCapture(played) ? 1 : 0;
            kinds[3] += Move.promotion(played) != 0 && Move.isCapture(played) ? 1 : 0;
            kinds[4] += Move.isDoubleStep(played) ? 1 : 0;
            kinds[5] += Move.isCapture(played) ? 1 : 0;
        });
        assertTrue(checked.get() > 5000, "too few positions checked: " + checked.get());
        for (int k : kinds) {
            assertTrue(k > 5, "every kind of move must have been met several times: " + java.util.Arrays.toString(kinds));
        }
    }

    @Test
    void noAnalysisOfARealGamePositionContradictsItsHistory() {
        AtomicInteger checked = new AtomicInteger();
        RandomGames.play(2, 10, 160, 0.7, step -> {
            checkAgainstHistory(step, QUICK);
            checked.incrementAndGet();
        });
        assertTrue(checked.get() > 800, "too few positions checked: " + checked.get());
    }

    @Test
    @Tag("deep")
    void noAnalysisOfARealGamePositionContradictsItsHistoryDeep() {
        RandomGames.play(3, 300, 250, 0.75, step -> checkAgainstHistory(step, RetroBounds.DEFAULT));
    }

    static void checkAgainstHistory(RandomGames.Step step, RetroBounds bounds) {
        RetroReport r = RetroAnalysis.analyse(step.after(), bounds);
        String where = step.after().toFen() + " after " + Move.uci(step.lastMove());
        assertEquals(Legality.LEGAL_AS_FAR_AS_KNOWN, r.legality(), "a game position called illegal: " + where + " " + Retro.illegality(r));
        Retraction played = Retraction.of(step.lastMove());
        boolean listed = r.possibleLastMoves().stream().anyMatch(m -> m.move().equals(played)
                && (!Move.isCapture(step.lastMove()) || Move.isEnPassant(step.lastMove())
                    || m.uncaptured().contains(Move.captured(step.lastMove()))));
        assertTrue(listed, "the real last move " + played + " is called impossible: " + where);
        if (r.enPassant().proven()) {
            assertEquals(step.actualEpWorld(), r.enPassant().square(), "e.p. proven against history: " + where);
        }
        for (CastlingVerdict v : r.castling()) {
            if (v.disproved()) {
                assertEquals(0, step.actualCastling() & v.right(), Castling.describe(v.right()) + " disproved although never lost: " + where);
            }
        }
        boolean realWorld = r.worlds().stream().anyMatch(w -> w.possible() && w.castling() == step.actualCastling()
                && w.epSquare() == step.actualEpWorld());
        assertTrue(realWorld, "the real history (castling " + Castling.fen(step.actualCastling()) + ", e.p. "
                + (step.actualEpWorld() == Square.NONE ? "-" : Square.name(step.actualEpWorld())) + ") is refuted: " + where);
    }
}
