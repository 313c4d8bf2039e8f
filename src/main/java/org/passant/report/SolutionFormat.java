package org.passant.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.retro.RetroReport;
import org.passant.solve.ConventionalSolution;
import org.passant.solve.RightsPart;
import org.passant.problem.Stipulation;

/**
 * Renders a problem solved under the conventions: the retro findings that decided the rights,
 * then the solution (one tree, or one per part under partial retro analysis), then the verdict
 * over all parts. Each tree is rendered by the chosen {@link TreeFormat}.
 */
public final class SolutionFormat {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final TreeFormat trees;
    private final boolean json;

    public SolutionFormat(TreeFormat trees) {
        this.trees = trees;
        this.json = trees instanceof JsonFormat;
    }

    public String format(ConventionalSolution s, String fen, Stipulation stipulation) {
        return json ? json(s, fen, stipulation) : text(s, fen, stipulation);
    }

    private String text(ConventionalSolution s, String fen, Stipulation stipulation) {
        StringBuilder out = new StringBuilder();
        if (s.parts().isEmpty()) {
            out.append(stipulation).append("  ").append(fen).append("\n\n");
            out.append("Illegal position:\n");
            RightsNoteWords.reasons(s).forEach(r -> out.append("    ").append(r).append('\n'));
            retroLines(s).forEach(l -> out.append(l).append('\n'));
            return out.append("Verdict: illegal.\n").toString();
        }
        retroLines(s).forEach(l -> out.append(l).append('\n'));
        if (!s.partialRetroAnalysis()) {
            return out.append(trees.format(s.parts().get(0).tree())).toString();
        }
        out.append("Partial retro analysis: the solution has ").append(s.parts().size())
                .append(" parts, one per possible history; the problem is sound only if every part is.\n\n");
        int k = 1;
        for (RightsPart part : s.parts()) {
            out.append("Part ").append(k++).append(": if ").append(RetroRightsWords.history(part)).append(" (")
                    .append(rights(part)).append(")\n");
            out.append(trees.format(part.tree())).append('\n');
        }
        out.append("Verdict over all parts: ").append(verdictWords(s.verdict())).append(".\n");
        return out.toString();
    }

    private static List<String> retroLines(ConventionalSolution s) {
        List<String> lines = new ArrayList<>();
        RightsNoteWords.notes(s).forEach(n -> lines.add("Retro: " + n));
        return lines;
    }

    private static String rights(RightsPart part) {
        int castling = part.tree().fen().isEmpty() ? 0 : castlingOf(part.tree().fen());
        String ep = part.rights() == null || part.rights().epSquare() == Square.NONE ? "no e.p." : "e.p. on " + Square.name(part.rights().epSquare());
        return (castling == 0 ? "no castling" : "castling " + Castling.fen(castling)) + ", " + ep;
    }

    private static int castlingOf(String fen) {
        String field = fen.split(" ")[2];
        int rights = 0;
        for (char c : field.toCharArray()) {
            rights |= switch (c) {
                case 'K' -> Castling.WHITE_KINGSIDE;
                case 'Q' -> Castling.WHITE_QUEENSIDE;
                case 'k' -> Castling.BLACK_KINGSIDE;
                case 'q' -> Castling.BLACK_QUEENSIDE;
                default -> 0;
            };
        }
        return rights;
    }

    public static String verdictWords(org.passant.solve.Verdict.Kind kind) {
        return kind.name().toLowerCase().replace('_', ' ');
    }

    private String json(ConventionalSolution s, String fen, Stipulation stipulation) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", JsonFormat.SCHEMA_VERSION);
        root.put("fen", fen);
        root.put("stipulation", stipulation.toString());
        root.put("verdict", verdictWords(s.verdict()));
        ArrayNode reasons = root.putArray("reasons");
        RightsNoteWords.reasons(s).forEach(reasons::add);
        root.set("retro", retro(s));
        ArrayNode parts = root.putArray("parts");
        for (RightsPart part : s.parts()) {
            ObjectNode p = parts.addObject();
            p.put("history", RetroRightsWords.history(part));
            p.put("rights", rights(part));
            p.set("solution", JsonFormat.toJson(part.tree()));
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    private static ObjectNode retro(ConventionalSolution s) {
        ObjectNode node = MAPPER.createObjectNode();
        RetroReport r = s.retro();
        node.put("applied", r != null);
        ArrayNode notes = node.putArray("notes");
        RightsNoteWords.notes(s).forEach(notes::add);
        if (r != null) {
            node.put("legal", r.legal());
            ArrayNode last = node.putArray("possibleLastMoves");
            RetroTextFormat.lastMoves(r).forEach(last::add);
            node.put("enPassant", RetroRightsWords.enPassantLine(r.enPassant()));
            ArrayNode castling = node.putArray("castling");
            r.castling().forEach(c -> castling.add(RetroRightsWords.castlingLine(c)));
        }
        return node;
    }
}
