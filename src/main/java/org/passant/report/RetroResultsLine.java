package org.passant.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.passant.board.Castling;
import org.passant.board.Square;
import org.passant.retro.RetroReport;

/**
 * One line of {@code retro FILE... --out results.jsonl} (schema/retro-results-line.schema.json):
 * where the problem is (file, line, id), the verdict in a word, the decided facts for a quick
 * look (possible last moves, proven e.p. square, castlings allowed, number of parts), and the
 * whole report as {@code retro --format json} prints it. A problem that could not be read has the
 * verdict "error" and its reasons instead.
 */
public final class RetroResultsLine {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RetroResultsLine() {
    }

    public static String analysed(String file, int line, String id, RetroReport r) {
        ObjectNode record = place(file, line, id);
        record.put("verdict", r.legal() ? "legal as far as known" : "illegal");
        RetroTextFormat.lastMoves(r).forEach(record.putArray("lastMoves")::add);
        if (r.enPassant().proven()) {
            record.put("enPassant", Square.name(r.enPassant().square()));
        } else {
            record.putNull("enPassant");
        }
        record.put("castling", Castling.fen(r.allowedCastling()));
        record.put("parts", r.parts().size());
        record.set("retro", RetroJsonFormat.toJson(r));
        return text(record);
    }

    public static String error(String file, int line, String id, String reason) {
        ObjectNode record = place(file, line, id);
        record.put("verdict", "error");
        record.putArray("errors").add(reason);
        return text(record);
    }

    private static ObjectNode place(String file, int line, String id) {
        ObjectNode record = MAPPER.createObjectNode();
        record.put("id", id);
        record.put("file", file);
        record.put("line", line);
        return record;
    }

    private static String text(ObjectNode record) {
        try {
            return MAPPER.writeValueAsString(record);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
