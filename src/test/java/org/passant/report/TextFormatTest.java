package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.Stipulation;

/** The default text output prints Howard 1938 the way problemists write it. */
class TextFormatTest {
    private static List<String> lines;

    @BeforeAll
    static void solveHoward() {
        SolutionTree tree = new Solver(SolveOptions.defaults().withTries(true).withHashMegabytes(8))
                .solve("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1", Stipulation.parse("#3"));
        lines = new TextFormat().format(tree).lines().toList();
    }

    @Test
    @DisplayName("the key line carries the whole threat: 1.d4! threat: 2.d5+ cxd5 3.Bxd5#")
    void keyWithThreat() {
        assertTrue(lines.contains("1.d4! threat: 2.d5+ cxd5 3.Bxd5#"), String.join("\n", lines));
    }

    @Test
    @DisplayName("a variation reads on one line: 1...exd3 e.p. 2.f4 threat: 3.f5#, then 2...f5 3.exf6 e.p.# below it")
    void singleLineVariation() {
        int i = lines.indexOf("    1...exd3 e.p. 2.f4 threat: 3.f5#");
        assertTrue(i > 0, String.join("\n", lines));
        assertEquals("        2...f5 3.exf6 e.p.#", lines.get(i + 1));
    }

    @Test
    @DisplayName("duals go on lines of their own under the defence: 1...cxd3 e.p. / 2.Bxc6 ... / 2.Qa2+ d5 3.cxd6 e.p.#")
    void dualsBranch() {
        int i = lines.indexOf("    1...cxd3 e.p.");
        assertTrue(i > 0, String.join("\n", lines));
        assertTrue(lines.subList(i, i + 5).contains("        2.Qa2+ d5 3.cxd6 e.p.#"));
        assertTrue(lines.subList(i, i + 5).contains("        2.Bxc6 threat: 3.Bd5#"));
    }

    @Test
    @DisplayName("a try ends with its refutation: 1.Bxc6? threat: 2.Bd5# / but 1...dxc6!")
    void tryWithRefutation() {
        int i = lines.indexOf("1.Bxc6? threat: 2.Bd5#");
        assertTrue(i > 0, String.join("\n", lines));
        assertEquals("    but 1...dxc6!", lines.get(i + 1));
    }

    @Test
    @DisplayName("the verdict names the key and the duals")
    void verdict() {
        assertTrue(lines.contains("Verdict: sound, key 1.d4."));
        assertTrue(lines.contains("    1.d4 cxd3 e.p.: 2.Bxc6, 2.Qa2+"), String.join("\n", lines));
    }
}
