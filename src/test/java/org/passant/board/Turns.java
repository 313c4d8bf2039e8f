package org.passant.board;

import java.util.ArrayList;
import java.util.List;

/** Test helpers for two-move turns: the next moves and whole turns as UCI strings, playing moves given in UCI. */
final class Turns {
    private Turns() {
    }

    static Position at(String fen, RuleSet rules) {
        return TurnFen.parse(fen, rules);
    }

    /** The position after playing these moves one by one (each must be a move the rules allow next). */
    static Position play(String fen, RuleSet rules, String... uciMoves) {
        Position p = at(fen, rules);
        for (String m : uciMoves) {
            p.makeInTurn(find(p, m));
        }
        return p;
    }

    static int find(Position p, String uci) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = TurnGenerator.moves(p, buf, 0);
        for (int i = 0; i < n; i++) {
            if (Move.uci(buf[i]).equals(uci)) {
                return buf[i];
            }
        }
        throw new AssertionError(uci + " may not be played next in " + TurnFen.write(p) + " (" + p.ruleSet() + ")");
    }

    static List<String> nextMovesUci(Position p) {
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = TurnGenerator.moves(p, buf, 0);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(Move.uci(buf[i]));
        }
        return out;
    }

    /** Every turn as "e5d6,g5f6" (a turn cut short as its one move). */
    static List<String> turnsUci(Position p) {
        List<String> out = new ArrayList<>();
        for (Turn t : TurnGenerator.turns(p)) {
            out.add(t.uci());
        }
        return out;
    }

    static Turn turn(Position p, String uci) {
        for (Turn t : TurnGenerator.turns(p)) {
            if (t.uci().equals(uci)) {
                return t;
            }
        }
        throw new AssertionError("no turn " + uci + " in " + TurnFen.write(p));
    }

    /** The moves of the turns that capture the king, as "c4f7,f7e8". */
    static List<String> kingCapturingTurns(Position p) {
        List<String> out = new ArrayList<>();
        for (Turn t : TurnGenerator.turns(p)) {
            if (t.capturesKing()) {
                out.add(t.uci());
            }
        }
        return out;
    }
}
