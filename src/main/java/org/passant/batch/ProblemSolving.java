package org.passant.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.passant.report.DefectWords;
import org.passant.report.HelpLines;
import org.passant.report.RestrictionWords;
import org.passant.report.TurnText;
import org.passant.report.RightsNoteWords;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.problem.Problem;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.EarlierRun;
import org.passant.solve.Key;
import org.passant.solve.OpenFirstMove;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.ProblemVerdict;
import org.passant.solve.Refutation;
import org.passant.solve.RightsPart;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.SpareCores;
import org.passant.solve.Try;
import org.passant.solve.Verdict;

/**
 * One worker of a batch: has the problem solved by its own {@link ProblemSolver} (one per
 * thread, so transposition tables are never shared), and keeps the result with the record of it.
 */
public final class ProblemSolving implements BatchRunner.Worker {
    private final ProblemSolver solver;
    private final KeptProofs kept;
    /** When keeping a stopped problem's proofs must give up: never, until the batch is asked to stop. */
    private volatile long keepingUntil = KeptProofs.NEVER;

    /**
     * A worker that keeps what a stopped problem's search settled in {@code kept} (and reads it
     * back for --continue), and whose help play also uses the cores that {@code cores} lends (the
     * batch's, when it has no problem left for them).
     */
    public ProblemSolving(SolveOptions base, KeptProofs kept, SpareCores cores) {
        this.solver = new ProblemSolver(base);
        this.kept = kept;
        if (kept != KeptProofs.NONE) {
            solver.keepProofsApart(); // a stopped problem keeps its own proofs, not its predecessors'
        }
        solver.useSpareCores(cores);
    }

    @Override
    public void requestStop() {
        if (keepingUntil == KeptProofs.NEVER) {
            keepingUntil = System.nanoTime() + KeptProofs.WRITING_AFTER_A_STOP_NANOS;
        }
        solver.requestStop();
    }

    @Override
    public BatchRunner.Solved solve(BatchEntry.ToSolve entry) {
        ProblemResult result;
        EarlierRecord earlier = entry.earlier() == null ? null : new EarlierRecord(entry.earlier(), entry.problem(), kept);
        try {
            result = solver.solve(entry.problem(), earlier == null ? EarlierRun.NONE : earlier);
        } catch (RuntimeException | StackOverflowError e) {
            // A bug must not cost the rest of the batch: report it against this problem only.
            result = new ProblemResult.Refused(entry.problem(), ProblemVerdict.ERROR, "internal error: " + e);
        } catch (OutOfMemoryError e) {
            // This problem's trees were too large; they are garbage now, and the next problem has the memory again.
            result = new ProblemResult.Refused(entry.problem(), ProblemVerdict.ERROR, "out of memory while solving"
                    + " (Java's heap is " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB): try --keys");
        }
        Outcome solved = outcome(entry, result);
        Outcome recorded = keepOrForget(kept, entry.problem(), earlier == null ? solved : earlier.annotate(solved), solver,
                () -> keepingUntil);
        return new BatchRunner.Solved(result, recorded, runNotes(solved, recorded));
    }

    /** The notes a record has beyond those of its result: about the run, added after the solve. */
    public static List<String> runNotes(Outcome solved, Outcome recorded) {
        return recorded.notes().subList(solved.notes().size(), recorded.notes().size());
    }

    /**
     * After a problem is solved: if a stop left it unfinished, what its search settled is kept for
     * --continue (the record says where); if it was solved to the end, what was kept for it goes.
     * An internal error changes nothing, so a later run can still take the problem up. Keeping
     * gives up at {@code keepingUntil} ({@link KeptProofs#keep}).
     */
    public static Outcome keepOrForget(KeptProofs kept, Problem problem, Outcome outcome, ProblemSolver solver,
                                       java.util.function.LongSupplier keepingUntil) {
        if (outcome.unfinished()) {
            String note = kept.keep(problem, solver.settledProofs(), keepingUntil);
            return note.isEmpty() ? outcome : outcome.withNote(note);
        }
        if (outcome.verdict() != ProblemVerdict.ERROR) {
            kept.forget(problem);
        }
        return outcome;
    }

    public static Outcome outcome(BatchEntry.ToSolve entry, ProblemResult result) {
        Problem p = entry.problem();
        String variant = p.variant().hasTwoMoveTurns() ? p.variant().variantName() : "";
        if (result instanceof ProblemResult.Solved solved) {
            return outcome(p, entry.file(), solved.solution()).withVariant(variant);
        }
        ProblemResult.Refused refused = (ProblemResult.Refused) result;
        return new Outcome(p.id(), entry.file(), p.source().line(), refused.verdict(), List.of(), List.of(), false,
                0, 0, List.of(refused.reason()), List.of()).withVariant(variant);
    }

    static Outcome outcome(Problem p, String file, ConventionalSolution solution) {
        List<String> keys = new ArrayList<>();
        List<String> tries = new ArrayList<>();
        List<String> notes = new ArrayList<>(RightsNoteWords.notes(solution));
        List<String> restricted = new ArrayList<>();
        List<String> solutions = new ArrayList<>();
        List<RecordedOpenMove> open = new ArrayList<>();
        List<String> ruledOut = new ArrayList<>();
        List<String> positions = new ArrayList<>();
        int triesCounted = 0;
        int partNumber = 1;
        for (RightsPart part : solution.parts()) {
            String suffix = partSuffix(partNumber, solution.parts().size());
            SolutionTree tree = part.tree();
            if (tree.inTurns()) {
                // Turns are written by the report's words: their positions are read under the tree's rules.
                tree.keys().forEach(k -> keys.add(TurnText.of(tree, k.attack()) + suffix));
                tree.tries().forEach(t -> tries.add(TurnText.of(tree, t.attack()) + "? " + t.refutations().stream()
                        .map(r -> TurnText.of(tree, r)).collect(Collectors.joining(", ")) + "!" + suffix));
            }
            tree.helpSolutions().forEach(h -> solutions.add(HelpLines.text(h) + suffix));
            Position diagram = tree.inTurns() ? null : Position.fromFen(tree.fen());
            for (Key key : tree.inTurns() ? List.<Key>of() : tree.keys()) {
                keys.add(Notation.san(diagram, key.move()) + suffix);
            }
            for (Try t : tree.inTurns() ? List.<Try>of() : tree.tries()) {
                String refutations = t.refutations().stream().map(ProblemSolving::san).collect(Collectors.joining(", "));
                tries.add(Notation.san(diagram, t.move()) + "? " + refutations + "!" + suffix);
            }
            for (OpenFirstMove m : tree.inTurns() ? List.<OpenFirstMove>of() : beingExaminedFirst(tree.openFirstMoves())) {
                open.add(new RecordedOpenMove(Notation.san(diagram, m.move()) + suffix, m.beingExamined(),
                        m.isKey() ? m.forcesWithin() : null, m.isKey() ? m.lengthSettled() : null));
            }
            for (int move : tree.inTurns() ? List.<Integer>of() : tree.ruledOutFirstMoves()) {
                ruledOut.add(Notation.san(diagram, move) + suffix);
            }
            positions.add(tree.fen());
            triesCounted = tree.options().tries() ? tree.options().maxRefutations() : 0;
            Verdict verdict = tree.verdict();
            notes.addAll(tree.notes());
            if (verdict.kind() != Verdict.Kind.ILLEGAL) {
                notes.addAll(verdict.reasons());
                if (verdict.restricted() && restricted.isEmpty()) {
                    restricted.addAll(RestrictionWords.options(verdict.restriction())); // the same for every part
                    notes.add(RestrictionWords.caveat(verdict));
                }
            }
            if (!verdict.duals().isEmpty()) {
                notes.add(verdict.duals().size() + " dual" + (verdict.duals().size() == 1 ? "" : "s") + suffix);
            }
            partNumber++;
        }
        List<String> errors = new ArrayList<>(RightsNoteWords.reasons(solution));
        if (solution.verdict() == Verdict.Kind.ILLEGAL) {
            solution.parts().forEach(part -> errors.addAll(DefectWords.verdictReasons(part.tree())));
        }
        // A stop is told by the tree's notes and again among the verdict's reasons: recorded once.
        return new Outcome(p.id(), file, p.source().line(), ProblemVerdict.of(solution.verdict()), keys,
                tries, solution.partial(), solution.millis(), solution.nodes(), errors.stream().distinct().toList(),
                notes.stream().distinct().toList(), restricted).withSolutions(solutions).withOpenFirstMoves(open)
                .withRuledOut(ruledOut.isEmpty() ? null : new RecordedRuledOut(p.fen(), positions, p.stipulation().text(), triesCounted, ruledOut));
    }

    /** What follows a move of one part of a partial retro analysis in a record: " (part 2)"; nothing with one part. */
    static String partSuffix(int part, int parts) {
        return parts > 1 ? " (part " + part + ")" : "";
    }

    /** The open first moves as the verdict names them: those being examined, then those not reached. */
    private static List<OpenFirstMove> beingExaminedFirst(List<OpenFirstMove> moves) {
        List<OpenFirstMove> ordered = new ArrayList<>(moves);
        ordered.sort(Comparator.comparing(m -> !m.beingExamined())); // stable: each kind keeps its order
        return ordered;
    }

    private static String san(Refutation r) {
        return Notation.san(Position.fromFen(r.fen()), r.move());
    }
}
