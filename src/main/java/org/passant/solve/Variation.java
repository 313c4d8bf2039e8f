package org.passant.solve;

import java.util.List;
import java.util.function.Function;

/**
 * A defence with the attacker's answers: every move that mates in the fewest moves
 * ({@code length}) after it. More than one continuation is a dual.
 *
 * @param fen           the position the defence is played in
 * @param move          the defence
 * @param check         whether the defence gives check
 * @param length        moves the attacker needs after the defence
 * @param continuations the attacker's moves that mate in {@code length}
 */
public record Variation(String fen, int move, boolean check, int length, List<Attack> continuations)
        implements Defence {
    public Variation {
        continuations = List.copyOf(continuations);
    }

    @Override
    public <R> R either(Function<Variation, R> ifVariation, Function<Refutation, R> ifRefutation) {
        return ifVariation.apply(this);
    }

    public boolean hasDual() {
        return continuations.size() > 1;
    }
}
