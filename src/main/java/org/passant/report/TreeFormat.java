package org.passant.report;

import org.passant.solve.SolutionTree;

/**
 * Draws one solution tree: the problemist's short algebraic ({@link TextFormat}), Popeye's layout
 * ({@link PopeyeFormat}) or JSON ({@link JsonFormat}). A {@link Report} puts the trees of a
 * problem's parts together with the rest of its result.
 */
public interface TreeFormat {
    String format(SolutionTree tree);
}
