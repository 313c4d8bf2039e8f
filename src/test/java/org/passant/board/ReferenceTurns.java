package org.passant.board;

import java.util.ArrayList;
import java.util.List;

/**
 * A slow reference for two-move turns, written apart from the fast generator: a board of
 * characters, moves found by walking directions, legality by playing a move on a copy and looking
 * for an attack on the king, and e.p. rights worked out from the moves of the opponent's last
 * turn as the rules text puts them. It shares nothing with {@code board} but the FEN's letters,
 * so that a mistake in one is not repeated in the other.
 *
 * <p>A turn is written as its moves in coordinate form joined by a comma ({@code e5d6,g5f6});
 * promotions end in a lower-case letter.
 */
final class ReferenceTurns {
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
    private static final int[][] STRAIGHT = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

    /** A single move: squares 0..63 (a1 = 0), a promotion letter or ' ', and what kind it is. */
    record Step(int from, int to, char promotion, boolean enPassant, boolean doubleStep, boolean castling) {
        String uci() {
            return name(from) + name(to) + (promotion == ' ' ? "" : String.valueOf(promotion));
        }
    }

    /** The game as the reference sees it: the board, the side, castling, and where the turn stands. */
    static final class Game {
        final char[] board = new char[64];
        boolean white;
        /** Castling rights: white kingside, white queenside, black kingside, black queenside. */
        final boolean[] castle = new boolean[4];
        /** The opponent's double steps of its last turn, each {from, to}, as they were played. */
        List<int[]> opponentDoubleSteps = new ArrayList<>();
        /** The moves of the turn so far (zero or one). */
        List<Step> thisTurn = new ArrayList<>();
        /** The current turn is the game's single first move. */
        boolean singleTurn;

        Game copy() {
            Game g = new Game();
            System.arraycopy(board, 0, g.board, 0, 64);
            g.white = white;
            System.arraycopy(castle, 0, g.castle, 0, 4);
            g.opponentDoubleSteps = new ArrayList<>(opponentDoubleSteps);
            g.thisTurn = new ArrayList<>(thisTurn);
            g.singleTurn = singleTurn;
            return g;
        }
    }

    private final boolean checkObserved;
    private final boolean kingCaptureEndsTurn;

    private ReferenceTurns(boolean checkObserved) {
        this.checkObserved = checkObserved;
        this.kingCaptureEndsTurn = !checkObserved;
    }

    static ReferenceTurns doubleMove() {
        return new ReferenceTurns(false);
    }

    static ReferenceTurns marseillais() {
        return new ReferenceTurns(true);
    }

    static ReferenceTurns of(RuleSet rules) {
        return rules == RuleSet.MARSEILLAIS ? marseillais() : doubleMove();
    }

    /**
     * A game at the start of a turn from the first four fields of a FEN: the e.p. squares name
     * the opponent's double steps of its last turn. {@code singleTurn}: the game's first move.
     */
    static Game setUp(String fen, boolean singleTurn) {
        String[] f = fen.trim().split("\\s+");
        Game g = new Game();
        java.util.Arrays.fill(g.board, '.');
        int rank = 7;
        int file = 0;
        for (char c : f[0].toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                file += c - '0';
            } else {
                g.board[rank * 8 + file++] = c;
            }
        }
        g.white = f[1].equals("w");
        g.castle[0] = f[2].contains("K");
        g.castle[1] = f[2].contains("Q");
        g.castle[2] = f[2].contains("k");
        g.castle[3] = f[2].contains("q");
        if (!f[3].equals("-")) {
            for (int i = 0; i < f[3].length(); i += 2) {
                int passed = square(f[3].substring(i, i + 2));
                int dir = g.white ? -8 : 8; // the opponent's pawns move down the board when White is to move
                g.opponentDoubleSteps.add(new int[] {passed - dir, passed + dir});
            }
        }
        g.singleTurn = singleTurn;
        return g;
    }

    // ---------------------------------------------------------------- turns

    /** Every turn of the side to move, from the start of its turn. */
    List<String> turns(Game g) {
        List<String> out = new ArrayList<>();
        for (Step first : nextSteps(g)) {
            Game after = g.copy();
            boolean ended = play(after, first);
            if (ended) {
                out.add(first.uci());
            } else {
                for (Step second : nextSteps(after)) {
                    out.add(first.uci() + "," + second.uci());
                }
            }
        }
        return out;
    }

    /** The number of sequences of {@code depth} turns. */
    long count(Game g, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (Step first : nextSteps(g)) {
            Game after = g.copy();
            if (play(after, first)) {
                n += count(after, depth - 1);
            } else {
                for (Step second : nextSteps(after)) {
                    Game end = after.copy();
                    play(end, second);
                    n += count(end, depth - 1);
                }
            }
        }
        return n;
    }

    /** The single moves that may be played next: the first or the second of the turn. */
    List<Step> nextSteps(Game g) {
        List<Step> candidates = new ArrayList<>();
        char king = g.white ? 'K' : 'k';
        if (find(g.board, king) < 0) {
            return candidates; // its king was taken: the game is over
        }
        for (int sq = 0; sq < 64; sq++) {
            if (own(g, g.board[sq])) {
                pieceSteps(g, sq, candidates);
            }
        }
        castlings(g, candidates);
        enPassantSteps(g, candidates);
        if (!checkObserved) {
            return candidates;
        }
        List<Step> legal = new ArrayList<>();
        for (Step s : candidates) {
            char[] b = g.board.clone();
            apply(b, s);
            if (!attacked(b, find(b, king), !g.white)) {
                legal.add(s);
            }
        }
        return legal;
    }

    /**
     * Plays a step; returns whether the turn is over (the other side then to move). The rights
     * the opponent gets are worked out from this turn's moves when the turn ends.
     */
    boolean play(Game g, Step s) {
        char[] before = g.board.clone();
        apply(g.board, s);
        updateCastling(g, s);
        g.thisTurn.add(s);
        boolean over;
        if (g.singleTurn || g.thisTurn.size() == 2) {
            over = true;
        } else if (kingCaptureEndsTurn && Character.toLowerCase(before[s.to]) == 'k') {
            over = true;
        } else if (checkObserved && attacked(g.board, find(g.board, g.white ? 'k' : 'K'), g.white)) {
            over = true; // a check ends a Marseillais turn
        } else {
            over = nextSteps(g).isEmpty(); // no second move: the turn ends with the first
        }
        if (over) {
            List<int[]> rights = new ArrayList<>();
            for (int i = 0; i < g.thisTurn.size(); i++) {
                Step m = g.thisTurn.get(i);
                if (!m.doubleStep) {
                    continue;
                }
                boolean movedOn = false;
                for (int j = i + 1; j < g.thisTurn.size(); j++) {
                    movedOn |= g.thisTurn.get(j).from == m.to;
                }
                if (!movedOn) {
                    rights.add(new int[] {m.from, m.to});
                }
            }
            g.opponentDoubleSteps = rights;
            g.thisTurn = new ArrayList<>();
            g.white = !g.white;
            g.singleTurn = false;
        }
        return over;
    }

    /**
     * E.p. captures: on the first move, of the opponent's double steps whose pawn is still where
     * it stopped and whose passed square is empty; on the second, only after an e.p. first move,
     * of the other double step.
     */
    private void enPassantSteps(Game g, List<Step> out) {
        if (g.thisTurn.size() == 1 && !g.thisTurn.get(0).enPassant) {
            return;
        }
        char pawn = g.white ? 'P' : 'p';
        char theirPawn = g.white ? 'p' : 'P';
        for (int[] ds : g.opponentDoubleSteps) {
            int passed = (ds[0] + ds[1]) / 2;
            if (g.thisTurn.size() == 1 && g.thisTurn.get(0).to == passed) {
                continue; // the right just used
            }
            if (g.board[ds[1]] != theirPawn || g.board[passed] != '.') {
                continue;
            }
            for (int df = -1; df <= 1; df += 2) {
                int file = ds[1] % 8 + df;
                if (file < 0 || file > 7) {
                    continue;
                }
                int from = ds[1] / 8 * 8 + file;
                if (g.board[from] == pawn) {
                    out.add(new Step(from, passed, ' ', true, false, false));
                }
            }
        }
    }

    private void castlings(Game g, List<Step> out) {
        int home = g.white ? 4 : 60;
        char k = g.white ? 'K' : 'k';
        char r = g.white ? 'R' : 'r';
        if (g.board[home] != k) {
            return;
        }
        int rights = g.white ? 0 : 2;
        if (g.castle[rights] && g.board[home + 3] == r && g.board[home + 1] == '.' && g.board[home + 2] == '.'
                && (!checkObserved || safe(g, home, home + 1, home + 2))) {
            out.add(new Step(home, home + 2, ' ', false, false, true));
        }
        if (g.castle[rights + 1] && g.board[home - 4] == r && g.board[home - 1] == '.' && g.board[home - 2] == '.'
                && g.board[home - 3] == '.' && (!checkObserved || safe(g, home, home - 1, home - 2))) {
            out.add(new Step(home, home - 2, ' ', false, false, true));
        }
    }

    private boolean safe(Game g, int... squares) {
        for (int sq : squares) {
            if (attacked(g.board, sq, !g.white)) {
                return false;
            }
        }
        return true;
    }

    private void pieceSteps(Game g, int from, List<Step> out) {
        char c = Character.toLowerCase(g.board[from]);
        switch (c) {
            case 'n': leaps(g, from, KNIGHT, out); break;
            case 'k': leaps(g, from, KING, out); break;
            case 'b': slides(g, from, DIAGONAL, out); break;
            case 'r': slides(g, from, STRAIGHT, out); break;
            case 'q': slides(g, from, DIAGONAL, out); slides(g, from, STRAIGHT, out); break;
            case 'p': pawnSteps(g, from, out); break;
            default: throw new IllegalStateException("unknown piece " + c);
        }
    }

    private void leaps(Game g, int from, int[][] deltas, List<Step> out) {
        for (int[] d : deltas) {
            int f = from % 8 + d[0];
            int r = from / 8 + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8 && !own(g, g.board[r * 8 + f])) {
                out.add(new Step(from, r * 8 + f, ' ', false, false, false));
            }
        }
    }

    private void slides(Game g, int from, int[][] directions, List<Step> out) {
        for (int[] d : directions) {
            int f = from % 8 + d[0];
            int r = from / 8 + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                char there = g.board[r * 8 + f];
                if (own(g, there)) {
                    break;
                }
                out.add(new Step(from, r * 8 + f, ' ', false, false, false));
                if (there != '.') {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
    }

    private void pawnSteps(Game g, int from, List<Step> out) {
        int dir = g.white ? 1 : -1;
        int f = from % 8;
        int r = from / 8;
        int last = g.white ? 7 : 0;
        if (r + dir < 0 || r + dir > 7) {
            return;
        }
        int one = (r + dir) * 8 + f;
        if (g.board[one] == '.') {
            addPawn(from, one, r + dir == last, out);
            int start = g.white ? 1 : 6;
            int two = (r + 2 * dir) * 8 + f;
            if (r == start && g.board[two] == '.') {
                out.add(new Step(from, two, ' ', false, true, false));
            }
        }
        for (int df = -1; df <= 1; df += 2) {
            if (f + df < 0 || f + df > 7) {
                continue;
            }
            int to = (r + dir) * 8 + f + df;
            if (enemy(g, g.board[to])) {
                addPawn(from, to, r + dir == last, out);
            }
        }
    }

    private static void addPawn(int from, int to, boolean promotes, List<Step> out) {
        if (!promotes) {
            out.add(new Step(from, to, ' ', false, false, false));
            return;
        }
        for (char p : "qrbn".toCharArray()) {
            out.add(new Step(from, to, p, false, false, false));
        }
    }

    // ---------------------------------------------------------------- the board

    private static void apply(char[] b, Step s) {
        char mover = b[s.from];
        b[s.from] = '.';
        if (s.enPassant) {
            b[s.from / 8 * 8 + s.to % 8] = '.';
        }
        if (s.castling) {
            int rookFrom = s.to > s.from ? s.from + 3 : s.from - 4;
            int rookTo = s.to > s.from ? s.from + 1 : s.from - 1;
            b[rookTo] = b[rookFrom];
            b[rookFrom] = '.';
        }
        b[s.to] = s.promotion == ' ' ? mover : Character.isUpperCase(mover) ? Character.toUpperCase(s.promotion) : s.promotion;
    }

    private static void updateCastling(Game g, Step s) {
        int[] squares = {7, 0, 63, 56};
        int[] kings = {4, 4, 60, 60};
        for (int i = 0; i < 4; i++) {
            if (s.from == squares[i] || s.to == squares[i] || s.from == kings[i] || s.to == kings[i]) {
                g.castle[i] = false;
            }
        }
    }

    /** Whether a unit of the given colour (white: true) attacks the square, by walking from it. */
    static boolean attacked(char[] b, int sq, boolean byWhite) {
        if (sq < 0) {
            return false;
        }
        int f = sq % 8;
        int r = sq / 8;
        int pawnRank = r + (byWhite ? -1 : 1);
        for (int df = -1; df <= 1; df += 2) {
            if (pawnRank >= 0 && pawnRank < 8 && f + df >= 0 && f + df < 8 && b[pawnRank * 8 + f + df] == (byWhite ? 'P' : 'p')) {
                return true;
            }
        }
        if (leaper(b, f, r, KNIGHT, byWhite ? 'N' : 'n') || leaper(b, f, r, KING, byWhite ? 'K' : 'k')) {
            return true;
        }
        return slider(b, f, r, DIAGONAL, byWhite ? "BQ" : "bq") || slider(b, f, r, STRAIGHT, byWhite ? "RQ" : "rq");
    }

    private static boolean leaper(char[] b, int f, int r, int[][] deltas, char piece) {
        for (int[] d : deltas) {
            int ff = f + d[0];
            int rr = r + d[1];
            if (ff >= 0 && ff < 8 && rr >= 0 && rr < 8 && b[rr * 8 + ff] == piece) {
                return true;
            }
        }
        return false;
    }

    private static boolean slider(char[] b, int f, int r, int[][] directions, String pieces) {
        for (int[] d : directions) {
            int ff = f + d[0];
            int rr = r + d[1];
            while (ff >= 0 && ff < 8 && rr >= 0 && rr < 8) {
                char c = b[rr * 8 + ff];
                if (c != '.') {
                    if (pieces.indexOf(c) >= 0) {
                        return true;
                    }
                    break;
                }
                ff += d[0];
                rr += d[1];
            }
        }
        return false;
    }

    private static boolean own(Game g, char c) {
        return c != '.' && Character.isUpperCase(c) == g.white;
    }

    private static boolean enemy(Game g, char c) {
        return c != '.' && Character.isUpperCase(c) != g.white;
    }

    private static int find(char[] b, char piece) {
        for (int i = 0; i < 64; i++) {
            if (b[i] == piece) {
                return i;
            }
        }
        return -1;
    }

    static String name(int sq) {
        return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
    }

    static int square(String name) {
        return (name.charAt(1) - '1') * 8 + name.charAt(0) - 'a';
    }

    /** The step of a move given in coordinate form, among those that may be played next. */
    Step step(Game g, String uci) {
        for (Step s : nextSteps(g)) {
            if (s.uci().equals(uci)) {
                return s;
            }
        }
        throw new AssertionError("the reference does not allow " + uci);
    }
}
