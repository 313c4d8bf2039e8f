package org.passant.solve;

/**
 * An attacking move in a solution tree (a key, a try, a threat move or a continuation) with what
 * follows it.
 *
 * @param fen   the position the move is played in (for rendering notation)
 * @param move  the move, packed as {@link org.passant.board.Move}
 * @param check whether it gives check (mate included)
 * @param mate  whether it reaches the goal: mates, or in a stalemate problem stalemates (an
 *              attacking move never reaches the goal of self play: the defender must)
 * @param reply the defender's play after it; null when the move mates, or when only keys were
 *              asked for
 * @param second under a rule set of two-move turns, the turn's second move and the position it is
 *              played in; null for orthodox chess and for a turn of one move ({@code move} is then
 *              the whole turn, and {@code check} and {@code mate} describe the turn's end)
 */
public record Attack(String fen, int move, boolean check, boolean mate, Defences reply, Ply second) {

    /** A move of orthodox chess, or a turn of one move. */
    public Attack(String fen, int move, boolean check, boolean mate, Defences reply) {
        this(fen, move, check, mate, reply, null);
    }
}
