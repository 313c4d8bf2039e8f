package org.passant.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The move generator against the published perft suites. The default run checks every position
 * up to a node budget per case; {@code mvn test -Pdeep} checks every count up to 20 M leaf nodes (about 39 G nodes in all; counts above that are left to ./solver perft by hand).
 */
class PerftSuiteTest {
    private static final long FAST_BUDGET = 300_000;
    private static final long DEEP_BUDGET = 20_000_000;
    private static final List<String> SUITES = List.of("perftsuite.epd", "sunfish_tests_perft.epd", "chess22k_tricky.epd",
            "stockfish_tests_perft.epd", "python-chess_tricky.perft", "python-chess_random.perft");

    @TestFactory
    Stream<DynamicTest> suitesWithinFastBudget() {
        return cases(0, FAST_BUDGET);
    }

    @Tag("deep")
    @TestFactory
    Stream<DynamicTest> suitesDeep() {
        return cases(FAST_BUDGET, DEEP_BUDGET);
    }

    private static Stream<DynamicTest> cases(long above, long atMost) {
        return SUITES.stream().flatMap(s -> PerftSuite.load(s).stream())
                .filter(c -> !c.id().equals("ep-unrelated-check")) // illegal position: see PerftEnPassantTest
                .filter(c -> c.nodes() > above && c.nodes() <= atMost)
                .filter(c -> PositionValidator.isValid(Fen.parse(c.fen()))) // X-FEN castling rights are not orthodox
                .map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
                    Position p = Fen.parse(c.fen());
                    assertEquals(c.nodes(), new Perft(c.depth()).bulk(p, c.depth()), c.toString());
                }));
    }
}
