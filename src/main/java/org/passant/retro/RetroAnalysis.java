package org.passant.retro;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * Retro analysis of a chess-problem diagram: is it legal, what can the last move have been, is
 * an e.p. right proven, is a castling right disproved, and which rights combinations (partial
 * retro analysis) must be solved. The diagram's own castling and e.p. fields are ignored: rights
 * are derived. To judge rights stated in the input use {@link #check}.
 *
 * <p>Sound by construction (see {@link RefutationSearch}): every "impossible", "proven" and
 * "disproved" is a proof; when the bounds run out the answer is "not proven".
 */
public final class RetroAnalysis {
    private RetroAnalysis() {
    }

    public static RetroReport analyse(Position p) {
        return analyse(p, RetroBounds.DEFAULT);
    }

    public static RetroReport analyse(Position p, RetroBounds bounds) {
        return run(p, bounds, false, 0, Square.NONE);
    }

    /**
     * Analyses the diagram and judges stated rights: each castling right in {@code statedCastling}
     * ({@link Castling} bits) and the e.p. square {@code statedEpSquare} ({@link Square#NONE} for none).
     */
    public static StatedRightsCheck check(Position p, int statedCastling, int statedEpSquare) {
        return analyse(p, RetroBounds.DEFAULT, statedCastling, statedEpSquare).stated();
    }

    /** The full report, with {@link RetroReport#stated()} filled in for the stated rights. */
    public static RetroReport analyse(Position p, RetroBounds bounds, int statedCastling, int statedEpSquare) {
        return run(p, bounds, true, statedCastling, statedEpSquare);
    }

    private static RetroReport run(Position p, RetroBounds bounds, boolean judgeStated, int statedCastling, int statedEp) {
        long start = System.nanoTime();
        RetroBoard board = RetroBoard.of(p);
        List<Refutation> defects = StaticRules.diagramDefects(board).stream()
                .<Refutation>map(d -> new Refutation.RuleBroken(d, Unit.of(board, d.units()))).toList();
        if (!defects.isEmpty()) {
            RetroStats stats = new RetroStats(0, 0, false, (System.nanoTime() - start) / 1000);
            return ReportBuilder.illegalDiagram(board, defects, judgeStated, statedCastling, statedEp, stats);
        }
        RootAnalysis root = new RootAnalysis(board, bounds);
        root.run(bounds.maxDepth());
        ReportBuilder builder = new ReportBuilder(root);
        return builder.build(judgeStated, statedCastling, statedEp, start);
    }

    /** The rights of a position's FEN fields, for {@link #check}: castling bits and e.p. square. */
    public static StatedRightsCheck checkStatedInFen(Position p) {
        return check(p, p.castlingRights(), p.epSquare());
    }
}
