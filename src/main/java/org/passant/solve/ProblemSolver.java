package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.passant.board.FenException;
import org.passant.board.Position;
import org.passant.problem.Options;
import org.passant.problem.Problem;
import org.passant.problem.Stipulation;
import org.passant.problem.WrittenStipulation;

/**
 * From a problem as read to what the solver needs, and back to a result: decides whether the
 * stipulation and the options can be solved, adds the problem's options to the caller's, hands
 * the stated rights to the retro analysis, and solves under the conventions. The one path for a
 * problem from a file and a FEN from the command line.
 *
 * <p>Keeps one {@link Solver} (and its transposition table) for problems whose options add
 * nothing; not thread-safe, so use one per thread.
 */
public final class ProblemSolver {
    private final Solver solver;
    /** Cores a batch lends to every solver this one uses (null: none). */
    private SpareCores spareCores;
    /** The solver of the problem being solved (the kept one, or one made for its options), for {@link #requestStop}. */
    private volatile Solver running;
    /** Whether each problem starts with an empty proof table ({@link #keepProofsApart}). */
    private boolean proofsApart;

    public ProblemSolver(SolveOptions base) {
        this(new Solver(base));
    }

    /** Solves with {@code solver} (whose progress the caller may watch) when the problem's options add nothing. */
    public ProblemSolver(Solver solver) {
        this.solver = solver;
    }

    /** Lets help play use the cores that {@code cores} lends ({@link Solver#useSpareCores}). */
    public void useSpareCores(SpareCores cores) {
        this.spareCores = cores;
        solver.useSpareCores(cores);
    }

    public ProblemResult solve(Problem problem) {
        return solve(problem, EarlierRun.NONE);
    }

    /**
     * Asks the problem being solved, from another thread, to stop as at --max-time: it ends
     * unfinished with what it proved. A stop asked just before a search starts is not seen by it.
     */
    public void requestStop() {
        Solver s = running;
        if (s != null) {
            s.requestStop();
        }
    }

    /**
     * Starts each problem with an empty proof table, so that what {@link #settledProofs} gives
     * after a stop is that problem's alone, for a batch that keeps it. Otherwise the table goes
     * on from problem to problem, as positions of one seldom occur in another (the same moves on
     * problems/long-keys.epd either way); emptying costs a wipe of the table (27 ms for the 64 MB
     * of the default --hash on the 2-core machine) for each problem that uses it.
     */
    public void keepProofsApart() {
        this.proofsApart = true;
    }

    /**
     * What the proof-number search settled for the problem solved last (with what an earlier run
     * of it kept, and, unless {@link #keepProofsApart}, what the problems before it settled), for
     * a problem that stopped unfinished to keep for --continue.
     */
    public SettledProofs settledProofs() {
        Solver s = running;
        return (s == null ? solver : s).settledProofs();
    }

    /**
     * As {@link #solve(Problem)}, taking up the problem where {@code earlier} stopped: the first
     * moves it ruled out are not examined again, and what it settled is read back first. Battle
     * play of orthodox chess only; help and series play and problems in turns are solved from the
     * start.
     */
    public ProblemResult solve(Problem problem, EarlierRun earlier) {
        Optional<String> refusal = refusal(problem);
        if (refusal.isPresent()) {
            return new ProblemResult.Refused(problem, ProblemVerdict.UNSUPPORTED, refusal.get());
        }
        if (problem.variant().hasTwoMoveTurns()) {
            running = solver;
            if (proofsApart) {
                solver.clearProofs(); // nothing of the problem before is kept as this one's
            }
            return TurnProblemSolver.solve(problem, ProblemOptions.merge(solver.options(), problem.options()), solver);
        }
        Position diagram;
        try {
            diagram = Position.fromFen(problem.fen());
        } catch (FenException e) {
            return new ProblemResult.Refused(problem, ProblemVerdict.ERROR, "bad position: " + e.getMessage());
        }
        SolveOptions base = solver.options();
        SolveOptions options = ProblemOptions.merge(base, problem.options());
        // merge returns base itself when the problem asks for nothing more: compared by identity,
        // as a record's equals would cost a single #2 its start-up time (docs/startup.md).
        Solver run = options == base ? solver : new Solver(options);
        if (run != solver && spareCores != null) {
            run.useSpareCores(spareCores);
        }
        running = run;
        if (proofsApart) {
            run.clearProofs();
        }
        earlier.restore(run.settledProofs());
        Stipulation stipulation = problem.stipulation().understood().orElseThrow();
        ConventionalSolution solution = new ConventionalSolver(run, options.retroBounds()).solve(diagram, ProblemRights.stated(problem),
                stipulation, options.trustRights(), earlier);
        return new ProblemResult.Solved(problem, diagram.toFen(), stipulation, solution);
    }

    /** Why the problem cannot be solved here: its stipulation, else an option that changes what a solution is. */
    static Optional<String> refusal(Problem problem) {
        Optional<String> stipulation = refusal(problem.stipulation());
        if (stipulation.isPresent()) {
            WrittenStipulation written = problem.stipulation();
            return Optional.of(written instanceof WrittenStipulation.Missing
                    ? "no stipulation: give one in the file or with --stip '#n'"
                    : "stipulation '" + written.text() + "': " + stipulation.get());
        }
        Optional<String> rules = VariantStipulations.refusal(problem.variant(),
                problem.stipulation().understood().orElseThrow());
        if (rules.isPresent()) {
            return Optional.of("stipulation '" + problem.stipulation().text() + "': " + rules.get());
        }
        List<String> unsupported = new ArrayList<>();
        boolean battle = problem.stipulation().understood().orElseThrow().play() != org.passant.problem.Play.HELP;
        for (var option : problem.options().unsupported()) {
            // the pruning options of battle play are implemented (see PopeyeRestrictions)
            boolean pruning = option.name().equals(Options.MAX_FLIGHTSQUARES) || option.name().equals(Options.NON_TRIVIAL);
            // StopOnShortSolutions is implemented for help play (HelpSolver), where short solutions are lines
            boolean stop = option.name().equals(Options.STOP_ON_SHORT_SOLUTIONS);
            if (!(pruning && battle) && !(stop && !battle)) {
                unsupported.add(option.toString());
            }
        }
        if (!unsupported.isEmpty()) {
            return Optional.of("option not supported (it changes what counts as a solution): "
                    + String.join(", ", unsupported));
        }
        return Optional.empty();
    }

    /**
     * Why a stipulation cannot be solved here, in words that name its genre; empty for every
     * stipulation the model expresses (#n, =n, s#n, s=n, h#n, h=n, h#n.5). A stipulation the
     * model could not express carries the reader's reason.
     */
    public static Optional<String> refusal(WrittenStipulation written) {
        Optional<Stipulation> understood = written.understood();
        if (understood.isEmpty()) {
            return Optional.of(written.reason());
        }
        return Optional.empty(); // every stipulation the model expresses is solved
    }
}
