package org.passant.board;

import java.util.ArrayList;
import java.util.List;

/** Test helpers: legal moves as UCI strings, playing moves given in UCI; tests of other packages find moves here too. */
public final class Moves {
    private Moves() {
    }

    static List<String> legalUci(Position p) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, buf, 0);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(Move.uci(buf[i]));
        }
        return out;
    }

    /** The legal move written {@code uci} in {@code p}; an assertion error when there is none. */
    public static int find(Position p, String uci) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(p, buf, 0);
        for (int i = 0; i < n; i++) {
            if (Move.uci(buf[i]).equals(uci)) {
                return buf[i];
            }
        }
        throw new AssertionError(uci + " is not legal in " + p.toFen());
    }

    static Position play(String fen, String... uciMoves) {
        Position p = Fen.parse(fen);
        for (String m : uciMoves) {
            p.make(find(p, m));
        }
        return p;
    }
}
