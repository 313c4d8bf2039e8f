package org.passant.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.retro.CastlingVerdict;
import org.passant.retro.EnPassantVerdict;
import org.passant.retro.LastMove;
import org.passant.retro.PawnOrigin;
import org.passant.retro.RetroReport;
import org.passant.retro.RetroStats;
import org.passant.retro.RightCheck;
import org.passant.retro.RightsCombination;
import org.passant.retro.StatedRightsCheck;

/**
 * The retro report as plain text for the command line: the verdicts first (legality, last moves,
 * e.p., castling, the parts to solve), then the impossible last moves grouped by the kind of
 * reason, then the search's figures. A typical diagram has dozens of impossible last moves;
 * each one's proof is printed only on request ({@code --verbose}; JSON always has them), grouped
 * by the proof, since moves refuted alike read alike (put in words by {@link RetroWords} and
 * {@link RetroRightsWords}).
 */
public final class RetroTextFormat {
    private RetroTextFormat() {
    }

    public static String format(RetroReport r) {
        return format(r, false);
    }

    /** @param verbose whether to print every impossible last move with its proof */
    public static String format(RetroReport r, boolean verbose) {
        StringBuilder sb = new StringBuilder();
        String mover = r.diagram().endsWith(" w") ? "Black" : "White";
        sb.append("Diagram: ").append(r.diagram()).append('\n');
        if (!r.legal()) {
            sb.append("Legality: illegal\n");
            for (String why : RetroWords.illegality(r.illegality())) {
                sb.append("  ").append(why).append('\n');
            }
        } else {
            sb.append("Legality: legal as far as known\n");
        }
        if (!r.possibleLastMoves().isEmpty() || !r.impossibleLastMoves().isEmpty()) {
            sb.append("Last move (").append(mover).append("): ").append(r.possibleLastMoves().size()).append(" possible, ")
                    .append(r.impossibleLastMoves().size()).append(" impossible\n");
        }
        EnPassantVerdict ep = r.enPassant();
        sb.append("En passant: ").append(switch (ep.status()) {
            case PROVEN -> "proven on " + Square.name(ep.square());
            case NOT_PROVEN -> "not proven";
            case NONE -> "none";
        }).append("\n  ").append(ep.proven() ? RetroRightsWords.enPassantSummary(ep) : RetroRightsWords.enPassantReason(ep)).append('\n');
        sb.append("Castling:\n");
        for (CastlingVerdict v : r.castling()) {
            sb.append("  ").append(Castling.describe(v.right())).append(": ").append(v.disproved() ? "disproved" : "not disproved, so allowed")
                    .append(" (").append(RetroRightsWords.castlingReason(v)).append(")\n");
        }
        List<RightsCombination> parts = r.parts();
        if (parts.size() == 1) {
            sb.append("Rights to solve with: ").append(rights(parts.get(0))).append('\n');
        } else if (parts.size() > 1) {
            sb.append("Partial retro analysis: ").append(parts.size()).append(" parts, each to be solved\n");
            for (int i = 0; i < parts.size(); i++) {
                sb.append("  ").append(i + 1).append(". ").append(rights(parts.get(i))).append('\n');
            }
        }
        r.statedRights().ifPresent(s -> stated(sb, s));
        if (!r.possibleLastMoves().isEmpty()) {
            sb.append("Possible last moves (").append(mover).append("): ").append(String.join(", ", lastMoves(r))).append('\n');
        }
        impossible(sb, r.impossibleLastMoves(), verbose);
        if (verbose) {
            pawnOrigins(sb, r.pawnOrigins());
        }
        RetroStats st = r.stats();
        sb.append(String.format("Search: depth %d, %d positions, %.1f ms%s%n", st.depth(), st.nodes(), st.micros() / 1e3,
                st.budgetExhausted() ? " (node budget exhausted: some proofs may be missing)" : ""));
        return sb.toString();
    }

    /** The starting files the capture counting forces, one pawn a line. */
    private static void pawnOrigins(StringBuilder sb, List<PawnOrigin> origins) {
        if (!origins.isEmpty()) {
            sb.append("Pawn origins forced by capture counting:\n");
            for (PawnOrigin o : origins) {
                sb.append("  ").append(RetroWords.pawnOrigin(o)).append('\n');
            }
        }
    }

    /** The possible last moves as text, e.g. {@code [g7-g5, Kf8xg8 (un-capture: R, Q)]}. */
    public static List<String> lastMoves(RetroReport r) {
        return r.possibleLastMoves().stream().map(RetroWords::text).toList();
    }

    /** The impossible last moves: by kind of reason, or (verbose) by proof, with the proof. */
    private static void impossible(StringBuilder sb, List<LastMove> moves, boolean verbose) {
        if (moves.isEmpty()) {
            return;
        }
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (LastMove m : moves) {
            String key = verbose ? RetroWords.refutation(m.refutation()) : RetroWords.reasonKind(m.refutation());
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(RetroWords.text(m));
        }
        sb.append("Impossible last moves: ").append(moves.size());
        if (verbose) {
            sb.append(", grouped by proof:\n");
            groups.forEach((proof, ms) -> sb.append("  ").append(String.join(", ", ms)).append(": ").append(proof).append('\n'));
        } else {
            sb.append(", by reason (--verbose gives each one's proof):\n");
            groups.forEach((kind, ms) -> sb.append("  ").append(kind).append(" (").append(ms.size()).append("): ")
                    .append(String.join(", ", ms)).append('\n'));
        }
    }

    private static String rights(RightsCombination c) {
        StringBuilder sb = new StringBuilder();
        sb.append("castling ").append(Castling.fen(c.castling()));
        if (c.retroStrategy()) {
            sb.append(" (retro-strategy: ");
            for (int i = 0; i < c.castlingAlternatives().size(); i++) {
                sb.append(i > 0 ? " or " : "").append(Castling.fen(c.castlingAlternatives().get(i)));
            }
            sb.append(')');
        }
        sb.append(", e.p. ").append(c.epSquare() == Square.NONE ? "-" : Square.name(c.epSquare()));
        return sb.append(": ").append(RetroRightsWords.history(c.history())).toString();
    }

    private static void stated(StringBuilder sb, StatedRightsCheck s) {
        sb.append("Stated rights:").append(s.rights().isEmpty() ? " none" : "").append('\n');
        for (RightCheck c : s.rights()) {
            sb.append("  ").append(RetroRightsWords.line(c)).append('\n');
        }
        if (!s.consistent() && !s.rights().isEmpty()) {
            sb.append("  the stated rights cannot be used as given\n");
        }
        for (String note : RetroRightsWords.notes(s)) {
            sb.append("  note: ").append(note).append('\n');
        }
    }
}
