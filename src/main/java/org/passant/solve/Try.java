package org.passant.solve;

import java.util.List;

/** A first move that fails to a few defences only (at most the number the options allow). */
public record Try(Attack attack) {
    public int move() {
        return attack.move();
    }

    public List<Refutation> refutations() {
        return attack.reply().refutations();
    }
}
