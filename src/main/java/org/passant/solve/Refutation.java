package org.passant.solve;

import java.util.function.Function;

/**
 * A defence after which the attacker cannot mate in the moves left: the refutation of a try, or
 * a defence that holds in post-key play.
 *
 * @param fen   the position the defence is played in
 * @param move  the defence
 * @param check whether it gives check
 * @param mate  whether it mates the attacker
 * @param second the second move of a two-move turn (see {@link Attack#second}), else null
 */
public record Refutation(String fen, int move, boolean check, boolean mate, Ply second) implements Defence {

    /** A move of orthodox chess, or a turn of one move. */
    public Refutation(String fen, int move, boolean check, boolean mate) {
        this(fen, move, check, mate, null);
    }

    @Override
    public <R> R either(Function<Variation, R> ifVariation, Function<Refutation, R> ifRefutation) {
        return ifRefutation.apply(this);
    }
}
