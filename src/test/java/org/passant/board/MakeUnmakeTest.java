package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * make/unmake and makeNull/unmakeNull leave no trace: after taking a move back the position is
 * the same in every observable respect (FEN with clocks, each piece set, hash, e.p. state,
 * checkers, ply). And plain perft, which makes every leaf move, counts as the suites say.
 */
class MakeUnmakeTest {

    @Test
    void everyMoveTakenBackRestoresThePositionExactly() {
        int moves = 0;
        for (String fen : sampleFens()) {
            Position p = Fen.parse(fen);
            if (PositionValidator.isValid(p)) {
                moves += walk(p, 2);
            }
        }
        assertTrue(moves > 20_000, "sample too small: " + moves);
    }

    @Test
    void nullMoveTakenBackRestoresThePositionExactly() {
        // Black to move, e.p. capturable, rights on both sides, nonzero clocks.
        Position p = Moves.play("r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 3 20", "e2e4");
        assertTrue(p.hasLegalEnPassant());
        String before = snapshot(p);
        p.makeNull();
        assertEquals(p.computeHash(), p.hash(), "hash after the null move");
        p.unmakeNull();
        assertEquals(before, snapshot(p));
    }

    @Test
    void plainPerftAgreesWithTheSuitesOnSmallCounts() {
        int cases = 0;
        for (String suite : List.of("perftsuite.epd", "chess22k_tricky.epd", "python-chess_tricky.perft")) {
            for (PerftSuite.Case c : PerftSuite.load(suite)) {
                Position p = Fen.parse(c.fen());
                if (c.nodes() <= 200_000 && PositionValidator.isValid(p)) {
                    assertEquals(c.nodes(), new Perft(c.depth()).plain(p, c.depth()), c.toString());
                    cases++;
                }
            }
        }
        assertTrue(cases > 100, "sample too small: " + cases);
    }

    private static int walk(Position p, int depth) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, list, 0);
        String before = snapshot(p);
        int moves = n;
        for (int i = 0; i < n; i++) {
            p.make(list[i]);
            if (depth > 1) {
                moves += walk(p, depth - 1);
            }
            p.unmake(list[i]);
            assertEquals(before, snapshot(p), "after " + Move.uci(list[i]));
        }
        return moves;
    }

    /** Everything a caller can observe, in one comparable string. */
    private static String snapshot(Position p) {
        StringBuilder s = new StringBuilder(p.toFen());
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            s.append(' ').append(Long.toHexString(p.pieces(color)));
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                s.append(' ').append(Long.toHexString(p.pieces(color, type)));
            }
        }
        return s.append(" occ ").append(Long.toHexString(p.occupied()))
                .append(" hash ").append(Long.toHexString(p.hash()))
                .append(" ep ").append(p.epSquare()).append(' ').append(p.hasLegalEnPassant())
                .append(" checkers ").append(Long.toHexString(p.checkers()))
                .append(" ply ").append(p.ply())
                .toString();
    }

    private static List<String> sampleFens() {
        List<String> fens = new ArrayList<>();
        for (String suite : List.of("perftsuite.epd", "chess22k_tricky.epd")) {
            String previous = null;
            for (PerftSuite.Case c : PerftSuite.load(suite)) {
                if (!c.fen().equals(previous)) {
                    fens.add(c.fen());
                }
                previous = c.fen();
            }
        }
        // Clocks that must survive: a large halfmove clock and a late move number.
        fens.add("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 97 140");
        return fens;
    }
}
