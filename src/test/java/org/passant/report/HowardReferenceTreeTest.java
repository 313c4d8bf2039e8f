package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.Stipulation;

/** Howard 1938: Passant's Popeye-layout tree is exactly the reference tree of data/positions.md. */
class HowardReferenceTreeTest {
    @Test
    @DisplayName("key 1.d2-d4 !, its threat and the three variations, line for line in Popeye's order")
    void sameTreeAsTheReference() throws IOException {
        SolutionTree tree = new Solver(SolveOptions.defaults().withHashMegabytes(8))
                .solve("B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w - - 0 1", Stipulation.parse("#3"));
        assertEquals(PopeyeOutput.moveLines(resource("howard-1938.out"), "-"),
                PopeyeOutput.moveLines(new PopeyeFormat().format(tree), "-"));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = HowardReferenceTreeTest.class.getResourceAsStream("/solve/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
