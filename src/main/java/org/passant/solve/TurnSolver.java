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

    /**
     * {@code diagram} carries its rule set and turn state; the attacker is to move (the defender
     * with post-key play). Stops at {@code deadline} (a {@link System#nanoTime}) or when
     * {@code search} is asked to stop, keeping what was proven: the verdict is then unfinished.
     */
    SolutionTree solve(TurnSearch search, Stipulation stipulation, long deadline) {
        long started = System.currentTimeMillis();
        Position diagram = search.position();
        search.clock().setDeadline(deadline);
        int n = stipulation.moves();
        TurnTreeBuilder builder = new TurnTreeBuilder(search, options);
        String fen = TurnFen.write(diagram);
        List<Key> keys = new ArrayList<>();
        List<Try> tries = new ArrayList<>();
        List<String> notes = new ArrayList<>(ignoredOptions());
        Defences setPlay = null;
        Defences postKeyPlay = null;
        boolean partial = false;
        boolean truncated = false;
        try {
            if (options.postKey()) {
                postKeyPlay = builder.defences(n - 1, options.threats());
                if (options.tries()) {
                    notes.add("tries do not apply to post-key play");
                }
            } else {
                setPlay = setPlay(search, builder, n, notes);
                truncated = firstTurns(search, builder, n, keys, tries);
                if (truncated) {
                    notes.add(StopNotes.limitReached(options, "key"));
                }
            }
        } catch (SearchAborted stopped) {
            partial = true;
            notes.add(StopNotes.stopped(options, deadline));
        }
        Verdict verdict = verdict(keys, n, partial, truncated, postKeyPlay);
        if (builder.cut()) {
            notes.add("the tree reached its budget of moves (--max-tree-nodes)");
        }
        return new SolutionTree(fen, stipulation, options, keys, tries, setPlay, postKeyPlay, verdict, partial,
                builder.cut(), notes, search.clock().moves(), System.currentTimeMillis() - started, List.of(), List.of(),
                diagram.ruleSet());
    }

    /**
     * Each first turn in the generator's order, a key or (when asked) a try; true when
     * {@code --max-solutions} keys were found and the rest was not looked at.
     */
    private boolean firstTurns(TurnSearch search, TurnTreeBuilder builder, int n, List<Key> keys, List<Try> tries) {
        List<Turn> turns = TurnGenerator.turns(search.position());
        String before = TurnFen.write(search.position());
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            TurnTreeBuilder.Played played = builder.play(turn, before);
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
            if (options.maxSolutions() > 0 && keys.size() >= options.maxSolutions() && i + 1 < turns.size()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Set play, as for orthodox problems: the attacker passes its whole turn, and each turn of the
     * defender is shown with the attacker's wins in the {@code n - 1} turns left. None when the
     * attacker is in check (in Marseillais chess its opponent cannot then be to move), or for
     * {@code n = 1} (after a set turn the attacker would have no turn left).
     */
    private Defences setPlay(TurnSearch search, TurnTreeBuilder builder, int n, List<String> notes) {
        if (!options.setPlay()) {
            return null;
        }
        Position p = search.position();
        if (p.ruleSet().observesCheck() && p.inCheck()) {
            notes.add("no set play: the side to move is in check, so its opponent cannot be to move");
            return null;
        }
        if (n < 2) {
            return null;
        }
        p.makeNull();
        Defences set = builder.defences(n - 1, false);
        p.unmakeNull();
        return set;
    }

    /**
     * The options the search over turns does not follow yet, named in the tree's notes so that a
     * reader does not take their absence for a finding.
     */
    private List<String> ignoredOptions() {
        if (options.restricted()) {
            return List.of("not applied to a problem in turns: the pruning options (Threat, MaxFlightsquares, NonTrivial)");
        }
        return List.of();
    }

    /** Defender to move: up to {@code limit + 1} turns after which the attacker does not win within {@code turnsLeft}. */
    private static List<Refutation> refutations(TurnSearch search, TurnTreeBuilder builder, int turnsLeft, int limit) {
        List<Refutation> found = new ArrayList<>();
        String before = TurnFen.write(search.position());
        for (Turn defence : TurnGenerator.turns(search.position())) {
            TurnTreeBuilder.Played played = builder.play(defence, before);
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

    private static Verdict verdict(List<Key> keys, int n, boolean partial, boolean truncated, Defences postKeyPlay) {
        int shortest = keys.stream().mapToInt(Key::mateLength).min().orElse(0);
        Verdict.Kind kind = Verdict.battleKind(partial,
                postKeyPlay == null ? null : postKeyPlay.refutations().isEmpty(), keys.size(), shortest, n, truncated);
        // The notes stay on the tree (as before), not repeated as the verdict's reasons.
        // Duals are not collected for turns: a dual's line is written move by move (Dual, Ply),
        // which cannot say where a turn's second move belongs.
        return new Verdict(kind, List.of(), keys, shortest, List.of(), List.of(), 0, 0, Restriction.NONE);
    }
}
