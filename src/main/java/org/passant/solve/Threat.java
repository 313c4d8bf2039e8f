package org.passant.solve;

import java.util.List;

/**
 * The threat: the attacker's moves that would mate in the fewest moves ({@code length}) if the
 * defender passed. In problems longer than two moves each threat move is a tree of its own.
 */
public record Threat(int length, List<Attack> moves) {
    public Threat {
        moves = List.copyOf(moves);
    }
}
