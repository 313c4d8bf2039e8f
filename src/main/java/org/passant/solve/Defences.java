package org.passant.solve;

import java.util.ArrayList;
import java.util.List;

/**
 * The defender's side of a tree after an attacking move (or, for set play and post-key play, in
 * the diagram): the threat or zugzwang, the variations shown, and the refutations.
 *
 * @param fen         the position, defender to move
 * @param movesLeft   attacking moves still available after the defender's move
 * @param threat      what the attacker would do if the defender could pass; null when the defender
 *                    is in check, when threats are not computed, or when there is none
 * @param zugzwang    threats were computed and there is none: the defender must move and lose
 * @param variations  the defences shown (those that defeat the threat, or all with a continuation
 *                    when there is no threat), each with the attacker's shortest continuations
 * @param refutations defences after which the attacker cannot mate within {@code movesLeft}
 */
public record Defences(String fen, int movesLeft, Threat threat, boolean zugzwang, List<Variation> variations,
                       List<Refutation> refutations) {
    public Defences {
        variations = List.copyOf(variations);
        refutations = List.copyOf(refutations);
    }

    /** The variations and then the refutations, as one list of the defender's moves. */
    public List<Defence> all() {
        List<Defence> all = new ArrayList<>(variations);
        all.addAll(refutations);
        return all;
    }
}
