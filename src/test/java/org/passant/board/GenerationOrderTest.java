package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Other packages list moves "in generation order" (reports sort siblings by it), so the order is
 * part of the contract: king steps first; then knights, bishops, rooks, queens, each by origin
 * square and then by target square; then pawns by origin square, each with its push, its double
 * step, its captures by target square and its e.p. capture, promotions as Q, R, B, N; castling
 * last, kingside first.
 */
class GenerationOrderTest {

    @Test
    void movesComeInTheDocumentedOrder() {
        int positions = 0;
        for (String fen : sampleFens()) {
            Position p = Fen.parse(fen);
            if (!PositionValidator.isValid(p)) {
                continue;
            }
            int[] list = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.legal(p, list, 0);
            checkOrder(p, list, n);
            for (int i = 0; i < n; i++) {
                p.make(list[i]);
                int[] replies = new int[MoveGenerator.MAX_MOVES];
                checkOrder(p, replies, MoveGenerator.legal(p, replies, 0));
                p.unmake(list[i]);
                positions++;
            }
        }
        assertTrue(positions > 10_000, "sample too small: " + positions);
    }

    private static void checkOrder(Position p, int[] list, int n) {
        for (int i = 1; i < n; i++) {
            int earlier = list[i - 1];
            int later = list[i];
            assertTrue(key(earlier) < key(later), () -> Move.uci(earlier) + " should not come before " + Move.uci(later)
                    + " in " + p.toFen());
        }
    }

    /** A number that increases along the documented order. */
    private static long key(int move) {
        int mover = Move.mover(move);
        int kind = Move.kind(move);
        long group;
        long step = 0;
        if (kind == Move.CASTLING) {
            group = 6;
        } else if (mover == Piece.KING) {
            group = 0;
        } else if (mover == Piece.PAWN) {
            group = 5;
            boolean push = Square.file(Move.from(move)) == Square.file(Move.to(move));
            step = kind == Move.EN_PASSANT ? 3 : kind == Move.DOUBLE_STEP ? 1 : push ? 0 : 2;
        } else {
            group = mover - Piece.KNIGHT + 1;
        }
        long castlingSide = kind == Move.CASTLING && Move.to(move) < Move.from(move) ? 1 : 0;
        long promotionRank = Move.promotion(move) == 0 ? 0 : Piece.QUEEN - Move.promotion(move);
        long from = kind == Move.CASTLING ? 0 : Move.from(move);
        long to = kind == Move.CASTLING ? 0 : Move.to(move);
        return ((((group * 64 + from) * 4 + step) * 64 + to) * 4 + promotionRank) * 2 + castlingSide;
    }

    private static List<String> sampleFens() {
        List<String> fens = new ArrayList<>();
        for (String suite : List.of("perftsuite.epd", "chess22k_tricky.epd", "python-chess_tricky.perft",
                "python-chess_random.perft")) {
            String previous = null;
            for (PerftSuite.Case c : PerftSuite.load(suite)) {
                if (!c.fen().equals(previous)) {
                    fens.add(c.fen());
                }
                previous = c.fen();
            }
        }
        return fens;
    }
}
