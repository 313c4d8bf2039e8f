package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;
import org.passant.board.Square;

/**
 * The closure of a move's past: every position that taking back moves can lead to is explored
 * once; if none is the initial array, the move is refuted. It decides what a depth-bounded search
 * needs more depth for, and it must never refute what a real game played.
 */
class HistoryClosureTest {
    /**
     * W. Keym (janko.at, last-move records, type A): Black to move; White's last move was
     * b7-b8=Q. The alternative a7xb8=Q taking a rook is not refuted six plies deep (a rook can
     * be taken back to and fro in the corner), but all 3,012 positions its past can lead to lead
     * only to one another.
     */
    private static final String KEYM = "1Qn5/2PPpp2/kPKpp3/p1p5/8/8/8/8 b";

    @Test
    @DisplayName("Keym: a7xb8=Q taking a rook is refuted by its closed past; b7-b8=Q is the last move")
    void keymsPromotionIsDecidedByTheClosedPast() {
        RetroReport r = Retro.analyse(KEYM);
        assertEquals(List.of("b7-b8=Q"), Retro.lastMoves(r));
        LastMove rookTaken = r.impossibleLastMoves().stream()
                .filter(m -> Retro.notation(m).equals("a7xb8=Q") && m.uncaptured().equals(List.of(org.passant.board.Piece.ROOK)))
                .findFirst().orElseThrow();
        Refutation.PastGoesInCircles circles = assertInstanceOf(Refutation.PastGoesInCircles.class, rookTaken.refutation());
        assertTrue(circles.positions() > 100, circles.toString());
        assertTrue(Retro.reason(rookTaken).startsWith("every history before it runs in circles: the "), Retro.reason(rookTaken));
    }

    @Test
    @DisplayName("Keym with a budget too small for the closure: a7xb8=Q stays possible (not proven), never a guess")
    void aClosureThatRunsOutOfPositionsClaimsNothing() {
        // 20,000 positions leave each closure 50: far too few for the 3,012 it needs.
        RetroReport r = RetroAnalysis.analyse(Retro.diagram(KEYM), new RetroBounds(6, 20_000));
        assertTrue(Retro.lastMoves(r).contains("a7xb8=Q (un-capture: R)"), Retro.lastMoves(r).toString());
        assertTrue(Retro.lastMoves(r).contains("b7-b8=Q"));
    }

    @Test
    @DisplayName("The past of a position a few moves from the start always reaches the start: the closure never closes")
    void theRealLastMoveOfAShortGameHasAnOpenPast() {
        AtomicInteger checked = new AtomicInteger();
        RandomGames.play(11, 40, 8, 0.5, step -> {
            RetroBoard board = RetroBoard.of(step.after());
            RefutationSearch search = new RefutationSearch(board, 6, 1_000_000);
            HistoryClosure closure = new HistoryClosure(board, search, 24);
            String before = board.diagram();
            assertFalse(closure.closes(step.lastMove(), 0, 20_000),
                    "the real last move " + Move.uci(step.lastMove()) + " refuted in " + step.after().toFen());
            assertEquals(before, board.diagram(), "the closure must leave the board as it found it");
            checked.incrementAndGet();
        });
        assertTrue(checked.get() > 200, "too few positions checked: " + checked.get());
    }

    @Test
    @Tag("deep")
    @DisplayName("Deep: in long random games, no real last move has a closed past, with long lines and a large budget")
    void noRealLastMoveOfALongGameHasAClosedPast() {
        AtomicInteger checked = new AtomicInteger();
        RandomGames.play(12, 40, 120, 0.7, step -> {
            RetroBoard board = RetroBoard.of(step.after());
            RefutationSearch search = new RefutationSearch(board, 6, 1_000_000);
            HistoryClosure closure = new HistoryClosure(board, search, 40);
            assertFalse(closure.closes(step.lastMove(), 0, 50_000),
                    "the real last move " + Move.uci(step.lastMove()) + " refuted in " + step.after().toFen());
            checked.incrementAndGet();
        });
        assertTrue(checked.get() > 2000, "too few positions checked: " + checked.get());
    }

    @Test
    @DisplayName("A closure that closes records its positions as impossible, for the other moves to use")
    void aClosedPastIsRemembered() {
        RetroBoard board = RetroBoard.of(Retro.diagram(KEYM));
        RefutationSearch search = new RefutationSearch(board, 6, 2_000_000);
        HistoryClosure closure = new HistoryClosure(board, search, 24);
        int a7xb8 = Move.of(Square.parse("a7"), Square.parse("b8"), Move.NORMAL, org.passant.board.Piece.PAWN,
                org.passant.board.Piece.ROOK, org.passant.board.Piece.QUEEN);
        assertTrue(closure.closes(a7xb8, 0, 20_000));
        int size = search.tableSize();
        assertTrue(size > 100, "table size " + size);
        // Refuted now at any depth, even without looking further.
        assertTrue(search.retractionRefuted(a7xb8, 0, 1));
    }
}
