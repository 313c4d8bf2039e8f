package org.passant.solve;

import org.passant.retro.RightsCombination;

/**
 * One part of a solution: the rights it assumes, the history that grants them, and the tree
 * solved with them (both null when the rights were trusted as stated). Without partial retro
 * analysis there is exactly one part.
 */
public record RightsPart(RightsCombination rights, RightsCombination.History history, SolutionTree tree) {
}
