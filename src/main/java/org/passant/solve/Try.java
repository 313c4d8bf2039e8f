package org.passant.solve;

import java.util.List;
import java.util.function.Function;

/** A first move that fails to a few defences only (at most the number the options allow). */
public record Try(Attack attack) implements FirstMove {
    @Override
    public <R> R either(Function<Key, R> ifKey, Function<Try, R> ifTry) {
        return ifTry.apply(this);
    }

    public List<Refutation> refutations() {
        return attack.reply().refutations();
    }
}
