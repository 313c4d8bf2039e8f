package org.passant.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.passant.board.Position;
import org.passant.board.Square;

/**
 * Speed figures of the retro analysis with the default bounds: the three e.p. classics, the
 * Popeye example diagrams and mates2000. Prints, never asserts a time (run with -Pdeep).
 */
@Tag("deep")
class RetroBenchmark {
    private static final String[][] CLASSICS = {
        {"Amelung 1897", "7R/7p/5P1k/4PKpP/8/8/8/8 w"},
        {"Langstaff 1922", "4k2r/8/5B1P/3R1KpP/8/8/8/8 w"},
        {"Howard 1938", "B4n2/3ppp2/1Np1k2N/2P1P3/2p1p2p/6B1/3P1P2/Q3R1K1 w"},
    };

    @Test
    void classicsPopeyeExamplesAndMates2000() throws IOException {
        List<String> popeye = diagrams("popeye49.fen");
        List<String> mates = diagrams("mates2000.epd");
        for (int round = 0; round < 2; round++) { // warm-up: class loading and JIT
            mates.forEach(Retro::analyse);
        }
        System.out.printf("%-16s %10s %10s %8s%n", "classic", "ms/diagram", "nodes", "verdict");
        for (String[] c : CLASSICS) {
            int reps = 50;
            RetroReport r = null;
            long t = System.nanoTime();
            for (int i = 0; i < reps; i++) {
                r = Retro.analyse(c[1]);
            }
            double ms = (System.nanoTime() - t) / 1e6 / reps;
            System.out.printf("%-16s %10.3f %10d %8s%n", c[0], ms, r.stats().nodes(),
                    r.enPassant().proven() ? "e.p. " + Square.name(r.enPassant().square()) : r.parts().size() + " part(s)");
        }
        assertEquals(Square.parse("g6"), Retro.analyse(CLASSICS[0][1]).provenEpSquare());
        report("popeye examples", popeye);
        report("mates2000", mates);
    }

    private static void report(String name, List<String> diagrams) {
        long[] micros = new long[diagrams.size()];
        int illegal = 0;
        int proven = 0;
        int pra = 0;
        int exhausted = 0;
        long nodes = 0;
        long t = System.nanoTime();
        for (int i = 0; i < diagrams.size(); i++) {
            RetroReport r = Retro.analyse(diagrams.get(i));
            micros[i] = r.stats().micros();
            nodes += r.stats().nodes();
            illegal += r.legal() ? 0 : 1;
            proven += r.enPassant().proven() ? 1 : 0;
            pra += r.partialRetroAnalysis() ? 1 : 0;
            exhausted += r.stats().budgetExhausted() ? 1 : 0;
        }
        double total = (System.nanoTime() - t) / 1e6;
        Arrays.sort(micros);
        System.out.printf("%s: %d diagrams in %.0f ms; per diagram mean %.2f ms, median %.2f ms, 99th %.1f ms, max %.1f ms;"
                        + " %.1f M nodes/s; illegal %d, e.p. proven %d, PRA %d, budget exhausted %d%n",
                name, diagrams.size(), total, total / diagrams.size(), micros[micros.length / 2] / 1e3,
                micros[(int) (micros.length * 0.99)] / 1e3, micros[micros.length - 1] / 1e3, nodes / total / 1e3,
                illegal, proven, pra, exhausted);
        assertTrue(diagrams.size() > 0);
    }

    /** Placement and side of each line ("FEN-ish ; comment" or EPD). */
    static List<String> diagrams(String resource) throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(RetroBenchmark.class.getResourceAsStream("/retro/" + resource)), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.trim().split("\\s+");
                if (f.length >= 2) {
                    out.add(f[0] + " " + f[1]);
                }
            }
        }
        return out;
    }

    static Position position(String diagram) {
        return Retro.diagram(diagram);
    }
}
