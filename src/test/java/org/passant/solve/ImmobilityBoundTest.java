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
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * The immobility bound speaks of stalemates only, and only says "none follows" where the plain
 * search (every move played out) finds none: on named positions from a helpstalemate's search, and
 * at every position along every solution of random positions.
 */
class ImmobilityBoundTest {
    private final ImmobilityBound bound = new ImmobilityBound();

    @Test
    void aQueenInTheOpenAndABishopWithAnEmptyNeighbourCannotBothBeStoppedInThreeHalfMoves() {
        // From the search of Schwarzkopf's h=5 (problems/helpmates.inp, problem 26), White to
        // play, three half-moves to a stalemate of Black: the queen on f4 must be taken (one of
        // White's two moves), the bishop on h8 taken too (the other) or blocked on g7 by Black's
        // only move, and the bishop on b1 then has c2 open with nothing left to fill it.
        Position p = Position.fromFen("7b/1pB5/6k1/8/5q2/8/p3P2K/Nb6 w - - 2 5");
        assertTurnedAwayRightly(p, 3);
    }

    @Test
    void aRookThatStepsOntoALineToBePinnedIsLetThrough() {
        // Black to play, two half-moves to a stalemate of Black: 1...Ra6-g6 2.Rd2xd4, and the
        // rook on g6, pinned by the queen on h5 against the king on e8, has no move. No unit
        // stands on a line from e8 now: the pin the rook needs is on a line of its own, which
        // must count (a random position of the wide comparison with the plain search found it).
        Position p = Position.fromFen("4k3/6Q1/r7/7Q/3q4/8/3R4/4K2R b K - 3 2");
        assertTrue(bound.stalemateMayFollow(p, 2));
        assertTrue(plainSolutions(p, 2).contains("a6g6 d2d4"));
    }

    @Test
    void aPawnGuardsAsAPieceOnlyWhereItMayHavePromoted() {
        // From the search of problem 26, White to play, three half-moves to a stalemate of Black
        // (Kf7, Bg7, Pb7, and units on the first and second ranks that cannot move): with Black's
        // only move spent on the b-pawn, the bishop on g7 must be taken, and e8, g8, e7 and e6
        // attacked. The pawn on e5 may take on g7 in two moves, but there it is a pawn still,
        // not the queen that would attack them all.
        Position p = Position.fromFen("8/1p3kb1/8/4P3/8/7K/p1p5/NbB5 w - - 1 4");
        assertTurnedAwayRightly(p, 3);
    }

    @Test
    void anEmptySquareBesideTheKingIsAttackedOrFilled() {
        // From the search of problem 26, Black to play, four half-moves to a stalemate of Black:
        // the squares around Black's king that are empty now must each be attacked by White at
        // the end or filled by a black unit, whose move is then not free to stop the bishop on f6
        // and the pawn on b7. Counted as held whenever a black unit could stand there, they let
        // the position through.
        Position p = Position.fromFen("8/1p4k1/5b1B/8/8/8/p1p1P2K/Nb6 b - - 4 3");
        assertTurnedAwayRightly(p, 4);
    }

    @Test
    void aUnitThatMovedAndWasTakenFillsNoSquare() {
        // Black to play, four half-moves to a stalemate of Black: nothing can block or pin the
        // bishop, so it must be taken, and White's lone king, never beside Black's, cannot attack
        // every square beside it, so Black must fill some. The bishop, taken, fills none; it was
        // counted as standing on one of them after its move.
        Position p = Position.fromFen("8/8/8/4K3/8/8/8/1b5k b - - 0 1");
        assertTurnedAwayRightly(p, 4);
    }

    @Test
    void eachUnitThatMovedFillsOneSquareAtMost() {
        // Black to play, four half-moves to a stalemate of Black: both pawns must move (nothing
        // else stops them), which takes both of Black's moves, and h5 and h7 beside the king,
        // which White's king cannot come near enough to attack in time, must then be filled by
        // the pawns. The g-pawn, promoted, was counted on both of them, and the a-pawn stands on
        // neither.
        Position p = Position.fromFen("8/8/7k/8/p2K4/8/6p1/8 b - - 0 1");
        assertTurnedAwayRightly(p, 4);
    }

    @Test
    void aUnitPinnedAfterItsOneMoveStandsWhereThatMoveTookIt() {
        // Black to play, four half-moves to a stalemate of Black. The old count found one with
        // the king stepping to a1: a2 beside it, a light square that neither White's bishop nor
        // its far king attacks, must then be filled by Black, whose other move goes to the knight
        // (White can stop it only once it moved, on a dark square: taken or pinned there). The
        // knight stands a jump from b5 then, not on a2; counted as ending anywhere within Black's
        // two moves, the pinned knight filled a2 for nothing.
        Position p = Position.fromFen("8/7K/8/1nB5/8/8/8/1k6 b - - 0 1");
        assertTurnedAwayRightly(p, 4);
    }

    @Test
    void aPawnThatPromotesWithOneMoveStandsWhereThatMoveTookIt() {
        // Black to play, four half-moves to a stalemate of Black: the pawn on h2 must promote.
        // With the king staying on h3, g2 and g3 beside it, which White's king cannot attack in
        // time, must be filled by Black with the one move left besides the promotion. Counted as
        // ending anywhere within Black's two moves, the new piece filled g2 for the promotion's
        // move alone.
        Position p = Position.fromFen("8/4K3/8/8/8/7k/7p/8 b - - 0 1");
        assertTurnedAwayRightly(p, 4);
    }

    @Test
    void theSolutionOfSchwarzkopfsHelpStalemateIsLetThrough() {
        // 1.b7-b5 e2-e4 2.b5-b4 e4-e5 3.b4-b3 e5*f6 4.b3-b2, and now f6-f7 b2*a1=R f7-f8=S =
        Position p = Position.fromFen("8/8/5P2/7k/8/7K/ppp5/NbB5 w - - 0 5");
        assertTrue(bound.stalemateMayFollow(p, 3));
        assertEquals(List.of("f6f7 b2a1r f7f8n"), plainSolutions(p, 3));
    }

    @Test
    void everyPositionOnTheWayToARandomStalemateIsLetThrough() {
        RandomPositions positions = new RandomPositions(2026);
        int lines = 0;
        for (int i = 0; i < 150; i++) {
            Position p = positions.sparse(4 + i % 6);
            int plies = 3 + i % 3;
            for (int[] line : HelpSearch.plain(new TranspositionTable(4)).solutions(p.copy(), plies, Goal.STALEMATE, 0,
                    new ArrayList<>())) {
                assertLetThroughAlong(p.copy(), line, plies);
                lines++;
            }
        }
        assertTrue(lines > 1000, "stalemates found: " + lines);
    }

    @Test
    void bothStepsOfAPawnAreTurnedAwayAtOnceWhenTheOthersCannotBeStoppedAfterThem() {
        // From the search of the same problem, Black to play, four half-moves to a stalemate of
        // Black: after b7-b6 or b7-b5 Black has one move left and White two, and the bishop on
        // f6 and the pawn on a2 cannot both be stopped while the king's flights around g6 are
        // all guarded.
        Position p = Position.fromFen("8/1p6/5bk1/8/8/7K/p1N1P3/1bB5 b - - 0 2");
        int b7 = 49;
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, moves, 0);
        assertFalse(bound.stalemateMayFollowAMoveFrom(p, 4, b7, destinations(moves, count, b7)));
        assertEquals((1L << 41) | (1L << 33), destinations(moves, count, b7), "b7-b6 and b7-b5");
        for (int k = 0; k < count; k++) {
            if (Move.from(moves[k]) == b7) {
                Position after = p.copy();
                after.make(moves[k]);
                assertEquals(List.of(), plainSolutions(after, 3), Move.uci(moves[k]));
            }
        }
    }

    @Test
    void aUnitWhoseMovesAreTurnedAwayTogetherLeadsToNoStalemate() {
        // Four half-moves before a stalemate, the side to be stalemated to move: where the bound
        // says no to all the moves of one unit at once, the plain search finds no stalemate in
        // the three half-moves after any of them.
        RandomPositions positions = new RandomPositions(4242);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int turnedAway = 0;
        int asked = 0;
        for (int i = 0; i < 1500; i++) {
            Position p = positions.sparse(5 + i % 8, i % 2 == 0 ? "PPPNB" : "PNBRQ");
            int count = MoveGenerator.legal(p, moves, 0);
            for (long units = p.pieces(p.sideToMove()); units != 0; units &= units - 1) {
                int from = Long.numberOfTrailingZeros(units);
                long destinations = destinations(moves, count, from);
                if (destinations == 0) {
                    continue;
                }
                asked++;
                if (bound.stalemateMayFollowAMoveFrom(p, 4, from, destinations)) {
                    continue;
                }
                turnedAway++;
                for (int k = 0; k < count; k++) {
                    if (Move.from(moves[k]) == from) {
                        Position after = p.copy();
                        after.make(moves[k]);
                        assertEquals(List.of(), plainSolutions(after, 3), Fen.write(p) + " then " + Move.uci(moves[k]));
                    }
                }
            }
        }
        assertTrue(turnedAway > 200, "units turned away: " + turnedAway + " of " + asked);
    }

    @Test
    void theRightToCastleIsNotForgottenWhileTheUnitsStayTheSame() {
        // White to play, three half-moves to a stalemate of Black. With the right to castle
        // White's king and rook may both move in one move, which the bound lets through; without
        // it, the bound turns the position away. Asked about the position without the right and
        // then with it, the units being the same, it answers as a bound asked afresh.
        Position with = Position.fromFen("r3k3/8/2r5/6B1/8/8/8/4K2R w K - 0 1");
        Position without = Position.fromFen("r3k3/8/2r5/6B1/8/8/8/4K2R w - - 0 1");
        assertTrue(new ImmobilityBound().stalemateMayFollow(with, 3));
        assertFalse(new ImmobilityBound().stalemateMayFollow(without, 3));
        assertFalse(bound.stalemateMayFollow(without, 3));
        assertTrue(bound.stalemateMayFollow(with, 3));
    }

    private static long destinations(int[] moves, int count, int from) {
        long destinations = 0;
        for (int k = 0; k < count; k++) {
            destinations |= Move.from(moves[k]) == from ? 1L << Move.to(moves[k]) : 0;
        }
        return destinations;
    }

    private void assertLetThroughAlong(Position p, int[] line, int plies) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int k = 0; k + 2 <= plies; k++) {
            assertTrue(bound.stalemateMayFollow(p, plies - k), Fen.write(p) + ", " + (plies - k) + " half-moves");
            if (plies - k == 4) {
                int from = Move.from(line[k]);
                long destinations = destinations(moves, MoveGenerator.legal(p, moves, 0), from);
                assertTrue(bound.stalemateMayFollowAMoveFrom(p, 4, from, destinations), Fen.write(p) + ", a move from "
                        + from + ", 4 half-moves");
            }
            p.make(line[k]);
        }
    }

    /** The bound turns the position away, and rightly: the plain search finds no stalemate either. */
    private void assertTurnedAwayRightly(Position p, int plies) {
        assertFalse(bound.stalemateMayFollow(p, plies), Fen.write(p));
        assertEquals(List.of(), plainSolutions(p, plies));
    }

    private static List<String> plainSolutions(Position p, int plies) {
        List<String> lines = new ArrayList<>();
        for (int[] line : HelpSearch.plain(new TranspositionTable(4)).solutions(p.copy(), plies, Goal.STALEMATE, 0,
                new ArrayList<>())) {
            List<String> moves = new ArrayList<>();
            for (int move : line) {
                moves.add(org.passant.board.Move.uci(move));
            }
            lines.add(String.join(" ", moves));
        }
        return lines;
    }
}
