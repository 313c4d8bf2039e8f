package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;

/**
 * MatingNetBound is a proof: when it says that no mate follows one move of each side, none does.
 * Checked against every pair of moves played out, on random positions where such mates are common.
 */
class MatingNetBoundTest {
    private final MatingNetBound bound = new MatingNetBound();

    @Test
    void neverDeniesAMateThatFollowsInSparsePositions() {
        RandomPositions positions = new RandomPositions(12);
        int mates = 0;
        int denied = 0;
        for (int i = 0; i < 20_000; i++) {
            Position p = positions.sparse(5);
            boolean mate = mateInTwoHalfMoves(p);
            boolean may = bound.mateMayFollow(p);
            if (mate) {
                mates++;
                assertTrue(may, () -> "a mate follows in " + Fen.write(p));
            } else if (!may) {
                denied++;
            }
        }
        // Not vacuous: many positions with a mate were judged, and many without one were cut.
        assertTrue(mates > 1_000, "positions with a mate: " + mates);
        assertTrue(denied > 5_000, "positions proven hopeless: " + denied);
    }

    @Test
    void neverDeniesAMateThatFollowsInPositionsOfGames() {
        RandomPositions positions = new RandomPositions(34);
        int mates = 0;
        for (int i = 0; i < 3_000; i++) {
            Position p = positions.fromGame(10 + i % 90);
            if (mateInTwoHalfMoves(p)) {
                mates++;
                assertTrue(bound.mateMayFollow(p), () -> "a mate follows in " + Fen.write(p));
            }
        }
        assertTrue(mates > 20, "positions with a mate: " + mates);
    }

    @Test
    void aLoneKingCannotMate() {
        // White has its king alone: whatever Black plays, no White move gives check.
        assertFalse(bound.mateMayFollow(Fen.parse("7k/6pp/8/8/8/8/8/K7 b - - 0 1")));
    }

    @Test
    void aKingStepIntoTheMateIsSeen() {
        // 1...Kh8-g8 2.Ra1-a8#: the king steps beside the white king's squares, the rook mates.
        Position p = Fen.parse("7k/8/6K1/8/8/8/8/R7 b - - 0 1");
        assertTrue(mateInTwoHalfMoves(p));
        assertTrue(bound.mateMayFollow(p));
    }

    @Test
    void aUnitIsTurnedAwayOnlyWhenNoneOfItsQuietMovesLeadsToAMate() {
        // Three half-moves before a mate, the mating side to move: the bound is asked once for
        // all the quiet moves of one unit, and every one of them is played out.
        RandomPositions positions = new RandomPositions(56);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int unitsWithAMate = 0;
        int turnedAway = 0;
        for (int i = 0; i < 4_400; i++) {
            // Sparse positions, where such mates are common, and crowded ones from games.
            Position p = i < 4_000 ? positions.sparse(5) : positions.fromGame(10 + i % 90);
            int count = MoveGenerator.legal(p, moves, 0);
            for (long units = p.pieces(p.sideToMove()); units != 0; units &= units - 1) {
                int from = Long.numberOfTrailingZeros(units);
                long landings = 0;
                boolean mate = false;
                for (int k = 0; k < count; k++) {
                    int move = moves[k];
                    if (Move.from(move) == from && !Move.isCapture(move) && !Move.isPromotionEnPassantOrCastling(move)) {
                        landings |= 1L << Move.to(move);
                        p.make(move);
                        mate |= mateInTwoHalfMoves(p);
                        p.unmake(move);
                    }
                }
                if (landings == 0) {
                    continue;
                }
                boolean may = bound.mateMayFollowAMoveFrom(p, from, landings);
                if (mate) {
                    unitsWithAMate++;
                    assertTrue(may, () -> "a mate follows a move from " + from + " in " + Fen.write(p));
                } else if (!may) {
                    turnedAway++;
                }
            }
        }
        assertTrue(unitsWithAMate > 500, "units with a mate after one of their moves: " + unitsWithAMate);
        assertTrue(turnedAway > 2_000, "units turned away: " + turnedAway);
    }

    @Test
    void theMovesOfAKingWhoseKnightCannotMateAreTurnedAwayTogether() {
        // White's king and knight against the bare king in the corner: after any step of the
        // white king and any black move, no white move mates.
        Position p = Fen.parse("7k/8/8/8/8/8/8/K6N w - - 0 1");
        int a1 = 0;
        assertFalse(bound.mateMayFollowAMoveFrom(p, a1, (1L << 1) | (1L << 8) | (1L << 9)));
    }

    /** Whether some move of the side to move and some reply mate: every pair played out. */
    static boolean mateInTwoHalfMoves(Position p) {
        int[] first = new int[MoveGenerator.MAX_MOVES];
        int[] second = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, first, 0);
        for (int i = 0; i < n; i++) {
            p.make(first[i]);
            int m = MoveGenerator.legal(p, second, 0);
            for (int j = 0; j < m; j++) {
                p.make(second[j]);
                boolean mated = Checkmate.isMated(p);
                p.unmake(second[j]);
                if (mated) {
                    p.unmake(first[i]);
                    return true;
                }
            }
            p.unmake(first[i]);
        }
        return false;
    }
}
