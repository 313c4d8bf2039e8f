package org.passant.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Castling;
import org.passant.board.CastlingExclusions;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.notation.Notation;
import org.passant.notation.NotationException;
import org.passant.notation.PopeyeOrder;
import org.passant.solve.SolutionTree;
import org.passant.solve.SolveOptions;
import org.passant.solve.Solver;
import org.passant.problem.Stipulation;
import org.passant.solve.Verdict;

/**
 * Popeye 4.104's own output for the problems in resources/solve/popeye (see the README there) is
 * the specification of our trees: keys, tries, refutations, threats, variations and every
 * continuation, compared as sets of lines with their ancestors (what differs is then easy to read),
 * and then line by line: siblings in Popeye's order, {@link org.passant.notation.PopeyeOrder}.
 */
class PopeyeCasesTest {
    record Case(String file, String twin, String fen, String stipulation, String options) {
        @Override
        public String toString() {
            return file + (twin.equals("-") ? "" : " " + twin + ")");
        }
    }

    static Stream<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        for (String line : resource("cases.txt").lines().toList()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = (line + " ").split("\\|");
            cases.add(new Case(f[0].strip(), f[1].strip(), f[2].strip(), f[3].strip(), f[4].strip()));
        }
        return cases.stream();
    }

    static SolveOptions options(String spec) {
        SolveOptions o = SolveOptions.defaults().withHashMegabytes(16);
        for (String opt : spec.split("\\s+")) {
            if (opt.isEmpty()) {
                continue;
            }
            if (opt.equals("try")) {
                o = o.withTries(true);
            } else if (opt.equals("set")) {
                o = o.withSetPlay(true);
            } else if (opt.equals("postkey")) {
                o = o.withPostKey(true);
            } else if (opt.equals("nothreat")) {
                o = o.withThreats(false);
            } else if (opt.equals("noshort")) {
                o = o.withShortVariations(SolveOptions.ShortVariations.NONE);
            } else if (opt.equals("keys")) {
                o = o.withVariations(false);
            } else if (opt.startsWith("threat")) {
                o = o.withMaxThreatLength(Integer.parseInt(opt.substring(6)));
            } else if (opt.startsWith("def")) {
                o = o.withMaxRefutations(Integer.parseInt(opt.substring(3)));
            } else if (opt.startsWith("exclusive")) {
                continue; // a property of the position: see exclusions
            } else if (opt.startsWith("flights")) {
                o = o.withRestrictions(o.restrictions().withMaxFlights(Integer.parseInt(opt.substring(7))));
            } else if (opt.startsWith("nontrivial")) {
                String[] mn = opt.substring(10).split(",");
                o = o.withRestrictions(o.restrictions().withNonTrivial(Integer.parseInt(mn[0]), Integer.parseInt(mn[1])));
            } else if (opt.startsWith("maxsol")) {
                o = o.withMaxSolutions(Integer.parseInt(opt.substring(6)));
            } else {
                throw new IllegalArgumentException("unknown option in cases.txt: " + opt);
            }
        }
        return o;
    }

    /** The case's position, with the castlings its {@code exclusive} option makes exclude one another. */
    static Position position(Case c) {
        Position p = Position.fromFen(c.fen());
        CastlingExclusions exclusions = CastlingExclusions.NONE;
        for (String opt : c.options().split("\\s+")) {
            if (opt.startsWith("exclusive")) {
                for (String pair : opt.substring("exclusive".length()).split(",")) {
                    exclusions = exclusions.with(CastlingExclusions.pair(right(pair.substring(0, 2)), right(pair.substring(2))));
                }
            }
        }
        p.setCastlingExclusions(exclusions);
        return p;
    }

    private static int right(String rookSquare) {
        return switch (rookSquare) {
            case "a1" -> Castling.WHITE_QUEENSIDE;
            case "h1" -> Castling.WHITE_KINGSIDE;
            case "a8" -> Castling.BLACK_QUEENSIDE;
            case "h8" -> Castling.BLACK_KINGSIDE;
            default -> throw new IllegalArgumentException("not a rook's home square in cases.txt: " + rookSquare);
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sameTreeAsPopeye(Case c) throws IOException {
        Set<String> expected = PopeyeOutput.paths(resource(c.file() + ".out"), c.twin());
        SolutionTree tree = new Solver(options(c.options())).solve(position(c), Stipulation.parse(c.stipulation()));
        Set<String> actual = PopeyeOutput.paths(new PopeyeFormat(false).format(tree), "-");
        if (!expected.equals(actual)) {
            Set<String> missing = new TreeSet<>(expected);
            missing.removeAll(actual);
            Set<String> extra = new TreeSet<>(actual);
            extra.removeAll(expected);
            fail("differs from Popeye\nmissing:\n  " + String.join("\n  ", missing) + "\nextra:\n  " + String.join("\n  ", extra));
        }
        assertEquals(expected, actual);
        assertEquals(PopeyeOutput.moveLines(resource(c.file() + ".out"), c.twin()),
                PopeyeOutput.moveLines(new PopeyeFormat(false).format(tree), "-"),
                "same tree as Popeye's, so the same lines in Popeye's sibling order");
        if (expected.isEmpty()) {
            assertEquals(Verdict.Kind.NO_SOLUTION, tree.verdict().kind(), "Popeye found nothing: no solution");
        }
    }

    /** The cases whose Popeye output lists the first moves as it tries them (Option MoveNumbers). */
    static Stream<Case> casesWithMoveNumbers() throws IOException {
        List<Case> withNumbers = new ArrayList<>();
        for (Case c : cases().toList()) {
            if (!moveNumbers(resource(c.file() + ".out")).isEmpty()) {
                withNumbers.add(c);
            }
        }
        return withNumbers.stream();
    }

    /**
     * Every legal first move, printed or not, in the order Popeye tries it: Popeye's order of any
     * moves. (Popeye also numbers moves that leave its king in check, and marks checks with "+".)
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("casesWithMoveNumbers")
    void popeyeTriesTheFirstMovesInPopeyesOrder(Case c) throws IOException {
        Position diagram = Position.fromFen(c.fen());
        List<String> tried = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        for (String text : moveNumbers(resource(c.file() + ".out"))) {
            String move = text.replaceAll(" [+#]$", "");
            try {
                moves.add(Notation.parse(diagram, move));
                tried.add(move);
            } catch (NotationException illegal) {
                // a move into check: Popeye numbers it before it finds it illegal
            }
        }
        assertEquals(MoveGenerator.legal(diagram, new int[MoveGenerator.MAX_MOVES], 0), moves.size(),
                "Popeye tries every legal first move");
        Collections.shuffle(moves, new Random(4104));
        assertEquals(tried, PopeyeOrder.anyMoves(moves, Integer::intValue).stream()
                .map(m -> Notation.popeye(diagram, m)).toList());
    }

    /** The moves of the MoveNumbers lines ("  12  (Qa4-d1 )"), in the order printed. */
    private static List<String> moveNumbers(String output) {
        List<String> moves = new ArrayList<>();
        for (String line : output.lines().toList()) {
            Matcher m = MOVE_NUMBER.matcher(line);
            if (m.matches()) {
                moves.add(m.group(1).strip());
            }
        }
        return moves;
    }

    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\s*\\d+\\s+\\((.*)\\)\\s*$");

    static String resource(String name) throws IOException {
        try (InputStream in = PopeyeCasesTest.class.getResourceAsStream("/solve/popeye/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource solve/popeye/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
