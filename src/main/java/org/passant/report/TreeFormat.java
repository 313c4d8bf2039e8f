package org.passant.report;

import org.passant.solve.SolutionTree;

/** Renders a solution tree as text for people or programs. */
public interface TreeFormat {
    String format(SolutionTree tree);
}
