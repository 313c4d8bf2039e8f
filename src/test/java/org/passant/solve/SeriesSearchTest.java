package org.passant.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.passant.board.Move;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.board.PositionValidator;
import org.passant.problem.Goal;
import org.passant.problem.Play;

/**
 * The series search against Popeye 4.104 on small named positions (solution counts per length as
 * Popeye printed them), and against a plain exhaustive enumerator of the same rules on random
 * positions: the fast search may prune, never change what a solution is.
 */
class SeriesSearchTest {

    /** Solutions of exactly {@code length} series moves, as "from-to" words joined by blanks. */
    private static Set<String> fast(String fen, Play play, Goal goal, int length) {
        Position p = Position.fromFen(fen);
        List<int[]> lines = new SeriesSearch(new TranspositionTable(1)).solutions(p, length, goal, play, 0, new ArrayList<>());
        Set<String> out = new TreeSet<>();
        lines.forEach(line -> out.add(words(line)));
        assertEquals(lines.size(), out.size(), "every line is listed once");
        return out;
    }

    private static String words(int[] line) {
        return words(Arrays.stream(line).boxed().toList());
    }

    private static String words(List<Integer> line) {
        StringBuilder s = new StringBuilder();
        for (int m : line) {
            s.append(s.isEmpty() ? "" : " ").append(Move.uci(m));
        }
        return s.toString();
    }

    @ParameterizedTest(name = "{0} {1}: {3} lines of {2} series moves (Popeye 4.104)")
    @CsvSource(delimiter = '|', value = {
        // White Kg6 Rb1, Black Kg8: 1.Rb8# and ten rook manoeuvres of two moves.
        "6k1/8/6K1/8/8/8/8/1R6 w - - 0 1   | SERIES       | 1 | 1",
        "6k1/8/6K1/8/8/8/8/1R6 w - - 0 1   | SERIES       | 2 | 10",
        // White Kf6 Rb1, Black Kh8: 1.Rb8+ is a check before the last move, so only 1.Kf7 and 1.Kg6.
        "7k/8/5K2/8/8/8/8/1R6 w - - 0 1    | SERIES       | 1 | 0",
        "7k/8/5K2/8/8/8/8/1R6 w - - 0 1    | SERIES       | 2 | 2",
        // Black Kg8 Pa3 plays, White Rb1 mates.
        "6k1/8/6K1/8/8/p7/8/1R6 b - - 0 1  | SERIES_HELP  | 1 | 2",
        "6k1/8/6K1/8/8/p7/8/1R6 b - - 0 1  | SERIES_HELP  | 2 | 8",
        // Black's last move may give check: 1.Bc6-e8+ Re1xe8#.
        "7k/8/2b3K1/8/8/8/8/4R3 b - - 0 1  | SERIES_HELP  | 1 | 6",
        // White waits, Black must play g3-g2#; after 1.a3 Black is already forced, so no 2.a4.
        "8/8/8/8/6pp/6pk/P7/6BK w - - 0 1  | SERIES_SELF  | 1 | 2",
        "8/8/8/8/6pp/6pk/P7/6BK w - - 0 1  | SERIES_SELF  | 2 | 7",
    })
    void theSolutionsPopeyePrints(String fen, Play play, int length, int lines) {
        Goal goal = Goal.MATE;
        assertEquals(lines, fast(fen.strip(), play, goal, length).size());
    }

    @Test
    void aStalemateBeforeTheLastMoveDoesNotEndTheSeries() {
        // White Kf7 Qg1 Pa2, Black Kh8: 1.Qg6 stalemates already, yet 1.Qg6 2.a4= is one of
        // Popeye's 61 two-move solutions of ser-=2 (2 of one move).
        String fen = "7k/5K2/8/8/8/8/P7/6Q1 w - - 0 1";
        assertEquals(2, fast(fen, Play.SERIES, Goal.STALEMATE, 1).size());
        Set<String> two = fast(fen, Play.SERIES, Goal.STALEMATE, 2);
        assertEquals(61, two.size());
        assertTrue(two.contains("g1g6 a2a4"), two.toString());
    }

    @Test
    void theFastSearchFindsWhatThePlainEnumeratorFindsOnRandomPositions() {
        Random random = new Random(20261123);
        int positions = 0;
        int withSolutions = 0;
        while (positions < 150) {
            String fen = randomPosition(random);
            Position p = Position.fromFen(fen);
            if (!PositionValidator.isValid(p)) {
                continue;
            }
            positions++;
            for (Play play : List.of(Play.SERIES, Play.SERIES_HELP, Play.SERIES_SELF)) {
                for (Goal goal : Goal.values()) {
                    for (int length = 1; length <= 3; length++) {
                        Set<String> expected = new TreeSet<>();
                        plain(Position.fromFen(fen), play, goal, length, new ArrayList<>(), expected);
                        assertEquals(expected, fast(fen, play, goal, length), fen + " " + play + " " + goal + " " + length);
                        withSolutions += expected.isEmpty() ? 0 : 1;
                    }
                }
            }
        }
        assertTrue(withSolutions > 100, "the random positions must have solutions to compare, found " + withSolutions);
    }

    /** Two kings and up to five other men anywhere legal, either side to move. */
    private static String randomPosition(Random random) {
        char[] board = new char[64];
        Arrays.fill(board, '.');
        place(board, 'K', random, false);
        place(board, 'k', random, false);
        String men = "QRBNPqrbnp";
        int others = 2 + random.nextInt(4);
        for (int i = 0; i < others; i++) {
            char man = men.charAt(random.nextInt(men.length()));
            place(board, man, random, Character.toLowerCase(man) == 'p');
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                    }
                    empty = 0;
                    fen.append(c);
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
    }

    private static void place(char[] board, char man, Random random, boolean pawn) {
        while (true) {
            int square = pawn ? 8 + random.nextInt(48) : random.nextInt(64);
            if (board[square] == '.') {
                board[square] = man;
                return;
            }
        }
    }

    /**
     * The rules written out with nothing left out: every legal move, no table, no shortcut. The
     * series side may not check before its last move; ser-s stops where the other side is
     * already forced to reach the goal.
     */
    private static void plain(Position p, Play play, Goal goal, int left, List<Integer> line, Set<String> out) {
        for (int move : legalMoves(p)) {
            p.make(move);
            line.add(move);
            if (left == 1) {
                switch (play) {
                    case SERIES -> {
                        if (reached(p, goal)) {
                            out.add(words(line));
                        }
                    }
                    case SERIES_HELP -> {
                        for (int reply : legalMoves(p)) {
                            p.make(reply);
                            if (reached(p, goal)) {
                                line.add(reply);
                                out.add(words(line));
                                line.remove(line.size() - 1);
                            }
                            p.unmake(reply);
                        }
                    }
                    default -> {
                        if (forced(p, goal)) {
                            for (int reply : legalMoves(p)) {
                                line.add(reply);
                                out.add(words(line));
                                line.remove(line.size() - 1);
                            }
                        }
                    }
                }
            } else if (!p.inCheck() && !(play == Play.SERIES_SELF && forced(p, goal))) {
                p.makeNull();
                plain(p, play, goal, left - 1, line, out);
                p.unmakeNull();
            }
            line.remove(line.size() - 1);
            p.unmake(move);
        }
    }

    private static boolean forced(Position p, Goal goal) {
        List<Integer> replies = legalMoves(p);
        if (replies.isEmpty()) {
            return false;
        }
        for (int reply : replies) {
            p.make(reply);
            boolean reached = reached(p, goal);
            p.unmake(reply);
            if (!reached) {
                return false;
            }
        }
        return true;
    }

    private static boolean reached(Position p, Goal goal) {
        boolean noMove = legalMoves(p).isEmpty();
        return noMove && (goal == Goal.MATE) == p.inCheck();
    }

    private static List<Integer> legalMoves(Position p) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.legal(p, moves, 0);
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(moves[i]);
        }
        return list;
    }
}
