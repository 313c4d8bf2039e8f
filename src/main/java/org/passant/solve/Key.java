package org.passant.solve;

import java.util.function.Function;

/**
 * A first move that forces mate within the stipulated number of moves.
 *
 * @param attack     the move and its tree
 * @param mateLength the fewest moves (the key included) in which it forces mate; less than the
 *                   stipulation means a short solution
 */
public record Key(Attack attack, int mateLength) implements FirstMove {
    @Override
    public <R> R either(Function<Key, R> ifKey, Function<Try, R> ifTry) {
        return ifKey.apply(this);
    }
}
