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
 * @param reachesGoal   in self play: the defence itself reaches the goal (mates or stalemates the
 *                      attacker), so that {@code length} is 0 and nothing follows
 * @param second        the second move of a two-move turn (see {@link Attack#second}), else null
 */
public record Variation(String fen, int move, boolean check, int length, List<Attack> continuations,
                        boolean reachesGoal, Ply second) implements Defence {
    public Variation {
        continuations = List.copyOf(continuations);
    }

    /** A move of orthodox chess, or a turn of one move. */
    public Variation(String fen, int move, boolean check, int length, List<Attack> continuations, boolean reachesGoal) {
        this(fen, move, check, length, continuations, reachesGoal, null);
    }

    /** A defence the attacker answers. */
    public Variation(String fen, int move, boolean check, int length, List<Attack> continuations) {
        this(fen, move, check, length, continuations, false);
    }

    @Override
    public <R> R either(Function<Variation, R> ifVariation, Function<Refutation, R> ifRefutation) {
        return ifVariation.apply(this);
    }

    public boolean hasDual() {
        return continuations.size() > 1;
    }
}
