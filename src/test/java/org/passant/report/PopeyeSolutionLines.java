package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.ReadResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;

/** The solution lines that {@code ./solver solve --format popeye} prints for a problem, for the order tests. */
final class PopeyeSolutionLines {
    private PopeyeSolutionLines() {
    }

    /**
     * The lines, stripped, for a problem given as the Popeye text between {@code Pieces} and the
     * end (its pieces and stipulation), with or without {@code Option Intelligent}.
     */
    static List<String> of(String problemText, boolean intelligent) {
        String input = "BeginProblem\nPieces\n" + problemText + (intelligent ? "Option Intelligent\n" : "") + "EndProblem\n";
        ReadResult read = ProblemReader.readString(input, "order.inp");
        assertEquals(List.of(), read.errors(), input);
        Problem problem = read.problems().get(0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PopeyeReport report = new PopeyeReport(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        // As ./solver solves it: the rights as the retro analysis allows them (the Codex conventions).
        report.problem(new ProblemSolver(SolveOptions.defaults().withHashMegabytes(8).withTrustRights(false)).solve(problem));
        report.end("");
        return PopeyeOutput.moveLines(out.toString(StandardCharsets.UTF_8), "-").stream().map(String::strip).toList();
    }
}
