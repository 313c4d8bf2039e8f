package org.passant.solve;

/**
 * One half-move of a help play, with the position it is played in (for rendering notation).
 *
 * @param fen   the position before the move
 * @param move  the move, packed as {@link org.passant.board.Move}
 * @param check whether it gives check
 * @param goal  whether it reaches the goal (the last move of a solution)
 */
public record HelpMove(String fen, int move, boolean check, boolean goal) {
}
