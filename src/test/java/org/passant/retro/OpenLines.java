package org.passant.retro;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Move;
import org.passant.board.Piece;
import org.passant.board.Square;

/**
 * Why a last move stands: one line of moves taken back from it that no rule stops within the
 * depth, found with the search's own table. A measuring tool, not a proof: the line is only
 * "not refuted", and shows where a search that cannot decide spends its depth (a unit walking
 * to and fro, un-captured units walking out).
 */
final class OpenLines {
    private OpenLines() {
    }

    /** For each root move still standing at {@code depth} (at most {@code limit} of them): the move, then its open line. */
    static List<String> of(String diagram, int depth, int limit) {
        RetroBoard board = RetroBoard.of(Retro.diagram(diagram));
        RefutationSearch search = new RefutationSearch(board, depth, RetroBounds.DEFAULT.nodeBudget());
        int[] moves = new int[Retractions.MAX_RETRACTIONS];
        int n = Retractions.generate(board, 0, Square.NONE, moves, 0);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < n && lines.size() < limit; i++) {
            if (search.retractionRefuted(moves[i], 0, depth - 1)) {
                continue;
            }
            List<String> line = new ArrayList<>();
            line.add(name(moves[i]) + ":");
            Retractions.retract(board, moves[i]);
            follow(board, search, Retractions.rightUsed(moves[i]), forced(moves[i]), depth - 1, line);
            Retractions.replay(board, moves[i]);
            lines.add(String.join(" ", line));
        }
        return lines;
    }

    private static void follow(RetroBoard board, RefutationSearch search, int presumed, int forced, int depth, List<String> line) {
        if (depth == 0) {
            return;
        }
        int[] moves = new int[Retractions.MAX_RETRACTIONS];
        int n = Retractions.generate(board, presumed, forced, moves, 0);
        for (int i = 0; i < n; i++) {
            if (!search.retractionRefuted(moves[i], presumed, depth - 1)) {
                line.add(name(moves[i]));
                Retractions.retract(board, moves[i]);
                follow(board, search, presumed | Retractions.rightUsed(moves[i]), forced(moves[i]), depth - 1, line);
                Retractions.replay(board, moves[i]);
                return;
            }
        }
    }

    private static int forced(int move) {
        return Move.kind(move) == Move.EN_PASSANT ? Move.enPassantVictim(move) : Square.NONE;
    }

    /** {@code Kc8xNb8}, {@code a7xRb8=Q}, {@code b1-a2}: the unit, the squares, what was taken. */
    private static String name(int move) {
        int mover = Move.mover(move);
        String unit = mover == Piece.PAWN ? "" : String.valueOf(Piece.letter(mover));
        String taken = Move.captured(move) != 0 ? "x" + Piece.letter(Move.captured(move)) : "-";
        String promotion = Move.promotion(move) != 0 ? "=" + Piece.letter(Move.promotion(move)) : "";
        return unit + Square.name(Move.from(move)) + taken + Square.name(Move.to(move)) + promotion;
    }
}
