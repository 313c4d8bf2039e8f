package org.passant.retro;

/**
 * How much the analysis searched: the retraction depth completed, positions visited, whether the
 * node budget ran out (then more proofs might exist), and the time taken.
 */
public record RetroStats(int depth, long nodes, boolean budgetExhausted, long micros) {
}
