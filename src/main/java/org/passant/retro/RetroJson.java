package org.passant.retro;

import java.util.List;
import org.passant.board.Castling;
import org.passant.board.Square;

/** The report as JSON (written by hand: a few fields do not justify a library). */
public final class RetroJson {
    private final StringBuilder sb = new StringBuilder();

    private RetroJson() {
    }

    public static String format(RetroReport r) {
        RetroJson j = new RetroJson();
        j.sb.append('{');
        j.field("diagram", r.diagram()).comma();
        j.field("legality", r.legality().name()).comma();
        j.key("illegality").strings(r.illegality()).comma();
        j.key("possibleLastMoves").moves(r.possibleLastMoves()).comma();
        j.key("impossibleLastMoves").moves(r.impossibleLastMoves()).comma();
        EnPassantVerdict ep = r.enPassant();
        j.key("enPassant").sb.append('{');
        j.field("status", ep.status().name()).comma();
        j.field("square", ep.square() == Square.NONE ? null : Square.name(ep.square())).comma();
        j.field("summary", ep.summary()).comma();
        j.field("reason", ep.reason()).comma();
        j.key("alternatives").strings(ep.alternatives());
        j.sb.append("},");
        j.key("castling").sb.append('[');
        for (int i = 0; i < r.castling().size(); i++) {
            CastlingVerdict v = r.castling().get(i);
            j.sb.append(i > 0 ? "," : "").append('{');
            j.field("right", Castling.fen(v.right())).comma();
            j.field("name", v.name()).comma();
            j.field("status", v.status().name()).comma();
            j.field("reason", v.reason());
            j.sb.append('}');
        }
        j.sb.append("],");
        j.key("parts").sb.append('[');
        for (int i = 0; i < r.parts().size(); i++) {
            RightsCombination c = r.parts().get(i);
            j.sb.append(i > 0 ? "," : "").append('{');
            j.field("castling", Castling.fen(c.castling())).comma();
            j.field("enPassant", c.epSquare() == Square.NONE ? null : Square.name(c.epSquare())).comma();
            j.key("castlingAlternatives").sb.append('[');
            for (int k = 0; k < c.castlingAlternatives().size(); k++) {
                j.sb.append(k > 0 ? "," : "");
                j.string(Castling.fen(c.castlingAlternatives().get(k)));
            }
            j.sb.append("],");
            j.field("history", c.history());
            j.sb.append('}');
        }
        j.sb.append("],");
        j.field("partialRetroAnalysis", r.partialRetroAnalysis()).comma();
        if (r.stated() != null) {
            StatedRightsCheck s = r.stated();
            j.key("stated").sb.append("{\"rights\":[");
            for (int i = 0; i < s.rights().size(); i++) {
                RightCheck c = s.rights().get(i);
                j.sb.append(i > 0 ? "," : "").append('{');
                j.field("right", c.right()).comma();
                j.field("status", c.status().name()).comma();
                j.field("reason", c.reason());
                j.sb.append('}');
            }
            j.sb.append("],");
            j.field("consistent", s.consistent()).comma();
            j.key("notes").strings(s.notes());
            j.sb.append("},");
        }
        RetroStats st = r.stats();
        j.key("search").sb.append('{');
        j.field("depth", st.depth()).comma();
        j.field("nodes", st.nodes()).comma();
        j.field("budgetExhausted", st.budgetExhausted()).comma();
        j.field("micros", st.micros());
        j.sb.append("}}");
        return j.sb.toString();
    }

    private RetroJson comma() {
        sb.append(',');
        return this;
    }

    private RetroJson key(String key) {
        string(key);
        sb.append(':');
        return this;
    }

    private RetroJson field(String key, String value) {
        key(key);
        if (value == null) {
            sb.append("null");
        } else {
            string(value);
        }
        return this;
    }

    private RetroJson field(String key, long value) {
        key(key).sb.append(value);
        return this;
    }

    private RetroJson field(String key, boolean value) {
        key(key).sb.append(value);
        return this;
    }

    private RetroJson strings(List<String> values) {
        sb.append('[');
        for (int i = 0; i < values.size(); i++) {
            sb.append(i > 0 ? "," : "");
            string(values.get(i));
        }
        sb.append(']');
        return this;
    }

    private RetroJson moves(List<LastMove> moves) {
        sb.append('[');
        for (int i = 0; i < moves.size(); i++) {
            LastMove m = moves.get(i);
            sb.append(i > 0 ? "," : "").append('{');
            field("move", m.notation()).comma();
            key("uncaptured").strings(m.uncaptured());
            if (m.reason() != null) {
                comma().field("reason", m.reason());
            }
            sb.append('}');
        }
        sb.append(']');
        return this;
    }

    private void string(String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
