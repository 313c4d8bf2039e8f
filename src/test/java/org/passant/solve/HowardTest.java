package org.passant.solve;

import org.passant.problem.Stipulation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.solve.Trees.continuation;
import static org.passant.solve.Trees.uci;
import static org.passant.solve.Trees.variation;
import static org.passant.solve.Trees.variations;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.board.Move;

/**
 * Kenneth S. Howard, 1938, #3 (data/positions.md): the reference tree, as Popeye 4.104 prints it
 * with Option Variation Try. Two e.p. captures become possible after the key.
 */
class HowardTest {
    static final String HOWARD = "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1";
    private static SolutionTree tree;
    private static Defences afterKey;

    @BeforeAll
    static void solve() {
        tree = new Solver(SolveOptions.defaults().withTries(true).withHashMegabytes(16))
                .solve(HOWARD, Stipulation.parse("#3"));
        afterKey = tree.keys().get(0).attack().reply();
    }

    @Test
    @DisplayName("1.d4! is the only key: sound")
    void key() {
        assertEquals(List.of("d2d4"), Trees.keys(tree));
        assertEquals(Verdict.Kind.SOUND, tree.verdict().kind());
        assertEquals(3, tree.keys().get(0).mateLength());
    }

    @Test
    @DisplayName("threat: 2.d5+ cxd5 3.Bxd5#")
    void threat() {
        Threat threat = afterKey.threat();
        assertEquals(2, threat.length());
        assertEquals(List.of("d4d5"), uci(threat.moves()));
        Attack d5 = threat.moves().get(0);
        assertTrue(d5.check());
        assertEquals(Map.of("c6d5", List.of("a8d5")), variations(d5.reply()));
    }

    @Test
    @DisplayName("variations 1...cxd3 e.p. (2.Qa2+ and the dual 2.Bxc6), 1...exd3 e.p. 2.f4, 1...d5 (2.Qa4 or 2.Bxc6)")
    void variationsAfterTheKey() {
        assertEquals(Map.of(
                "c4d3", List.of("a1a2", "a8c6"),
                "e4d3", List.of("f2f4"),
                "d7d5", List.of("a1a4", "a8c6")), variations(afterKey));
        assertTrue(Move.isEnPassant(variation(afterKey, "c4d3").move()));
        assertTrue(Move.isEnPassant(variation(afterKey, "e4d3").move()));
    }

    @Test
    @DisplayName("1...exd3 e.p. 2.f4 (threat 3.f5#) f5 3.exf6 e.p.#; 1...cxd3 e.p. 2.Qa2+ d5 3.cxd6 e.p.#")
    void enPassantAnswers() {
        Attack f4 = continuation(variation(afterKey, "e4d3"), "f2f4");
        assertEquals(List.of("f4f5"), uci(f4.reply().threat().moves()));
        Attack exf6 = continuation(variation(f4.reply(), "f7f5"), "e5f6");
        assertTrue(exf6.mate() && Move.isEnPassant(exf6.move()));

        Attack qa2 = continuation(variation(afterKey, "c4d3"), "a1a2");
        Attack cxd6 = continuation(variation(qa2.reply(), "d7d5"), "c5d6");
        assertTrue(cxd6.mate() && Move.isEnPassant(cxd6.move()));
    }

    @Test
    @DisplayName("six tries, each with one refutation: 1.Bxc6? dxc6!; 1.Qd4?/Qc3?/Qa6?/Qa4?/Qd1? hxg3!")
    void tries() {
        assertEquals(Map.of(
                "a8c6", List.of("d7c6"),
                "a1d4", List.of("h4g3"),
                "a1c3", List.of("h4g3"),
                "a1a6", List.of("h4g3"),
                "a1a4", List.of("h4g3"),
                "a1d1", List.of("h4g3")), Trees.tries(tree));
    }

    @Test
    @DisplayName("duals reported: after 1...cxd3 e.p. (2.Qa2+, 2.Bxc6) and after 1...d5 (2.Qa4, 2.Bxc6)")
    void duals() {
        List<String> dualDefences = tree.verdict().duals().stream()
                .map(d -> Move.uci(d.variation().move())).sorted().toList();
        assertEquals(List.of("c4d3", "d7d5"), dualDefences);
    }

    @Test
    @DisplayName("with all defences shown, 1...Ng6 (met by the threat 2.d5+) appears beside the three variations")
    void allDefences() {
        SolutionTree all = new Solver(SolveOptions.defaults().withAllDefences(true).withHashMegabytes(16))
                .solve(HOWARD, Stipulation.parse("#3"));
        Map<String, List<String>> variations = variations(all.keys().get(0).attack().reply());
        assertTrue(variations.keySet().containsAll(List.of("c4d3", "e4d3", "d7d5", "f8g6")), variations.toString());
        assertEquals(List.of("d4d5"), variations.get("f8g6"));
    }

    @Test
    @DisplayName("with up to two refutations, the one-refutation tries are still there, and more first moves qualify")
    void triesWithTwoRefutations() {
        SolutionTree two = new Solver(SolveOptions.defaults().withTries(true).withMaxRefutations(2).withHashMegabytes(16))
                .solve(HOWARD, Stipulation.parse("#3"));
        Map<String, List<String>> tries = Trees.tries(two);
        assertTrue(tries.keySet().containsAll(Trees.tries(tree).keySet()));
        assertTrue(tries.values().stream().anyMatch(r -> r.size() == 2), tries.toString());
        assertTrue(tries.values().stream().allMatch(r -> r.size() <= 2));
    }
}
