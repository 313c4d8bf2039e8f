package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Position;
import org.passant.problem.Stipulation;

/**
 * Solves help play (h#n, h=n, h#n.5): every solution of the stated length, the set play when
 * asked for (the side to move passes, the other side begins, one half-move fewer), and the
 * verdict: sound with exactly as many solutions as the problem states, cooked with more; when the
 * problem states no number, only counted ("solved").
 */
final class HelpSolver {
    private final HelpSplit search;
    private final SolveOptions options;

    HelpSolver(HelpSplit search, SolveOptions options) {
        this.search = search;
        this.options = options;
    }

    /** The solutions and the set play; the partial flag and the notes go to {@code notes}. */
    Result solve(Position p, Stipulation stipulation, List<String> notes) {
        int plies = stipulation.halfMoves();
        List<int[]> found = new ArrayList<>();
        List<int[]> set = new ArrayList<>();
        boolean partial = false;
        // The search plays on a board of its own: a stop leaves it in the middle of a line, and
        // the solutions found before are written from the diagram.
        Position board = p.copy();
        try {
            if (options.setPlay()) {
                if (board.inCheck()) {
                    notes.add("no set play: the side to move is in check, so its opponent cannot be to move");
                } else if (plies >= 2) {
                    board.makeNull();
                    search.solutions(board, plies - 1, stipulation.goal(), options.maxSolutions(), set);
                    board.unmakeNull();
                }
            }
            // Popeye 4.104 looks for the goal at every length of the same parity, shortest first
            // (h#2 also lists the h#1 solutions; h#2.5 those of h#1.5 and h#0.5); lines ending
            // before the stated length are short solutions, a flaw of the problem.
            for (int length = plies % 2 == 0 ? 2 : 1; length <= plies; length += 2) {
                int before = found.size();
                int left = options.maxSolutions() > 0 ? options.maxSolutions() - before : 0;
                if (options.maxSolutions() > 0 && left <= 0) {
                    break;
                }
                List<int[]> atLength = new ArrayList<>();
                search.solutions(board, length, stipulation.goal(), left, atLength);
                found.addAll(atLength);
                // StopOnShortSolutions (Popeye's option): short solutions already decide the verdict.
                if (options.stopOnShortSolutions() && length < plies && !atLength.isEmpty()) {
                    notes.add("stopped after the short solutions (StopOnShortSolutions): longer lines were not looked for");
                    break;
                }
            }
        } catch (SearchAborted stopped) {
            partial = true;
            notes.add(StopNotes.stopped(options, search.deadline()));
        }
        boolean truncated = options.maxSolutions() > 0 && found.size() >= options.maxSolutions();
        if (truncated) {
            notes.add(StopNotes.limitReached(options, "solution"));
        }
        List<HelpSolution> solutions = found.stream().map(line -> written(p, line, stipulation.halfMove())).toList();
        List<HelpSolution> setPlay = set.stream().map(line -> writtenAfterPass(p, line)).toList();
        long shortOnes = found.stream().filter(line -> line.length < plies).count();
        int stated = options.statedSolutions() > 0 ? options.statedSolutions() : stipulation.solutions();
        Verdict verdict = verdict(solutions.size(), stated, partial || truncated, notes);
        if (shortOnes > 0 && verdict.kind() != Verdict.Kind.UNFINISHED) {
            verdict = shortVerdict(verdict, shortOnes, notes, solutions.size(), stated);
        }
        return new Result(solutions, setPlay, verdict, partial);
    }

    record Result(List<HelpSolution> solutions, List<HelpSolution> setPlay, Verdict verdict, boolean partial) {
    }

    /**
     * Sound with the stated number of solutions; the reasons say how many there are and were
     * stated. With none stated ({@link Stipulation#NOT_STATED}) any number found is only counted.
     */
    static Verdict verdict(int found, int stated, boolean unfinished, List<String> notes) {
        List<String> reasons = new ArrayList<>(notes);
        Verdict.Kind kind;
        if (unfinished) {
            kind = Verdict.Kind.UNFINISHED;
        } else if (found == 0) {
            kind = Verdict.Kind.NO_SOLUTION;
        } else if (stated == Stipulation.NOT_STATED) {
            kind = Verdict.Kind.SOLVED;
        } else if (found > stated) {
            kind = Verdict.Kind.COOKED;
        } else if (found < stated) {
            kind = Verdict.Kind.TOO_FEW_SOLUTIONS;
        } else {
            kind = Verdict.Kind.SOUND;
        }
        return new Verdict(kind, reasons, List.of(), 0, List.of(), List.of(), found, stated);
    }

    /** Short solutions outweigh the count: the goal comes before the stated length. */
    private static Verdict shortVerdict(Verdict counted, long shortOnes, List<String> notes, int found, int stated) {
        List<String> reasons = new ArrayList<>(notes);
        reasons.add(shortOnes + (shortOnes == 1 ? " solution is" : " solutions are") + " shorter than the stipulation");
        return new Verdict(Verdict.Kind.SHORT_SOLUTION, reasons, List.of(), 0, List.of(), List.of(), found, stated);
    }

    private static HelpSolution written(Position diagram, int[] line, boolean startsMidMove) {
        Position p = diagram.copy();
        return new HelpSolution(play(p, line), startsMidMove);
    }

    private static HelpSolution writtenAfterPass(Position diagram, int[] line) {
        Position p = diagram.copy();
        p.makeNull();
        return new HelpSolution(play(p, line), true);
    }

    private static List<HelpMove> play(Position p, int[] line) {
        List<HelpMove> moves = new ArrayList<>();
        for (int i = 0; i < line.length; i++) {
            String fen = p.toFen();
            p.make(line[i]);
            boolean last = i == line.length - 1;
            moves.add(new HelpMove(fen, line[i], p.inCheck(), last));
        }
        return moves;
    }
}
