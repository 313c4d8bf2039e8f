package org.passant.report;

import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.retro.RightCheck;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.RightsNote;

/** The rights notes of a solution and the reasons it is illegal, in the words printed beside the solution. */
public final class RightsNoteWords {
    private RightsNoteWords() {
    }

    public static List<String> notes(ConventionalSolution s) {
        return s.rightsNotes().stream().map(RightsNoteWords::sentence).toList();
    }

    /** Why the solution is illegal: the diagram's defects, or the stated rights that are impossible. */
    public static List<String> reasons(ConventionalSolution s) {
        if (s.illegalDiagram()) {
            return RetroWords.illegality(s.retro().illegality());
        }
        return s.impossibleRights().stream().map(RightsNoteWords::impossible).toList();
    }

    public static String sentence(RightsNote note) {
        // Java 17 has no pattern switch; the interface is sealed, so the chain covers every kind.
        if (note instanceof RightsNote.TrustedAsStated t) {
            return "rights taken as stated (--trust-rights): castling " + Castling.fen(t.castling())
                    + ", e.p. " + (t.epSquare() == Square.NONE ? "-" : Square.name(t.epSquare()));
        }
        if (note instanceof RightsNote.StatedRightNotProvable n) {
            return "the stated right " + RetroRightsWords.right(n.check()) + " cannot be proven (" + RetroRightsWords.reason(n.check())
                    + "), so it is not used; --trust-rights would use it";
        }
        if (note instanceof RightsNote.EnPassantProven p) {
            return "e.p. right on " + Square.name(p.verdict().square()) + " proven: " + RetroRightsWords.enPassantSummary(p.verdict())
                    + " (./solver retro FEN gives the reason for each)";
        }
        if (note instanceof RightsNote.CastlingDisproved d) {
            return Castling.describe(d.verdict().right()) + " disproved: " + RetroRightsWords.castlingReason(d.verdict());
        }
        if (note instanceof RightsNote.CastlingForbidden f) {
            return "castling forbidden by the problem: " + Castling.fen(f.castling());
        }
        if (note instanceof RightsNote.RetroStrategy r) {
            return "castlings exclude one another here (" + RetroRightsWords.combination(r.rights()) + "): either may be"
                    + " played, and once one is played the other is not (retro-strategy)";
        }
        if (note instanceof RightsNote.CastlingExclusive e) {
            return "castlings exclude one another by the problem (" + e.exclusions().describe() + "): either may be"
                    + " played, and once one is played the other is not (retro-strategy)";
        }
        if (note instanceof RightsNote.RetroBudgetRanOut b) {
            return "the analysis ran out of positions (" + b.nodes() + " visited): rights it did not prove are not used;"
                    + " --retro-nodes raises the budget";
        }
        throw new IllegalArgumentException("a rights note without words: " + note);
    }

    private static String impossible(RightCheck right) {
        return "the stated right " + RetroRightsWords.right(right) + " is impossible: " + RetroRightsWords.reason(right);
    }
}
