package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.passant.problem.Stipulation;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;

/**
 * Popeye 4.104 lists the attacker's moves of one position in its order of mating moves (origin
 * squares h8 to a1) only where a direct mate has one move left; in self play and in stalemates
 * even the attacker's last move comes in its order of any move (a1 to h8). Each expectation is
 * Popeye 4.104's own output for the position.
 */
class PopeyeAttackOrderTest {
    /**
     * W. Jørgensen, Die Schwalbe 1952, 1st Prize, s#3 (problem 1 of problems/selfmates.inp):
     * White Kf8 Qc2 Ra7 Rb1 Bd7 Bg1 Sa1 Sb4 Pb7 Pd2 Pe2 Pe7 Pg3 Pg4, Black Ke4 Qh8 Rg7 Rh7 Bc8 Bh6
     * Sd3 Sg8 Pb2 Pe5 Pg5. Key 1.e7-e8=B.
     */
    private static final String JORGENSEN_1952 = "2b2Knq/RP1BP1rr/7b/4p1p1/1N2k1P1/3n2P1/1pQPP3/NR4B1 w - - 0 1";

    @Test
    @DisplayName("Jørgensen 1952 s#3: after 1.e8=B 2.bxc8=Q the threats are 3.Sa1-b3, then 3.Rb1*b2")
    void aSelfmatesThreatComesByOriginSquareFromA1() {
        List<String> tree = popeyeLines(JORGENSEN_1952, "s#3");
        assertEquals(List.of("3.Sa1-b3", "3.Rb1*b2"),
                attacks(children(tree, "1.e7-e8=B ! threat:", "2.b7*c8=Q threat:")));
    }

    @Test
    @DisplayName("Jørgensen 1952 s#3: the attacker's last moves after one defence come by origin square from a1")
    void aSelfmatesLastMovesAfterOneDefenceComeByOriginSquareFromA1() {
        List<String> tree = popeyeLines(JORGENSEN_1952, "s#3");
        assertEquals(List.of("3.Rb1*a1", "3.Ra7*a1"),
                attacks(children(tree, "1.e7-e8=B ! threat:", "2.b7*c8=Q threat:", "2...b2*a1=Q")));
        assertEquals(List.of("3.Bg1*a7", "3.Sc8*a7"),
                attacks(children(tree, "1.e7-e8=B ! threat:", "1...b2*a1=Q", "2.b7*c8=S threat:", "2...Qa1*a7")));
        assertEquals(List.of("3.d2*c3", "3.Rc8*c3"),
                attacks(children(tree, "1.e7-e8=B ! threat:", "1...b2*a1=B", "2.b7*c8=R threat:", "2...Ba1-c3")));
    }

    @Test
    @DisplayName("Jørgensen 1952 s#3: the whole tree line for line as Popeye 4.104 printed it")
    void jorgensensTreeLineForLine() throws IOException {
        assertEquals(PopeyeOutput.moveLines(firstProblem(resource("popeye-published/selfmates.out")), "-"),
                popeyeLines(JORGENSEN_1952, "s#3"));
    }

    @Test
    @DisplayName("=1, White Kc7 Sd4 Bd6 against Ka8: the four stalemating keys by origin square from a1")
    void aStalematesKeysComeByOriginSquareFromA1() {
        List<String> tree = popeyeLines("k7/2K5/3B4/8/3N4/8/8/8 w - - 0 1", "=1");
        assertEquals(List.of("1.Sd4-c6 = !", "1.Sd4-b5 = !", "1.Bd6-c5 = !", "1.Kc7-b6 = !"), attacks(tree));
    }

    @Test
    @DisplayName("=2, White Kc7 Sd4 Bd6 Pg5 against Ka8 Pg7: the last moves after 1.Sc6 g6 by origin square from a1")
    void aStalematesLastMovesAfterOneDefenceComeByOriginSquareFromA1() {
        List<String> tree = popeyeLines("k7/2K3p1/3B4/6P1/3N4/8/8/8 w - - 0 1", "=2");
        assertEquals(List.of("2.Bd6-a3 =", "2.Bd6-b4 =", "2.Bd6-c5 =", "2.Bd6-h2 =", "2.Bd6-g3 =", "2.Bd6-f4 =",
                "2.Bd6-e5 =", "2.Bd6-f8 =", "2.Bd6-e7 =", "2.Kc7-b6 =", "2.Kc7-c8 ="),
                attacks(children(tree, "1.Sd4-c6 ! threat:", "1...g7-g6")));
    }

    @Test
    @DisplayName("#1, White Kc7 Qd1 Rh1 against Ka8 Pa7: the mating keys by origin square from h8")
    void aDirectMatesKeysComeByOriginSquareFromH8() {
        List<String> tree = popeyeLines("k7/p1K5/8/8/8/8/8/3Q3R w - - 0 1", "#1");
        assertEquals(List.of("1.Rh1-h8 # !", "1.Qd1-f3 # !", "1.Qd1-d8 # !", "1.Qd1-d5 # !"), attacks(tree));
    }

    private static List<String> popeyeLines(String fen, String stipulation) {
        SolutionTree tree = new Solver(SolveOptions.defaults().withHashMegabytes(8)).solve(fen, Stipulation.parse(stipulation));
        return PopeyeOutput.moveLines(new PopeyeFormat().format(tree), "-");
    }

    /**
     * The lines hanging directly under the line reached by following {@code path} (each step a
     * line, stripped, among the children of the one before; the first among the top lines).
     */
    private static List<String> children(List<String> lines, String... path) {
        int from = 0;
        int to = lines.size();
        for (String step : path) {
            int found = -1;
            for (int i : childIndices(lines, from, to)) {
                if (lines.get(i).strip().equals(step)) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                throw new AssertionError("no line '" + step + "' on the path " + List.of(path) + " in\n" + String.join("\n", lines));
            }
            from = found + 1;
            to = from;
            while (to < lines.size() && indent(lines.get(to)) > indent(lines.get(found))) {
                to++;
            }
        }
        return childIndices(lines, from, to).stream().map(i -> lines.get(i).strip()).toList();
    }

    /**
     * The places of the top lines among lines {@code from} to {@code to}: those indented no deeper
     * than every line before them there (a threat's moves, indented deeper than the defences
     * after them, are top lines too).
     */
    private static List<Integer> childIndices(List<String> lines, int from, int to) {
        List<Integer> top = new ArrayList<>();
        int shallowest = Integer.MAX_VALUE;
        for (int i = from; i < to; i++) {
            if (indent(lines.get(i)) <= shallowest) {
                shallowest = indent(lines.get(i));
                top.add(i);
            }
        }
        return top;
    }

    /** The attacker's moves among {@code lines} (those without "..."), stripped. */
    private static List<String> attacks(List<String> lines) {
        return lines.stream().map(String::strip).filter(line -> !line.contains("...")).toList();
    }

    private static int indent(String line) {
        return line.length() - line.stripLeading().length();
    }

    /** The first problem's part of a Popeye output file: up to its "solution finished.". */
    private static String firstProblem(String output) {
        return output.substring(0, output.indexOf("solution finished."));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PopeyeAttackOrderTest.class.getResourceAsStream("/solve/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
