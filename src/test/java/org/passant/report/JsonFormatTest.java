package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.Stipulation;

/** The JSON output holds the whole tree and verdict as docs/json-schema.md describes. */
class JsonFormatTest {
    @Test
    @DisplayName("Howard 1938 as JSON: key, threat, e.p. variation, tries and verdict read back")
    void howard() throws Exception {
        String json = new JsonFormat().format(new Solver(SolveOptions.defaults().withTries(true).withHashMegabytes(8))
                .solve("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1", Stipulation.parse("#3")));
        JsonNode root = new ObjectMapper().readTree(json);
        assertEquals(1, root.get("schema").asInt());
        assertEquals("sound", root.at("/verdict/kind").asText());
        JsonNode key = root.at("/keys/0");
        assertEquals("d4", key.get("san").asText());
        assertEquals("d2-d4", key.get("long").asText());
        assertEquals(3, key.get("mateLength").asInt());
        assertEquals("d5+", key.at("/play/threat/moves/0/san").asText());
        assertEquals(2, key.at("/play/threat/length").asInt());
        boolean epVariation = false;
        for (JsonNode v : key.at("/play/variations")) {
            epVariation |= v.get("san").asText().equals("exd3 e.p.") && v.at("/continuations/0/san").asText().equals("f4");
        }
        assertTrue(epVariation, "1...exd3 e.p. 2.f4 is in the tree");
        assertEquals(6, root.get("tries").size());
        assertEquals("dxc6", root.at("/tries/0/play/refutations/0/san").asText());
        assertEquals(2, root.at("/verdict/duals").size());
    }

    @Test
    @DisplayName("An illegal position: kind 'illegal' with the reasons")
    void illegal() throws Exception {
        String json = new JsonFormat().format(new Solver(SolveOptions.defaults().withHashMegabytes(1))
                .solve("8/8/8/8/8/8/8/7K w - - 0 1", Stipulation.parse("#1")));
        JsonNode root = new ObjectMapper().readTree(json);
        assertEquals("illegal", root.at("/verdict/kind").asText());
        assertTrue(root.at("/verdict/reasons").size() > 0);
    }
}
