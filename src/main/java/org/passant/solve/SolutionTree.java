package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
import org.passant.board.RuleSet;
import org.passant.board.TurnFen;
import org.passant.problem.Stipulation;

/**
 * Everything the solver found for one problem, immutable, with moves as ints and the positions
 * they are played in, so that any formatter can render them in its own notation.
 *
 * @param fen          the diagram
 * @param stipulation  the stipulation solved
 * @param options      the options used
 * @param keys         every key (more than one: cooks), each with its tree
 * @param tries        tries with their refutations (when asked for)
 * @param setPlay      the defender's moves in the diagram with the attacker's mates (when asked
 *                     for and meaningful), else null
 * @param postKeyPlay  for {@link SolveOptions#postKey()}: the play in the diagram, defender to move
 * @param verdict      the finding
 * @param partial      the search was stopped before it finished; what is listed was proven, but
 *                     more may exist
 * @param treeCut      the tree reached its budget of moves (--max-tree-nodes) and shows only part of
 *                     the play; the keys, tries, refutations and verdict are complete all the same
 * @param notes        remarks a reader needs (an option that did not apply, a limit reached)
 * @param nodes        moves played by the search
 * @param millis       wall-clock time of the solve
 * @param helpSolutions for help play: every solution (keys, tries and the defences stay empty)
 * @param helpSetPlay   for help play with set play asked for: the solutions after a pass
 * @param rules         the rule set: with two-move turns, the stipulation counts turns, each item
 *                      of the tree is a turn, and its positions are written by {@link TurnFen}
 * @param openFirstMoves the first moves still open when the search was stopped (neither refuted nor
 *                      settled as keys with their trees), in the order they were generated, with
 *                      what was proven of the keys among them; empty when the search was not
 *                      stopped among the first moves
 * @param ruledOutFirstMoves for a tree the search left partial: the first moves proven to be neither
 *                      keys nor tries (by this run, or by the earlier run it took up), which a later
 *                      run need not examine again; empty otherwise
 */
public record SolutionTree(String fen, Stipulation stipulation, SolveOptions options, List<Key> keys, List<Try> tries,
                           Defences setPlay, Defences postKeyPlay, Verdict verdict, boolean partial, boolean treeCut,
                           List<String> notes, long nodes, long millis, List<HelpSolution> helpSolutions,
                           List<HelpSolution> helpSetPlay, RuleSet rules, List<OpenFirstMove> openFirstMoves,
                           List<Integer> ruledOutFirstMoves) {
    public SolutionTree {
        keys = List.copyOf(keys);
        tries = List.copyOf(tries);
        notes = List.copyOf(notes);
        helpSolutions = List.copyOf(helpSolutions);
        helpSetPlay = List.copyOf(helpSetPlay);
        java.util.Objects.requireNonNull(rules, "rules");
        openFirstMoves = List.copyOf(openFirstMoves);
        ruledOutFirstMoves = List.copyOf(ruledOutFirstMoves);
    }

    /** A tree with no first move left open. */
    public SolutionTree(String fen, Stipulation stipulation, SolveOptions options, List<Key> keys, List<Try> tries,
                        Defences setPlay, Defences postKeyPlay, Verdict verdict, boolean partial, boolean treeCut,
                        List<String> notes, long nodes, long millis, List<HelpSolution> helpSolutions,
                        List<HelpSolution> helpSetPlay, RuleSet rules) {
        this(fen, stipulation, options, keys, tries, setPlay, postKeyPlay, verdict, partial, treeCut, notes, nodes, millis,
                helpSolutions, helpSetPlay, rules, List.of(), List.of());
    }

    /** A tree of orthodox chess. */
    public SolutionTree(String fen, Stipulation stipulation, SolveOptions options, List<Key> keys, List<Try> tries,
                        Defences setPlay, Defences postKeyPlay, Verdict verdict, boolean partial, boolean treeCut,
                        List<String> notes, long nodes, long millis, List<HelpSolution> helpSolutions,
                        List<HelpSolution> helpSetPlay) {
        this(fen, stipulation, options, keys, tries, setPlay, postKeyPlay, verdict, partial, treeCut, notes, nodes, millis,
                helpSolutions, helpSetPlay, RuleSet.ORTHODOX);
    }

    /** Whether the tree speaks in turns of up to two moves (double-move and Marseillais chess). */
    public boolean inTurns() {
        return rules.hasTwoMoveTurns();
    }

    /** The tree of battle play (direct and self play). */
    public SolutionTree(String fen, Stipulation stipulation, SolveOptions options, List<Key> keys, List<Try> tries,
                        Defences setPlay, Defences postKeyPlay, Verdict verdict, boolean partial, boolean treeCut,
                        List<String> notes, long nodes, long millis) {
        this(fen, stipulation, options, keys, tries, setPlay, postKeyPlay, verdict, partial, treeCut, notes, nodes, millis,
                List.of(), List.of());
    }

    /** Whether this is help or series play, whose solutions are sequences ({@link #helpSolutions}), not trees. */
    public boolean help() {
        return stipulation.play() == org.passant.problem.Play.HELP || stipulation.play().series();
    }

    /** The keys and then the tries, as one list of first moves. */
    public List<FirstMove> firstMoves() {
        List<FirstMove> all = new ArrayList<>(keys);
        all.addAll(tries);
        return all;
    }
}
