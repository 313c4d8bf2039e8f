package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.Position;
import org.passant.board.Turn;
import org.passant.board.TurnFen;
import org.passant.board.TurnGenerator;
import org.passant.problem.Stipulation;

/**
 * Solves direct play in turns ({@code kx n} in double-move chess, {@code #n} in Marseillais
 * chess): every key turn (more than one: cooks), tries when asked for, and for each key the tree
 * of threats, defences and continuations, a turn standing where a move stands in orthodox chess.
 * The verdict follows the orthodox one: no key, a short solution, cooked, or sound.
 */
final class TurnSolver {
    private final SolveOptions options;

    TurnSolver(SolveOptions options) {
        this.options = options;
    }

    /** {@code diagram} carries its rule set and turn state; the attacker is to move. */
    SolutionTree solve(Position diagram, Stipulation stipulation) {
        long started = System.currentTimeMillis();
        int n = stipulation.moves();
        TurnSearch search = new TurnSearch(diagram);
        TurnTreeBuilder builder = new TurnTreeBuilder(search, options);
        String fen = TurnFen.write(diagram);
        List<Key> keys = new ArrayList<>();
        List<Try> tries = new ArrayList<>();
        for (Turn turn : TurnGenerator.turns(diagram)) {
            TurnTreeBuilder.Played played = builder.play(turn);
            if (builder.won()) {
                keys.add(new Key(builder.attackTree(played, 0), 1));
            } else if (n > 1 && search.defenderLoses(n - 1)) {
                int length = 1 + search.shortestLoss(n - 1);
                keys.add(new Key(options.variations() ? builder.attackTree(played, length - 1)
                        : builder.bareAttack(played, List.of()), length));
            } else if (options.tries() && n > 1) {
                List<Refutation> refutations = refutations(search, builder, n - 1, options.maxRefutations());
                // No refutation at all: the defender has no turn (stalemate), which no try shows.
                if (!refutations.isEmpty() && refutations.size() <= options.maxRefutations()) {
                    tries.add(new Try(options.variations() ? builder.attackTree(played, n - 1)
                            : builder.bareAttack(played, refutations)));
                }
            }
            builder.takeBack(turn);
        }
        Verdict verdict = verdict(keys, n);
        List<String> notes = new ArrayList<>(ignoredOptions());
        if (builder.cut()) {
            notes.add("the tree reached its budget of moves (--max-tree-nodes)");
        }
        return new SolutionTree(fen, stipulation, options, keys, tries, null, null, verdict, false, builder.cut(),
                notes, search.nodes(), System.currentTimeMillis() - started, List.of(), List.of(), diagram.ruleSet());
    }

    /**
     * The options the search over turns does not follow yet, named in the tree's notes so that a
     * reader does not take their absence for a finding.
     */
    private List<String> ignoredOptions() {
        List<String> ignored = new ArrayList<>();
        if (options.setPlay()) {
            ignored.add("set play");
        }
        if (options.postKey()) {
            ignored.add("post-key play");
        }
        if (options.restricted()) {
            ignored.add("the pruning options (Threat, MaxFlightsquares, NonTrivial)");
        }
        if (options.maxSolutions() > 0) {
            ignored.add("the maximum number of solutions");
        }
        if (options.maxTimeMillis() > 0) {
            ignored.add("the time limit");
        }
        return ignored.isEmpty() ? List.of()
                : List.of("not applied to a problem in turns: " + String.join(", ", ignored));
    }

    /** Defender to move: up to {@code limit + 1} turns after which the attacker does not win within {@code turnsLeft}. */
    private static List<Refutation> refutations(TurnSearch search, TurnTreeBuilder builder, int turnsLeft, int limit) {
        List<Refutation> found = new ArrayList<>();
        for (Turn defence : TurnGenerator.turns(search.position())) {
            TurnTreeBuilder.Played played = builder.play(defence);
            boolean holds = search.sideToMoveHasLost() || !search.attackerWins(turnsLeft);
            if (holds) {
                found.add(new Refutation(played.fen(), defence.first(), search.position().inCheck(),
                        search.sideToMoveHasLost(), played.second()));
            }
            builder.takeBack(defence);
            if (found.size() > limit) {
                break;
            }
        }
        return found;
    }

    private static Verdict verdict(List<Key> keys, int n) {
        int shortest = keys.stream().mapToInt(Key::mateLength).min().orElse(0);
        Verdict.Kind kind;
        if (keys.isEmpty()) {
            kind = Verdict.Kind.NO_SOLUTION;
        } else if (shortest < n) {
            kind = Verdict.Kind.SHORT_SOLUTION;
        } else if (keys.size() > 1) {
            kind = Verdict.Kind.COOKED;
        } else {
            kind = Verdict.Kind.SOUND;
        }
        // Duals are not collected for turns: a dual's line is written move by move (Dual, Ply),
        // which cannot say where a turn's second move belongs.
        return new Verdict(kind, List.of(), keys, shortest, List.of(), List.of(), 0, 0, Restriction.NONE);
    }
}
