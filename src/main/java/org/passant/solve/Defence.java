package org.passant.solve;

import java.util.function.Function;

/**
 * A defender's move the tree lists: a {@link Variation} (the attacker still mates, the
 * continuations follow) or a {@link Refutation} (the attacker cannot mate in the moves left).
 * Post-key play lists both together; {@link #either} tells them apart and names both cases.
 */
public sealed interface Defence permits Variation, Refutation {
    /** The position the defence is played in. */
    String fen();

    /** The defence, packed as {@link org.passant.board.Move}. */
    int move();

    /** Whether the defence gives check. */
    boolean check();

    /** The second move of a two-move turn and its position; null for a move of orthodox chess or a turn of one move. */
    Ply second();

    /** The result of {@code ifVariation} for a variation, of {@code ifRefutation} for a refutation. */
    <R> R either(Function<Variation, R> ifVariation, Function<Refutation, R> ifRefutation);
}
