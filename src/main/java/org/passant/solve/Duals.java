package org.passant.solve;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the duals of a key's tree: variations with more than one continuation, at any depth of
 * the play after real defences. Threat lines are not searched: several threats are a feature of
 * the threat, not a dual.
 */
final class Duals {
    private Duals() {
    }

    static void collect(Attack attack, List<Ply> line, List<Dual> out) {
        if (attack.reply() == null) {
            return;
        }
        List<Ply> here = new ArrayList<>(line);
        here.add(new Ply(attack.fen(), attack.move()));
        for (Variation v : attack.reply().variations()) {
            List<Ply> withDefence = new ArrayList<>(here);
            withDefence.add(new Ply(v.fen(), v.move()));
            if (v.hasDual()) {
                out.add(new Dual(withDefence, v));
            }
            for (Attack continuation : v.continuations()) {
                collect(continuation, withDefence, out);
            }
        }
    }
}
