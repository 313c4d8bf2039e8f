package org.passant.solve;

/**
 * A first move that forces mate within the stipulated number of moves.
 *
 * @param attack     the move and its tree
 * @param mateLength the fewest moves (the key included) in which it forces mate; less than the
 *                   stipulation means a short solution
 */
public record Key(Attack attack, int mateLength) {
    public int move() {
        return attack.move();
    }
}
