package org.passant.solve;

import java.util.List;

/**
 * A dual in a key's tree: a variation after which the attacker has several ways to mate in the
 * same fewest moves.
 *
 * @param line      the moves from the key to the defence, the defence included
 * @param variation the variation, whose continuations are the alternatives
 */
public record Dual(List<Ply> line, Variation variation) {
    public Dual {
        line = List.copyOf(line);
    }
}
