package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * KingNetBound is a proof: when it says that no mate (stalemate) can follow k half-moves, no
 * sequence of k legal half-moves ends with the side to move mated (stalemated). Checked against
 * every sequence played out, on random positions of few units (knights, pawns and bishops, where
 * distances tell most, and of every type), on positions of games, and on named positions: a
 * corner flight nobody reaches, a knight too far, a bishop of the other colour, a pawn promoting
 * in time.
 */
class KingNetBoundTest {
    private final KingNetBound bound = new KingNetBound();

    @Test
    void neverDeniesAGoalThatCanFollowInSparsePositions() {
        RandomPositions positions = new RandomPositions(101);
        int reached = 0;
        int denied = 0;
        for (int i = 0; i < 20_000; i++) {
            Position p = positions.sparse(4, switch (i % 3) {
                case 0 -> "PN";
                case 1 -> "PNB";
                default -> "PNBRQ";
            });
            int plies = 1 + i % 3;
            Goal goal = i % 4 < 2 ? Goal.MATE : Goal.STALEMATE;
            boolean follows = goalCanFollow(p, plies, goal, new int[plies][MoveGenerator.MAX_MOVES], 0);
            boolean may = bound.goalMayFollow(p, plies, goal);
            if (follows) {
                reached++;
                assertTrue(may, () -> "a " + goal + " follows " + plies + " half-moves in " + Fen.write(p));
            } else if (!may) {
                denied++;
            }
        }
        // Not vacuous: many positions with the goal in reach were judged, and many without were cut.
        assertTrue(reached > 500, "positions with the goal in reach: " + reached);
        assertTrue(denied > 3_000, "positions proven to have none: " + denied);
    }

    @Test
    void neverDeniesAGoalThatCanFollowInPositionsOfGames() {
        RandomPositions positions = new RandomPositions(102);
        for (int i = 0; i < 300; i++) {
            Position p = positions.fromGame(20 + i % 100);
            int plies = 1 + i % 3;
            Goal goal = i % 2 == 0 ? Goal.MATE : Goal.STALEMATE;
            if (goalCanFollow(p, plies, goal, new int[plies][MoveGenerator.MAX_MOVES], 0)) {
                assertTrue(bound.goalMayFollow(p, plies, goal), () -> "the goal follows in " + Fen.write(p));
            }
        }
    }

    @Test
    void aCornerFlightThatNoUnitReachesInTimeAllowsNoStalemate() {
        // Popeye's h=5 example 1.a7-a5 f2-f4 ... 5.a2-a1=B f7-f8=Q=: Black Kh8 Bg8 Pa7 Pb2, White
        // Kh1 Bb1 Pf2. Around h8, g7 is dark: the light bishops never hold or attack it, the white
        // king is far, and only the f-pawn attacks it, from f6 or as a piece on the eighth rank (or
        // a black piece promoted on a1 or c1 stands on it, a move later). In one move of each side
        // nothing covers g7 nor a flight of any square the king reaches.
        Position diagram = Fen.parse("6bk/p7/8/8/8/8/1p3P2/1B5K b - - 0 1");
        assertFalse(bound.goalMayFollow(diagram, 2, Goal.STALEMATE));
        assertTrue(bound.goalMayFollow(diagram, 10, Goal.STALEMATE));
        // The last move of the solution must pass: f7-f8=Q covers g7 and pins the bishop.
        Position beforeLast = Fen.parse("6bk/5P2/8/8/8/8/1p6/bB5K w - - 0 1");
        assertTrue(bound.goalMayFollow(beforeLast, 1, Goal.STALEMATE));
    }

    @Test
    void aKingNeverStalematesFromBesideTheOtherKing() {
        // Bare kings, Black on g5 and White on e3; White, Black, White. On the edge (h4, h5, h6)
        // Black's king has five squares around it, which White's king attacks all at once only
        // from beside it, on g5, where no king ever stands.
        Position p = Fen.parse("8/8/8/6k1/8/4K3/8/8 w - - 0 1");
        assertFalse(goalCanFollow(p, 3, Goal.STALEMATE, new int[3][MoveGenerator.MAX_MOVES], 0));
        assertFalse(bound.goalMayFollow(p, 3, Goal.STALEMATE));
    }

    @Test
    void aKnightTooFarAwayCannotMate() {
        // Black Ka8 to move, White Ne1: after one move of the king (a7, b7, b8) the knight's first
        // move (c2, d3, f3, g2) attacks nothing on the a- and b-files above the fourth rank.
        Position p = Fen.parse("k7/8/8/8/8/8/8/4N2K b - - 0 1");
        assertFalse(bound.goalMayFollow(p, 2, Goal.MATE));
    }

    @Test
    void aBishopNeverChecksAKingOnTheOtherColour() {
        // White Bc1 moves on dark squares; the black king on h1 (light) cannot move before White's
        // only move. After a king's step to g1 or h2 (dark) a check is in reach, but not a mate.
        Position p = Fen.parse("K7/8/8/8/8/8/8/2B4k w - - 0 1");
        assertFalse(bound.goalMayFollow(p, 1, Goal.MATE));
    }

    @Test
    void aPawnMatesByPromotingInTime() {
        // Black Kh8 Ph7 Pg7 (its own units hold g7, h7), White Pa7: a7-a8=Q is mate; the same pawn
        // on a2 needs six moves before it is a piece.
        assertTrue(bound.goalMayFollow(Fen.parse("7k/P5pp/8/8/8/8/8/K7 w - - 0 1"), 1, Goal.MATE));
        Position far = Fen.parse("7k/6pp/8/8/8/8/P7/K7 w - - 0 1");
        assertFalse(bound.goalMayFollow(far, 1, Goal.MATE));
        assertFalse(bound.goalMayFollow(far, 3, Goal.MATE));
    }

    /** Whether some sequence of {@code plies} legal half-moves ends with the side to move mated (stalemated). */
    private static boolean goalCanFollow(Position p, int plies, Goal goal, int[][] moves, int ply) {
        if (plies == 0) {
            return Goals.reached(goal, p);
        }
        int count = MoveGenerator.legal(p, moves[ply], 0);
        for (int i = 0; i < count; i++) {
            int move = moves[ply][i];
            p.make(move);
            boolean follows = goalCanFollow(p, plies - 1, goal, moves, ply + 1);
            p.unmake(move);
            if (follows) {
                return true;
            }
        }
        return false;
    }
}
