package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.passant.board.Fen;
import org.passant.board.Move;
import org.passant.board.Position;
import org.passant.problem.Goal;

/**
 * The bounded help search against the plain one (every move played out) on many more random
 * positions than the default suite's {@link HelpSearchBoundTest}: help mates and stalemates of two
 * to five half-moves, sparse positions with every type of unit and positions of random games. A
 * wide net found a stalemate the bounds had turned away (a rook stepping onto a line of its own
 * to be pinned, {@code ImmobilityBoundTest}), once in about twenty thousand positions. Deep: about
 * about forty seconds per seed.
 */
@Tag("deep")
class HelpSearchWideComparisonTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1000, 2000, 3000, 4000, 5000, 6000})
    void theBoundedSearchFindsThePlainSearchsSolutions(long seed) {
        RandomPositions positions = new RandomPositions(seed);
        int solved = 0;
        for (int i = 0; i < 4000; i++) {
            Position p = i % 5 == 0 ? positions.fromGame(10 + i % 50) : positions.sparse(3 + i % 4, i % 2 == 0 ? "PNB" : "PNBRQ");
            Goal goal = i % 2 == 0 ? Goal.MATE : Goal.STALEMATE;
            int plies = i % 5 == 0 ? 2 + i % 2 : 2 + i % 3 + (i % 7 == 0 ? 1 : 0);
            List<String> plain = lines(HelpSearch.plain(new TranspositionTable(16)), p, plies, goal);
            List<String> bounded = lines(new HelpSearch(new TranspositionTable(16)), p, plies, goal);
            assertEquals(plain, bounded, Fen.write(p) + ", " + goal + " in " + plies + " half-moves");
            solved += plain.isEmpty() ? 0 : 1;
        }
        assertTrue(solved > 150, "positions with solutions: " + solved);
    }

    private static List<String> lines(HelpSearch search, Position p, int plies, Goal goal) {
        List<int[]> found = search.solutions(p.copy(), plies, goal, 0, new ArrayList<>());
        return found.stream().map(line -> String.join(" ", Arrays.stream(line).mapToObj(Move::uci).toList())).toList();
    }
}
