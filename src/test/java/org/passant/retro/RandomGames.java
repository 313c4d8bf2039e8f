package org.passant.retro;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.passant.board.Attacks;
import org.passant.board.Bitboards;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Piece;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * Games of random legal moves from the initial array, so that every position met has a known,
 * real history. The choice is biased towards captures (to reach the sparse, constrained positions
 * where retro proofs happen), double steps (to create e.p. situations) and the rare moves
 * (castling, promotion, e.p.) so that every kind of move is met often.
 */
final class RandomGames {
    /** A position of a real game together with the move that led to it. */
    record Step(Position before, int lastMove, Position after) {
        /** The castling rights whose king and rook have really never moved (or been captured). */
        int actualCastling() {
            return after.castlingRights();
        }

        /** The e.p. square if the last move was a double step a pawn of the side to move could take, else NONE. */
        int actualEpWorld() {
            if (Move.kind(lastMove) != Move.DOUBLE_STEP) {
                return Square.NONE;
            }
            int to = Move.to(lastMove);
            long beside = Attacks.king(to) & (Bitboards.RANK_1 << (8 * Square.rank(to)));
            boolean capturer = (beside & after.pieces(after.sideToMove(), Piece.PAWN)) != 0;
            return capturer ? (Move.from(lastMove) + to) >>> 1 : Square.NONE;
        }
    }

    private RandomGames() {
    }

    static void play(long seed, int games, int maxPlies, double captureBias, Consumer<Step> visitor) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            Position p = Fen.parse(Fen.START);
            for (int ply = 0; ply < maxPlies; ply++) {
                int n = MoveGenerator.legal(p, moves, 0);
                if (n == 0) {
                    break;
                }
                int move = choose(random, moves, n, captureBias);
                Position before = p.copy();
                p.make(move);
                visitor.accept(new Step(before, move, p.copy()));
            }
        }
    }

    private static int choose(SplittableRandom random, int[] moves, int n, double captureBias) {
        List<Integer> captures = new ArrayList<>();
        List<Integer> doubles = new ArrayList<>();
        List<Integer> rare = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (Move.isCastling(moves[i]) || Move.promotion(moves[i]) != 0 || Move.isEnPassant(moves[i])) {
                rare.add(moves[i]);
            }
            if (Move.isCapture(moves[i])) {
                captures.add(moves[i]);
            } else if (Move.isDoubleStep(moves[i])) {
                doubles.add(moves[i]);
            }
        }
        if (!rare.isEmpty() && random.nextDouble() < 0.5) {
            return rare.get(random.nextInt(rare.size())); // castling, promotion, e.p.: seldom met otherwise
        }
        if (!captures.isEmpty() && random.nextDouble() < captureBias) {
            return captures.get(random.nextInt(captures.size()));
        }
        if (!doubles.isEmpty() && random.nextDouble() < 0.3) {
            return doubles.get(random.nextInt(doubles.size()));
        }
        return moves[random.nextInt(n)];
    }
}
