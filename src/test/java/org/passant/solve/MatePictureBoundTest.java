package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * MatePictureBound is a proof: when it says that no mate can follow k half-moves, no sequence of
 * k legal half-moves ends in mate. Checked against every sequence played out on random positions
 * and positions of games; and it is sharper than {@link KingNetBound}: named positions where one
 * unit would have to attack from two squares at once, or two sides' moves would have to be spent
 * twice.
 */
class MatePictureBoundTest {
    private final MatePictureBound bound = new MatePictureBound();
    private final KingNetBound kingNet = new KingNetBound();

    @Test
    void neverDeniesAMateThatCanFollowInSparsePositions() {
        RandomPositions positions = new RandomPositions(121);
        int reached = 0;
        int deniedBeyondKingNet = 0;
        for (int i = 0; i < 6_000; i++) {
            Position p = positions.sparse(4, switch (i % 3) {
                case 0 -> "PN";
                case 1 -> "PNB";
                default -> "PNBRQ";
            });
            int plies = 3 + i % 2;
            boolean follows = mateCanFollow(p, plies, new int[plies][MoveGenerator.MAX_MOVES], 0);
            boolean may = bound.mateMayFollow(p, plies);
            if (follows) {
                reached++;
                assertTrue(may, () -> "a mate follows " + plies + " half-moves in " + Fen.write(p));
            } else if (!may && kingNet.goalMayFollow(p, plies, Goal.MATE)) {
                deniedBeyondKingNet++;
            }
        }
        // Not vacuous: mates in reach were judged, and positions the older bound let through were cut.
        assertTrue(reached > 100, "positions with a mate in reach: " + reached);
        assertTrue(deniedBeyondKingNet > 100, "positions cut that KingNetBound lets through: " + deniedBeyondKingNet);
    }

    @Test
    void neverDeniesAMateThatCanFollowInPositionsOfGames() {
        RandomPositions positions = new RandomPositions(122);
        for (int i = 0; i < 150; i++) {
            Position p = positions.fromGame(20 + i % 100);
            if (mateCanFollow(p, 3, new int[3][MoveGenerator.MAX_MOVES], 0)) {
                assertTrue(bound.mateMayFollow(p, 3), () -> "a mate follows in " + Fen.write(p));
            }
        }
    }

    @Test
    void rememberingWhatTheMatingSideAttacksChangesNoAnswer() {
        // The bound remembers, per square of the king, what the mating side may attack while that
        // side stays the same: asked about the positions after each move in turn, as the search
        // asks, it answers as a bound that is asked about another position in between each time.
        RandomPositions positions = new RandomPositions(123);
        MatePictureBound interrupted = new MatePictureBound();
        Position other = Fen.parse("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int denied = 0;
        for (int i = 0; i < 400; i++) {
            Position p = i % 4 == 0 ? positions.fromGame(20 + i % 60) : positions.sparse(5, i % 2 == 0 ? "PNB" : "PNBRQ");
            int count = MoveGenerator.legal(p, moves, 0);
            for (int k = 0; k < count; k++) {
                p.make(moves[k]);
                for (int plies : new int[] {3, 5, 4, 6}) { // the same mating side twice in a row, then the other
                    boolean asked = bound.mateMayFollow(p, plies);
                    interrupted.mateMayFollow(other, 3);
                    assertEquals(interrupted.mateMayFollow(p, plies), asked, () -> Fen.write(p) + ", " + plies);
                    denied += asked ? 0 : 1;
                }
                p.unmake(moves[k]);
            }
        }
        assertTrue(denied > 1000, "positions denied: " + denied);
    }

    @Test
    void aLoneRookCannotHoldTwoLinesAtOnce() {
        // Black Ka8, White Ra1 and a king far away on h1; White, Black, White. From any one square
        // the rook attacks the a-file or the eighth rank, never both with a7 or b7 as well, and the
        // king needs more than two moves to help. KingNetBound lets the rook attack everything it
        // may attack from any square within two moves, and lets it through.
        Position p = Fen.parse("k7/8/8/8/8/8/8/R6K w - - 0 1");
        assertTrue(kingNet.goalMayFollow(p, 3, Goal.MATE));
        assertFalse(bound.mateMayFollow(p, 3));
    }

    @Test
    void aRookAndItsKingMateInTime() {
        // White Kb6 and Rh1 against Ka8: 1.Rh2 Kb8 2.Rh8# — the bound must let it through.
        Position p = Fen.parse("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        assertTrue(mateCanFollow(p, 3, new int[3][MoveGenerator.MAX_MOVES], 0));
        assertTrue(bound.mateMayFollow(p, 3));
    }

    @Test
    void aPawnIsCountedAsTheQueenItBecomes() {
        // Black Kh8 Pg7 Ph7 and a bishop on g1 to wait with; White Ka1 Pa7: 1.Kb2 Bf2 2.a8=Q#.
        // The queen on a8 attacks what a pawn never does; the same pawn on a2 is six moves away.
        Position near = Fen.parse("7k/P5pp/8/8/8/8/8/K5b1 w - - 0 1");
        assertTrue(mateCanFollow(near, 3, new int[3][MoveGenerator.MAX_MOVES], 0));
        assertTrue(bound.mateMayFollow(near, 3));
        assertFalse(bound.mateMayFollow(Fen.parse("7k/6pp/8/8/8/8/P7/K5b1 w - - 0 1"), 3));
    }

    @Test
    void aKingNeverGuardsFromBesideTheMatedKing() {
        // White Kc6 and Nd3 against Ka4; White, Black, White. The knight alone cannot take away
        // the king's squares, and its king could guard them only from beside the other king,
        // where no king ever stands. (Counted from there, it let the position through, and with it
        // most of the nodes of problem 101 of problems/helpmates.inp.)
        Position p = Fen.parse("8/8/2K5/8/k7/3N4/8/8 w - - 0 1");
        assertFalse(mateCanFollow(p, 3, new int[3][MoveGenerator.MAX_MOVES], 0));
        assertFalse(bound.mateMayFollow(p, 3));
    }

    /** Whether some sequence of {@code plies} legal half-moves ends with the side to move mated. */
    private static boolean mateCanFollow(Position p, int plies, int[][] moves, int ply) {
        if (plies == 0) {
            return Goals.reached(Goal.MATE, p);
        }
        int count = MoveGenerator.legal(p, moves[ply], 0);
        for (int i = 0; i < count; i++) {
            int move = moves[ply][i];
            p.make(move);
            boolean follows = mateCanFollow(p, plies - 1, moves, ply + 1);
            p.unmake(move);
            if (follows) {
                return true;
            }
        }
        return false;
    }
}
