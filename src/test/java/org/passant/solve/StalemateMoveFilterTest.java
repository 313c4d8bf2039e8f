package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Moves;
import org.passant.board.Position;

/**
 * StalemateMoveFilter is a proof: a move it turns away never stalemates, and when it says that no
 * move may stalemate, none does. Checked against every move played out, on random positions where
 * stalemates are common, and on named positions where each way of taking a move away is needed.
 */
class StalemateMoveFilterTest {
    private final StalemateMoveFilter filter = new StalemateMoveFilter();

    @Test
    void neverTurnsAwayAStalemateInSparsePositions() {
        RandomPositions positions = new RandomPositions(21);
        int stalemates = 0;
        int turnedAway = 0;
        int moves = 0;
        for (int i = 0; i < 60_000; i++) {
            Position p = positions.sparse(2 + i % 3);
            Counts counts = check(p);
            stalemates += counts.stalemates;
            turnedAway += counts.turnedAway;
            moves += counts.moves;
        }
        // Not vacuous: many stalemates were judged, and most other moves were turned away.
        assertTrue(stalemates > 1_000, "stalemating moves: " + stalemates);
        assertTrue(turnedAway > moves / 2, "turned away " + turnedAway + " of " + moves);
    }

    @Test
    void neverTurnsAwayAStalemateInPositionsOfGames() {
        RandomPositions positions = new RandomPositions(43);
        for (int i = 0; i < 2_000; i++) {
            check(positions.fromGame(10 + i % 120));
        }
    }

    @Test
    void aPinThatStalematesPasses() {
        // Black Kh8 Bh7, White Kf8 Ra3: 1.Ra3-h3 pins the bishop on the h-file, and Kf8 holds g8
        // and g7. The rook lands far from every square the bishop passes over: only the pin line
        // lets the move through.
        Position p = Fen.parse("5K1k/7b/8/8/8/R7/8/8 w - - 0 1");
        assertEquals(List.of("a3h3"), stalemating(p));
        assertTrue(filter.prepare(p));
        assertTrue(filter.mayStalemate(Moves.find(p, "a3h3")));
        check(p);
    }

    @Test
    void aPawnWhoseCaptureGoesAwayIsStalemated() {
        // Black Kh1 Pf5, White Kf4 Qg4: 1.Qg4-g3 leaves the square f5 could take on (the pawn is
        // blocked by Kf4) and holds g1, g2 and h2.
        Position p = Fen.parse("8/8/8/5p2/5KQ1/8/8/7k w - - 0 1");
        assertTrue(stalemating(p).contains("g4g3"), () -> "stalemates: " + stalemating(p));
        assertTrue(filter.prepare(p));
        assertTrue(filter.mayStalemate(Moves.find(p, "g4g3")));
        check(p);
    }

    @Test
    void aFreePawnAndAFreeKnightCannotBothBeStoppedByOneMove() {
        // Black Kh8 Pa5 Nb1, White Kf7 Rg1: a5-a4 is taken away only by landing on a5 or a4, a
        // knight move only by landing on b1 (no line joins h8 with a5 or b1): no move does both.
        Position p = Fen.parse("7k/5K2/8/p7/8/8/8/1n4R1 w - - 0 1");
        assertEquals(List.of(), stalemating(p));
        assertFalse(filter.prepare(p), "no move may stalemate");
    }

    @Test
    void aRookMoveThatFreesNothingIsTurnedAway() {
        // The pinning position with the rook elsewhere on the third rank: 1.Ra3-b3 neither pins the
        // bishop nor lands on its lines, so the filter turns it away without playing it.
        Position p = Fen.parse("5K1k/7b/8/8/8/R7/8/8 w - - 0 1");
        assertTrue(filter.prepare(p));
        assertFalse(filter.mayStalemate(Moves.find(p, "a3b3")));
    }

    /** The moves that stalemate, played out, in UCI notation. */
    private static List<String> stalemating(Position p) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, list, 0);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            p.make(list[i]);
            if (Goals.isStalemated(p)) {
                found.add(Move.uci(list[i]));
            }
            p.unmake(list[i]);
        }
        return found;
    }

    private record Counts(int moves, int stalemates, int turnedAway) {
    }

    /** Plays every move of {@code p}: each stalemating one must pass the filter. */
    private Counts check(Position p) {
        int[] list = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, list, 0);
        boolean may = filter.prepare(p);
        int stalemates = 0;
        int turnedAway = 0;
        for (int i = 0; i < n; i++) {
            int move = list[i];
            p.make(move);
            boolean stalemate = Goals.isStalemated(p);
            p.unmake(move);
            boolean passes = may && filter.mayStalemate(move);
            if (stalemate) {
                stalemates++;
                assertTrue(passes, () -> Move.uci(move) + " stalemates in " + Fen.write(p));
            } else if (!passes) {
                turnedAway++;
            }
        }
        return new Counts(n, stalemates, turnedAway);
    }
}
