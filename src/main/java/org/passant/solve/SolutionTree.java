package org.passant.solve;

import java.util.ArrayList;
import java.util.List;
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
 * @param notes        remarks a reader needs (an option that did not apply, a limit reached)
 * @param nodes        moves played by the search
 * @param millis       wall-clock time of the solve
 */
public record SolutionTree(String fen, Stipulation stipulation, SolveOptions options, List<Key> keys, List<Try> tries,
                           Defences setPlay, Defences postKeyPlay, Verdict verdict, boolean partial,
                           List<String> notes, long nodes, long millis) {
    public SolutionTree {
        keys = List.copyOf(keys);
        tries = List.copyOf(tries);
        notes = List.copyOf(notes);
    }

    /** The keys and then the tries, as one list of first moves. */
    public List<FirstMove> firstMoves() {
        List<FirstMove> all = new ArrayList<>(keys);
        all.addAll(tries);
        return all;
    }
}
