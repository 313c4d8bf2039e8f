package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.problem.Problem;
import org.passant.problem.ProblemReader;
import org.passant.problem.Stipulation;

/**
 * The proof-number search and the alpha-beta search answer the key question alike: for every
 * first move of every direct mate in the test suites (the matetrack entries, Popeye's examples,
 * the benchmark set), the proof-number search proves exactly the keys the alpha-beta search
 * finds and disproves every other first move, naming a defence that really holds. The
 * proof-number search runs with its table small and its leaves as short as they go (mate in one
 * decided by the mate test), so that its own logic, not the alpha-beta search at its leaves,
 * decides. The benchmark set and the matetrack entries up to #5 take minutes: they are deep tests.
 */
class ProofNumberCrossCheckTest {
    private static final Pattern MATE = Pattern.compile("bm #(\\d+);");

    record Case(String source, String fen, int moves) {
        @Override
        public String toString() {
            return source + ": #" + moves + " " + fen;
        }
    }

    static Stream<Case> matetrackUpToThree() throws IOException {
        return matetrack("matetrack-1to3.epd");
    }

    static Stream<Case> matetrackUpToFive() throws IOException {
        return matetrack("matetrack-1to5.epd");
    }

    static Stream<Case> popeyeExamples() throws IOException, URISyntaxException {
        Path folder = Path.of(ProofNumberCrossCheckTest.class.getResource("/solve/popeye").toURI());
        List<Case> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".inp")).sorted().toList()) {
                for (Problem problem : ProblemReader.read(file).problems()) {
                    problem.stipulation().understood()
                            .filter(s -> s.isDirectMate() && s.moves() <= 5 && !problem.options().postKeyPlay())
                            .ifPresent(s -> cases.add(new Case(file.getFileName() + " " + problem.id(), problem.fen(), s.moves())));
                }
            }
        }
        return cases.stream();
    }

    static Stream<Case> benchmarkSet() {
        Path bench = Path.of("problems/bench.epd");
        return ProblemReader.read(bench).problems().stream()
                .filter(p -> p.stipulation().understood().map(Stipulation::isDirectMate).orElse(false))
                .map(p -> new Case("bench " + p.id(), p.fen(), p.stipulation().understood().orElseThrow().moves()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matetrackUpToThree")
    void matetrackKeysAgree(Case c) {
        bothSearchesAgree(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("popeyeExamples")
    void popeyeExampleKeysAgree(Case c) {
        bothSearchesAgree(c);
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("benchmarkSet")
    void benchmarkKeysAgree(Case c) {
        bothSearchesAgree(c);
    }

    @Tag("deep")
    @ParameterizedTest(name = "{0}")
    @MethodSource("matetrackUpToFive")
    void matetrackKeysAgreeUpToFive(Case c) {
        bothSearchesAgree(c);
    }

    /** Per first move: proven exactly where alpha-beta finds a key, and a disproof's refutation holds. */
    private static void bothSearchesAgree(Case c) {
        Position p = Position.fromFen(c.fen());
        int n = c.moves();
        MateSearch alphaBeta = new MateSearch(8);
        MateSearch referee = new MateSearch(8);
        ProofNumberSearch proofs = new ProofNumberSearch(new ProofTable(1 << 20), new MateSearch(8));
        proofs.setExactLength(1);
        int[] firstMoves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, firstMoves, 0);
        List<String> keys = new ArrayList<>();
        List<String> proven = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int move = firstMoves[i];
            p.make(move);
            boolean key = alphaBeta.defenderLoses(p, n - 1);
            KeyAnswer answer = proofs.ask(p, n - 1);
            assertNotEquals(KeyAnswer.Kind.UNKNOWN, answer.kind(), "no budget was set");
            if (key) {
                keys.add(Move.uci(move));
            }
            if (answer.isProven()) {
                proven.add(Move.uci(move));
            } else if (answer.refutation() != 0) {
                int defence = answer.refutation();
                p.make(defence);
                assertFalse(referee.attackerMates(p, n - 1),
                        "after " + Move.uci(move) + " the refutation " + Move.uci(defence) + " holds");
                p.unmake(defence);
            }
            p.unmake(move);
        }
        assertEquals(keys, proven, "keys of " + c);
    }

    private static Stream<Case> matetrack(String name) throws IOException {
        String text;
        try (InputStream in = ProofNumberCrossCheckTest.class.getResourceAsStream("/solve/" + name)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Case> cases = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = MATE.matcher(lines.get(i));
            if (m.find()) {
                String[] fields = lines.get(i).split(" ");
                String fen = String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1";
                cases.add(new Case(name + " line " + (i + 1), fen, Integer.parseInt(m.group(1))));
            }
        }
        return cases.stream();
    }
}
