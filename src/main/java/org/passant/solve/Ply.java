package org.passant.solve;

/** One move of a line together with the position it is played in: enough to print it. */
public record Ply(String fen, int move) {
}
