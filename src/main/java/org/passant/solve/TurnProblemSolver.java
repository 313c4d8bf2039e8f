package org.passant.solve;

import java.util.List;
import org.passant.board.Defect;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
import org.passant.board.TurnFen;
import org.passant.problem.Problem;
import org.passant.problem.Stipulation;

/**
 * The path of a problem stated under double-move or Marseillais rules: the position set up under
 * its rule set, then {@link TurnSolver}. There is no retro analysis for these rules (its proofs
 * retract orthodox moves), so the rights are taken as the position states them, and the result
 * has one part. The search is registered with the {@link Solver} that owns the problem's run, so
 * that its stop (Ctrl-C, a batch stopping) and its progress display reach the turn search too.
 */
final class TurnProblemSolver {
    private TurnProblemSolver() {
    }

    static ProblemResult solve(Problem problem, SolveOptions options, Solver owner) {
        Position diagram;
        try {
            diagram = TurnFen.parse(problem.fen(), problem.variant());
        } catch (IllegalArgumentException e) { // FenException among them
            return new ProblemResult.Refused(problem, ProblemVerdict.ERROR, "bad position: " + e.getMessage());
        }
        Stipulation stipulation = problem.stipulation().understood().orElseThrow();
        // The same static checks as the orthodox path (Solver.solve), under the problem's rules:
        // two kings of a side or a pawn on an edge rank would otherwise be searched as given.
        List<Defect> defects = PositionValidator.defects(diagram);
        if (!defects.isEmpty()) {
            return solved(problem, stipulation, new SolutionTree(TurnFen.write(diagram), stipulation, options, List.of(),
                    List.of(), null, null, Verdict.illegal(defects), false, false, List.of(), 0, 0, List.of(), List.of(),
                    diagram.ruleSet()));
        }
        TurnSearch search = new TurnSearch(diagram, options.hashMegabytes());
        SolutionTree tree;
        owner.attach(search);
        try {
            tree = new TurnSolver(options).solve(search, stipulation, Solver.deadlineFromNow(options.maxTimeMillis()));
        } finally {
            owner.detach(search);
        }
        return solved(problem, stipulation, tree);
    }

    private static ProblemResult solved(Problem problem, Stipulation stipulation, SolutionTree tree) {
        ConventionalSolution solution = new ConventionalSolution(null, List.of(),
                List.of(new RightsPart(null, null, tree)), tree.verdict().kind(), List.of());
        return new ProblemResult.Solved(problem, tree.fen(), stipulation, solution);
    }
}
