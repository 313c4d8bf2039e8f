package org.passant.batch;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.passant.board.Castling;
import org.passant.board.FenException;
import org.passant.board.Square;
import org.passant.problem.RightSource;
import org.passant.report.DefectWords;
import org.passant.report.RightsNoteWords;
import org.passant.report.SolutionFormat;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.ConventionalSolver;
import org.passant.solve.RightsPart;
import org.passant.solve.StatedRights;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.problem.Options;
import org.passant.problem.Problem;
import org.passant.problem.StipulationKind;
import org.passant.report.TreeFormat;
import org.passant.solve.Key;
import org.passant.solve.Refutation;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.solve.Stipulation;
import org.passant.solve.Try;
import org.passant.solve.Verdict;

/**
 * One worker of a batch: reads a problem's stipulation and options, solves it with its own
 * solver (one per thread, so transposition tables are never shared), and renders the tree.
 * The options of the problem file add to those of the command line.
 */
public final class ProblemSolving implements BatchRunner.Worker {
    private final SolveOptions base;
    private final TreeFormat format;
    private final Solver solver;

    public ProblemSolving(SolveOptions base, TreeFormat format) {
        this.base = base;
        this.format = format;
        this.solver = new Solver(base);
    }

    @Override
    public BatchRunner.Solved solve(BatchEntry.ToSolve entry) {
        Problem problem = entry.problem();
        String file = entry.file();
        int line = problem.source().line();
        org.passant.problem.Stipulation stip = problem.stipulation();
        // "bm #-N" (engine suites): the side to move is mated in N. That is the play after a key
        // of a #(N+1): every defence is answered by mate in N.
        boolean mated = stip.kind() == StipulationKind.SIDE_TO_MOVE_MATED;
        if (stip.kind() != StipulationKind.DIRECT_MATE && !mated) {
            String reason = switch (stip.kind()) {
                case NONE -> "no stipulation: give one in the file or with --stip '#n'";
                default -> stip.unsupportedReason() == null || stip.unsupportedReason().isEmpty()
                        ? "stipulation '" + stip.text() + "' is not supported; only direct mate #n is"
                        : "stipulation '" + stip.text() + "': " + stip.unsupportedReason();
            };
            return unsolved(entry, "unsupported", reason);
        }
        if (stip.moves() < 1 || stip.moves() > Stipulation.MAX_MOVES - 1) {
            return unsolved(entry, "unsupported", "stipulation " + stip.text() + ": the length must be 1 to " + Stipulation.MAX_MOVES);
        }
        List<String> unsupported = new ArrayList<>();
        problem.options().unsupported().forEach(o -> unsupported.add(o.toString()));
        if (!problem.options().mutuallyExclusiveCastlings().isEmpty()) {
            unsupported.add("CastlingMutuallyExclusive");
        }
        if (!unsupported.isEmpty()) {
            return unsolved(entry, "unsupported", "option not supported (it changes what counts as a solution): "
                    + String.join(", ", unsupported));
        }
        Position diagram;
        try {
            diagram = Position.fromFen(problem.fen());
        } catch (FenException e) {
            return unsolved(entry, "error", "bad position: " + e.getMessage());
        }
        SolveOptions options = merge(base, problem.options());
        int moves = stip.moves();
        if (mated) {
            options = options.withPostKey(true);
            moves = stip.moves() + 1;
        }
        Solver run = options.equals(base) ? solver : new Solver(options);
        Stipulation stipulation = new Stipulation(moves);
        ConventionalSolution solution = new ConventionalSolver(run).solve(diagram, statedRights(problem), stipulation,
                options.trustRights());
        // JSON output stays a stream of JSON documents: no human header between them.
        String head = format instanceof org.passant.report.JsonFormat ? "" : header(problem, file);
        String text = head + new SolutionFormat(format).format(solution, diagram.toFen(), stipulation) + "\n";
        return new BatchRunner.Solved(text, outcome(problem, file, line, solution));
    }

    /** Command-line options plus what the problem's own options ask for. */
    static SolveOptions merge(SolveOptions base, Options o) {
        SolveOptions merged = base;
        if (o.tries() || o.defences().isPresent()) {
            merged = merged.withTries(true);
        }
        if (o.defences().isPresent()) {
            merged = merged.withMaxRefutations(Math.max(base.maxRefutations(), o.defences().getAsInt()));
        }
        if (o.setPlay()) {
            merged = merged.withSetPlay(true);
        }
        if (o.postKeyPlay()) {
            merged = merged.withPostKey(true);
        }
        if (o.noThreat()) {
            merged = merged.withThreats(false);
        }
        if (o.noShortVariations()) {
            merged = merged.withShortVariations(SolveOptions.ShortVariations.NONE);
        }
        if (o.maxSolutions().isPresent()) {
            merged = merged.withMaxSolutions(o.maxSolutions().getAsInt());
        }
        if (o.threat().isPresent()) {
            merged = merged.withMaxThreatLength(o.threat().getAsInt());
        }
        return merged;
    }

    private static String header(Problem p, String file) {
        StringBuilder sb = new StringBuilder("=== ").append(p.id());
        if (p.isTwin()) {
            sb.append(" (twin ").append(p.twinLabel()).append(p.twinning().isEmpty() ? "" : ": " + p.twinning()).append(')');
        }
        String who = String.join(", ", p.metadata().authors());
        String where = String.join("; ", p.metadata().origins());
        if (!who.isEmpty() || !where.isEmpty()) {
            sb.append("  ").append(who).append(who.isEmpty() || where.isEmpty() ? "" : ", ").append(where);
        }
        return sb.append("  [").append(file).append(':').append(p.source().line()).append("]\n").toString();
    }

    private static BatchRunner.Solved unsolved(BatchEntry.ToSolve entry, String verdict, String reason) {
        Problem p = entry.problem();
        Outcome o = new Outcome(p.id(), entry.file(), p.source().line(), verdict, List.of(), List.of(), false, 0, 0,
                List.of(reason), List.of());
        return new BatchRunner.Solved(header(p, entry.file()) + verdict + ": " + reason + "\n\n", o);
    }

    /** The rights the problem claims: FEN letters and e.p. squares, Popeye's EnPassant and NoCastling. */
    static StatedRights statedRights(Problem p) {
        int claimed = 0;
        int forbidden = 0;
        for (org.passant.problem.Castling c : org.passant.problem.Castling.values()) {
            if (p.castling().source(c) != RightSource.STATED) {
                continue;
            }
            int bit = switch (c) {
                case WHITE_KINGSIDE -> Castling.WHITE_KINGSIDE;
                case WHITE_QUEENSIDE -> Castling.WHITE_QUEENSIDE;
                case BLACK_KINGSIDE -> Castling.BLACK_KINGSIDE;
                case BLACK_QUEENSIDE -> Castling.BLACK_QUEENSIDE;
            };
            if (p.castling().isAllowed(c)) {
                claimed |= bit;
            } else {
                forbidden |= bit;
            }
        }
        int ep = p.enPassant().isStated() && p.enPassant().target().isPresent()
                ? Square.parse(p.enPassant().target().get()) : Square.NONE;
        return new StatedRights(claimed, forbidden, ep);
    }

    static Outcome outcome(Problem p, String file, int line, ConventionalSolution solution) {
        List<String> keys = new ArrayList<>();
        List<String> tries = new ArrayList<>();
        List<String> notes = new ArrayList<>(RightsNoteWords.notes(solution));
        int partNumber = 1;
        for (RightsPart part : solution.parts()) {
            String suffix = solution.partialRetroAnalysis() ? " (part " + partNumber + ")" : "";
            SolutionTree tree = part.tree();
            Position diagram = Position.fromFen(tree.fen());
            for (Key key : tree.keys()) {
                keys.add(Notation.san(diagram, key.move()) + suffix);
            }
            for (Try t : tree.tries()) {
                String refutations = t.refutations().stream().map(ProblemSolving::san).collect(Collectors.joining(", "));
                tries.add(Notation.san(diagram, t.move()) + "? " + refutations + "!" + suffix);
            }
            Verdict verdict = tree.verdict();
            notes.addAll(tree.notes());
            if (verdict.kind() != Verdict.Kind.ILLEGAL) {
                notes.addAll(verdict.reasons());
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
        return new Outcome(p.id(), file, line, verdictName(solution.verdict()), keys, tries, solution.partial(),
                solution.millis(), solution.nodes(), errors.stream().distinct().toList(), notes);
    }

    private static String san(Refutation r) {
        return Notation.san(Position.fromFen(r.fen()), r.move());
    }

    static String verdictName(Verdict.Kind kind) {
        return kind.name().toLowerCase().replace('_', ' ');
    }
}
