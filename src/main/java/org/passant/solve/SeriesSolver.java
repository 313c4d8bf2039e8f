package org.passant.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.passant.board.Position;
import org.passant.problem.Play;
import org.passant.problem.Stipulation;

/**
 * Solves series movers (ser-#n, ser-=n, ser-h#n, ser-h=n, ser-s#n, ser-s=n): every solution of
 * 1 to n series moves, shortest first, as Popeye 4.104 lists them, and the verdict as for help
 * play: sound with exactly as many solutions of the stated length as the problem states, cooked
 * with more, flawed by any shorter one.
 */
final class SeriesSolver {
    private final SeriesSearch search;
    private final SolveOptions options;

    SeriesSolver(SeriesSearch search, SolveOptions options) {
        this.search = search;
        this.options = options;
    }

    HelpSolver.Result solve(Position p, Stipulation stipulation, List<String> notes) {
        Play play = stipulation.play();
        int seriesEnd = play == Play.SERIES ? 0 : 1; // the reply after the series, if any
        List<int[]> found = new ArrayList<>();
        boolean partial = false;
        // The search plays on a board of its own: a stop leaves it in the middle of a line, and
        // the solutions found before are written from the diagram.
        Position board = p.copy();
        try {
            for (int length = 1; length <= stipulation.moves(); length++) {
                int left = options.maxSolutions() > 0 ? options.maxSolutions() - found.size() : 0;
                if (options.maxSolutions() > 0 && left <= 0) {
                    break;
                }
                search.solutions(board, length, stipulation.goal(), play, left, found);
            }
        } catch (SearchAborted stopped) {
            partial = true;
            notes.add(StopNotes.stopped(options, search.clock().deadline()));
        }
        boolean truncated = options.maxSolutions() > 0 && found.size() >= options.maxSolutions();
        if (truncated) {
            notes.add(StopNotes.limitReached(options, "solution"));
        }
        List<HelpSolution> solutions = found.stream().map(line -> written(p, line, line.length - seriesEnd)).toList();
        // A ser-s line is printed once for each forced reply; the solution is the series itself.
        int full = distinctSeries(found, seriesEnd, stipulation.moves(), true);
        int shorter = distinctSeries(found, seriesEnd, stipulation.moves(), false);
        // --solutions N states the count for every problem, as in help play
        int stated = options.statedSolutions() > 0 ? options.statedSolutions() : stipulation.solutions();
        Verdict verdict = HelpSolver.verdict(full + shorter, stated, partial || truncated, notes);
        if (shorter > 0 && verdict.kind() != Verdict.Kind.UNFINISHED) {
            List<String> reasons = new ArrayList<>(notes);
            reasons.add(shorter + (shorter == 1 ? " solution is" : " solutions are") + " shorter than the stipulation");
            verdict = new Verdict(Verdict.Kind.SHORT_SOLUTION, reasons, List.of(), 0, List.of(), List.of(),
                    full + shorter, stated);
        }
        return new HelpSolver.Result(solutions, List.of(), verdict, partial);
    }

    /** How many different series (of the stated length, or shorter) the lines hold. */
    private static int distinctSeries(List<int[]> lines, int seriesEnd, int stated, boolean ofStatedLength) {
        Set<List<Integer>> series = new HashSet<>();
        for (int[] line : lines) {
            int length = line.length - seriesEnd;
            if ((length == stated) == ofStatedLength) {
                series.add(Arrays.stream(line, 0, length).boxed().toList());
            }
        }
        return series.size();
    }

    private static HelpSolution written(Position diagram, int[] line, int seriesMoves) {
        Position p = diagram.copy();
        List<HelpMove> moves = new ArrayList<>();
        for (int i = 0; i < line.length; i++) {
            // The other side passes between the moves of the series.
            if (i > 0 && i < seriesMoves) {
                p.makeNull();
            }
            String fen = p.toFen();
            p.make(line[i]);
            moves.add(new HelpMove(fen, line[i], p.inCheck(), i == line.length - 1));
        }
        return new HelpSolution(moves, false, seriesMoves);
    }
}
