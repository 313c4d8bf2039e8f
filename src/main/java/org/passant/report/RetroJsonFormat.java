package org.passant.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
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
 * The retro report as one JSON document for programs ({@code ./solver retro --format json}). The
 * field names and their order are a published interface: consumers read them, so a field may be
 * added but never renamed or dropped.
 */
public final class RetroJsonFormat {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RetroJsonFormat() {
    }

    public static String format(RetroReport r) {
        try {
            return MAPPER.writeValueAsString(toJson(r));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    public static ObjectNode toJson(RetroReport r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("diagram", r.diagram());
        root.put("legality", r.legality().name());
        strings(root.putArray("illegality"), RetroWords.illegality(r.illegality()));
        moves(root.putArray("possibleLastMoves"), r.possibleLastMoves());
        moves(root.putArray("impossibleLastMoves"), r.impossibleLastMoves());
        enPassant(root.putObject("enPassant"), r.enPassant());
        ArrayNode castling = root.putArray("castling");
        for (CastlingVerdict v : r.castling()) {
            ObjectNode c = castling.addObject();
            c.put("right", Castling.fen(v.right()));
            c.put("name", Castling.describe(v.right()));
            c.put("status", v.status().name());
            c.put("reason", RetroRightsWords.castlingReason(v));
        }
        ArrayNode parts = root.putArray("parts");
        for (RightsCombination combination : r.parts()) {
            part(parts.addObject(), combination);
        }
        root.put("partialRetroAnalysis", r.partialRetroAnalysis());
        if (r.stated() != null) {
            stated(root.putObject("stated"), r.stated());
        }
        ArrayNode origins = root.putArray("pawnOrigins");
        for (PawnOrigin o : r.pawnOrigins()) {
            ObjectNode node = origins.addObject();
            node.put("color", RetroWords.side(o.color()).toLowerCase());
            node.put("square", o.squareName());
            node.put("originFile", o.originFileName());
            node.put("captures", o.captures());
            node.put("text", RetroWords.pawnOrigin(o));
        }
        RetroStats st = r.stats();
        ObjectNode search = root.putObject("search");
        search.put("depth", st.depth());
        search.put("nodes", st.nodes());
        search.put("budgetExhausted", st.budgetExhausted());
        search.put("micros", st.micros());
        return root;
    }

    private static void enPassant(ObjectNode node, EnPassantVerdict ep) {
        node.put("status", ep.status().name());
        square(node, "square", ep.square());
        node.put("summary", RetroRightsWords.enPassantSummary(ep));
        node.put("reason", RetroRightsWords.enPassantReason(ep));
        strings(node.putArray("alternatives"), RetroRightsWords.alternatives(ep));
    }

    private static void part(ObjectNode node, RightsCombination c) {
        node.put("castling", Castling.fen(c.castling()));
        square(node, "enPassant", c.epSquare());
        ArrayNode alternatives = node.putArray("castlingAlternatives");
        c.castlingAlternatives().forEach(a -> alternatives.add(Castling.fen(a)));
        node.put("history", RetroRightsWords.history(c.history()));
    }

    private static void stated(ObjectNode node, StatedRightsCheck s) {
        ArrayNode rights = node.putArray("rights");
        for (RightCheck c : s.rights()) {
            ObjectNode right = rights.addObject();
            right.put("right", RetroRightsWords.right(c));
            right.put("status", c.status().name());
            right.put("reason", RetroRightsWords.reason(c));
        }
        node.put("consistent", s.consistent());
        strings(node.putArray("notes"), RetroRightsWords.notes(s));
    }

    private static void moves(ArrayNode array, List<LastMove> moves) {
        for (LastMove m : moves) {
            ObjectNode move = array.addObject();
            move.put("move", RetroWords.move(m.move()));
            strings(move.putArray("uncaptured"), RetroWords.uncaptured(m));
            if (!m.possible()) {
                move.put("reason", RetroWords.refutation(m.refutation()));
            }
        }
    }

    /** A square by name, or null for {@link Square#NONE}. */
    private static void square(ObjectNode node, String field, int square) {
        if (square == Square.NONE) {
            node.putNull(field);
        } else {
            node.put(field, Square.name(square));
        }
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }
}
