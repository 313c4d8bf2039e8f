package org.passant.solve;

import java.util.List;
import org.passant.retro.RetroReport;
import org.passant.retro.RightCheck;

/**
 * A problem solved under the conventions of the Codex: the retro findings that decided the
 * rights, the solution in one or more parts (partial retro analysis), and the verdict covering
 * all parts.
 *
 * @param retro      the retro analysis, or null when the rights were trusted as stated
 * @param rightsNotes     what the reader must know about the rights: proofs used, stated rights
 *                        not provable and therefore not used, retro-strategy
 * @param parts           the solutions, one per consistent set of rights; empty when the diagram is illegal
 * @param verdict         over all parts
 * @param impossibleRights the stated rights the retro analysis proves impossible (they make the
 *                        problem illegal); an illegal diagram's reasons are in {@code retro}
 */
public record ConventionalSolution(RetroReport retro, List<RightsNote> rightsNotes, List<RightsPart> parts,
                                   Verdict.Kind verdict, List<RightCheck> impossibleRights) {
    public ConventionalSolution {
        rightsNotes = List.copyOf(rightsNotes);
        parts = List.copyOf(parts);
        impossibleRights = List.copyOf(impossibleRights);
    }

    /** Whether the retro analysis found the diagram itself illegal (not just a stated right). */
    public boolean illegalDiagram() {
        return retro != null && !retro.legal();
    }

    public boolean partialRetroAnalysis() {
        return parts.size() > 1;
    }

    public long nodes() {
        return parts.stream().mapToLong(p -> p.tree().nodes()).sum();
    }

    public long millis() {
        return parts.stream().mapToLong(p -> p.tree().millis()).sum();
    }

    public boolean partial() {
        return parts.stream().anyMatch(p -> p.tree().partial());
    }
}
