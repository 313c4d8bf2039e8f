package org.passant.cli;

import java.util.List;
import org.passant.problem.Problem;
import org.passant.solve.ProblemResult;
import org.passant.solve.ProblemSolver;
import org.passant.solve.SolveOptions;

/**
 * The long-mates part of {@code ./solver bench solve --long}: direct mates #6 to #12 from the
 * mates suite (problems/bench-long.epd) and Popeye's long example problems with and without their
 * pruning options (problems/bench-long.inp), each solved keys only and then with full trees and
 * tries, in a fresh solver and within a time limit (a long problem may not finish: it is then
 * shown as unfinished, with the moves it played). Prints moves, wall time and moves per second.
 */
final class BenchLongMates {
    static final String[] FILES = {"problems/bench-long.epd", "problems/bench-long.inp"};

    private final SolveOptions base;

    BenchLongMates(SolveOptions base) {
        this.base = base;
    }

    void run(List<Problem> problems) {
        BenchHeader.print();
        System.out.printf("%-24s %4s %-6s %-15s %9s %12s %8s%n", "problem", "stip", "mode", "verdict", "wall ms", "moves", "M/s");
        for (String mode : new String[] {"keys", "trees"}) {
            boolean trees = mode.equals("trees");
            SolveOptions options = base.withTries(trees).withVariations(trees);
            long totalNodes = 0;
            long totalWall = 0;
            for (Problem problem : problems) {
                long wall0 = System.nanoTime();
                ProblemResult result = new ProblemSolver(options).solve(problem);
                long wall = System.nanoTime() - wall0;
                long nodes = result.nodes();
                totalNodes += nodes;
                totalWall += wall;
                System.out.printf("%-24s %4s %-6s %-15s %9.0f %12d %8.2f%n", name(problem),
                        problem.stipulation().understood().map(Object::toString).orElse("?"), mode,
                        result.verdict().name().toLowerCase().replace('_', '-'), wall / 1e6, nodes, nodes / (wall / 1e3));
            }
            System.out.printf("%-24s %4s %-6s %-15s %9.0f %12d %8.2f%n", "total", "", mode, "", totalWall / 1e6, totalNodes,
                    totalNodes / (totalWall / 1e3));
        }
    }

    /** The EPD id, else the title Popeye's file gives (the benchmark's files give one to each problem). */
    private static String name(Problem problem) {
        List<String> titles = problem.metadata().titles();
        return titles.isEmpty() ? problem.id() : titles.get(0);
    }
}
