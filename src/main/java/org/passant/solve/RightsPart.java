package org.passant.solve;

import org.passant.retro.RightsCombination;

/**
 * One part of a solution: the rights it assumes, the history that grants them (in words), and
 * the tree solved with them. Without partial retro analysis there is exactly one part.
 */
public record RightsPart(RightsCombination rights, String history, SolutionTree tree) {
}
