package org.passant.solve;

import java.util.function.Function;

/**
 * A first move the solution lists: a {@link Key} (it forces mate) or a {@link Try} (it fails to a
 * few refutations). Reports that interleave both, as Popeye does, hold them as this one type and
 * tell them apart with {@link #either}, which names both cases so that none is forgotten.
 */
public sealed interface FirstMove permits Key, Try {
    /** The move with its tree. */
    Attack attack();

    /** The move, packed as {@link org.passant.board.Move}. */
    default int move() {
        return attack().move();
    }

    /** The result of {@code ifKey} for a key, of {@code ifTry} for a try. */
    <R> R either(Function<Key, R> ifKey, Function<Try, R> ifTry);
}
