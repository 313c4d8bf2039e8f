package org.passant.report;

import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.retro.RetroReport;

/**
 * The retro verdict of one diagram in one line, for a collection ({@code ./solver retro FILE...}):
 * legality, the last move when it is decided (else how many remain), the e.p. right, the
 * castlings still allowed, the parts to solve and the verdict on rights the input states. {@code retro --verbose} adds the full report.
 */
public final class RetroVerdictLine {
    /** Beyond this many possible last moves the line gives their number only. */
    private static final int MOVES_NAMED = 3;

    private RetroVerdictLine() {
    }

    public static String of(RetroReport r) {
        if (!r.legal()) {
            List<String> why = RetroWords.illegality(r.illegality());
            return "illegal" + (why.isEmpty() ? "" : ": " + why.get(0));
        }
        StringBuilder line = new StringBuilder("legal as far as known");
        String mover = r.diagram().endsWith(" w") ? "Black" : "White";
        List<String> moves = RetroTextFormat.lastMoves(r);
        line.append("; last move (").append(mover).append("): ");
        line.append(moves.size() <= MOVES_NAMED ? String.join(" or ", moves) : moves.size() + " possible");
        line.append(r.enPassant().proven() ? "; e.p. on " + Square.name(r.enPassant().square()) + " proven" : "; no e.p.");
        line.append("; castling ").append(Castling.fen(r.allowedCastling()));
        if (r.partialRetroAnalysis()) {
            line.append("; ").append(r.parts().size()).append(" parts (partial retro analysis)");
        }
        if (r.stated() != null && !r.stated().rights().isEmpty()) {
            line.append("; stated ").append(String.join(", ", r.stated().rights().stream()
                    .map(c -> RetroRightsWords.right(c) + " " + RetroRightsWords.status(c)).toList()));
        }
        if (r.stats().budgetExhausted()) {
            line.append("; search budget exhausted (--nodes)");
        }
        return line.toString();
    }
}
