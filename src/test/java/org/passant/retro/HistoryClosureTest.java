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
     * J. Mortensen (janko.at, last-move records, type A): White to move; Black's last move was a
     * pawn capture g6xh5. The alternative h6-h5 is not refuted by the older static rules nor six
     * plies deep (the rook and king can be taken back to and fro in the corner), but the positions
     * its past can lead to lead only to one another. (Since the rule of kings walled off from home
     * the search refutes it directly too: the white king on c8 is behind Black's unmoved pawns.)
     */
    private static final String MORTENSEN = "k1KQRb2/ppppp1p1/5p2/7p/8/8/8/8 w";

    private static final int H6H5 = Move.of(Square.parse("h6"), Square.parse("h5"), Move.NORMAL,
            org.passant.board.Piece.PAWN, org.passant.board.Piece.NONE, org.passant.board.Piece.NONE);

    @Test
    @DisplayName("Mortensen: h6-h5 has a closed past; only g6xh5 stays")
    void mortensensPawnMoveHasAClosedPast() {
        RetroReport r = Retro.analyse(MORTENSEN);
        assertTrue(Retro.lastMoves(r).stream().allMatch(m -> m.startsWith("g6xh5")), Retro.lastMoves(r).toString());
        assertTrue(r.impossibleLastMoves().stream().anyMatch(m -> Retro.notation(m).equals("h6-h5")));
        RetroBoard board = RetroBoard.of(Retro.diagram(MORTENSEN));
        HistoryClosure closure = new HistoryClosure(board, new RefutationSearch(board, 6, 2_000_000), 8);
        assertTrue(closure.closes(H6H5, 0, 20_000));
        assertEquals(MORTENSEN, board.diagram(), "the closure must leave the board as it found it");
    }

    @Test
    @DisplayName("Mortensen with a budget too small for the closure: the closure proves nothing, never a guess")
    void aClosureThatRunsOutOfPositionsClaimsNothing() {
        RetroBoard board = RetroBoard.of(Retro.diagram(MORTENSEN));
        HistoryClosure closure = new HistoryClosure(board, new RefutationSearch(board, 6, 2_000_000), 8);
        assertFalse(closure.closes(H6H5, 0, 2));
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
        RetroBoard board = RetroBoard.of(Retro.diagram(MORTENSEN));
        RefutationSearch search = new RefutationSearch(board, 6, 2_000_000);
        HistoryClosure closure = new HistoryClosure(board, search, 24);
        int h6h5 = H6H5;
        assertTrue(closure.closes(h6h5, 0, 20_000));
        int size = search.tableSize();
        assertTrue(size > 0, "table size " + size);
        // Refuted now at any depth, even without looking further.
        assertTrue(search.retractionRefuted(h6h5, 0, 1));
    }
}
