package org.passant.retro;

import org.passant.board.Square;

/**
 * One hypothesis about the history that the analysis tested: the castling rights presumed to
 * hold (their king and rook never moved) and the e.p. square of the last move ({@link Square#NONE}:
 * the last move was no double step a pawn of the side to move could capture). {@code possible}
 * is false only when the hypothesis is refuted.
 */
public record RetroWorld(int castling, int epSquare, boolean possible) {
}
